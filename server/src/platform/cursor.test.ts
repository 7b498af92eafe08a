import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { bearer, registerUser } from '../test/factories.ts';
import { CURSOR_INVALID, decodeCursor, encodeCursor } from './cursor.ts';

let t: TestApp;
let w: { token: string; group: string; org: string };
beforeAll(async () => {
  t = await createTestApp();
  const { token } = await registerUser(t.app);
  const call = async (url: string, payload: object) =>
    (await t.app.inject({ method: 'POST', url, headers: bearer(token), payload })).json();
  const group = await call('/api/chat-groups', { name: 'Дача', member_ids: [] });
  await call(`/api/chat-groups/${group.group.id}/messages`, { content: 'Привет' });
  const org = await call('/api/work/organizations', {
    name: 'Ромашка',
    description: 'Софт',
    industry: 'Technology',
    creator_role: 'CEO',
    creator_job_title: 'Директор',
  });
  await call(`/api/work/organizations/${org.id}/posts`, { content: 'Пост' });
  await call('/api/posts', { content: 'Привет' });
  w = { token, group: group.group.id, org: org.id };
});
afterAll(() => t.close());

const ID = '7d3f3c1e-8a1b-4c2d-9e0f-123456789abc';
const opaque = (iso: string) => Buffer.from(`${iso}|${ID}`).toString('base64url');

/** Cursors PostgreSQL cannot take as a timestamptz (or JS cannot round-trip): each must be a 422. */
const OUT_OF_RANGE = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+010000-01-01T00:00:00Z',
  opaque('0000-01-01T00:00:00.000Z'),
  opaque('+275760-09-13T00:00:00.000Z'),
  opaque('-271821-04-20T00:00:00.000Z'),
  opaque('+010000-01-01T00:00:00.000Z'),
];
const MALFORMED = [
  'garbage',
  opaque('not a date'),
  Buffer.from('2026-01-01T00:00:00Z|x').toString('base64url'),
];

describe('decodeCursor', () => {
  it('takes years 1970..9999 and round-trips its own cursors', () => {
    for (const iso of ['1970-01-01T00:00:00.000Z', '2026-11-23T10:15:00.123Z', '9999-12-31T23:59:59.999Z']) {
      const c = decodeCursor(encodeCursor({ createdAt: new Date(iso), id: ID }));
      expect(c?.createdAt.toISOString()).toBe(iso);
      expect(decodeCursor(iso)?.createdAt.toISOString()).toBe(iso);
    }
  });

  it.each([...OUT_OF_RANGE, ...MALFORMED])('refuses %s with 422', (value) => {
    expect(() => decodeCursor(value)).toThrowError(expect.objectContaining({ statusCode: 422 }));
  });
});

describe('every paginated list answers 422 to an out-of-range or malformed cursor', () => {
  const lists = () => [
    '/api/posts?before=',
    '/api/notifications?before=',
    `/api/chat-groups/${w.group}/messages?before=`,
    `/api/chat-groups/${w.group}/messages?after=`,
    '/api/media?before=',
    `/api/work/organizations/${w.org}/posts?before=`,
  ];

  it('a cursor in range works on every list', async () => {
    for (const url of lists()) {
      const res = await t.app.inject({
        url: `${url}${encodeURIComponent('2026-01-01T00:00:00Z')}`,
        headers: bearer(w.token),
      });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it.each([...OUT_OF_RANGE, ...MALFORMED])('%s', async (cursor) => {
    for (const url of lists()) {
      const res = await t.app.inject({
        url: `${url}${encodeURIComponent(cursor)}`,
        headers: bearer(w.token),
      });
      expect(res.statusCode, `${url}${cursor}: ${res.body}`).toBe(422);
      // Posts and notifications answer bare arrays with a Link header; the others a `{detail}`.
      if (!url.startsWith('/api/posts') && !url.startsWith('/api/notifications'))
        expect(res.json(), url).toEqual({ detail: CURSOR_INVALID });
    }
  });
});
