import type { DataExport, LatestDataExport } from '@krug/contract/data-export';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DATA_EXPORT_JOB } from '../../features/data-export/data-export.service.ts';
import { bearer, registerUser } from '../factories.ts';
import { isZipWith } from './answers.ts';
import type { Fresh, Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Notification preferences and «Скачать мои данные» (issue 20): every signed-in user acts on
 * their own only. Writes go through a fresh account (its token, listed under `stranger`) so the
 * world's people keep their defaults for the other rows.
 */

const fresh = async (w: World) => {
  const u = await registerUser(w.app, { first_name: 'Выгружающий' });
  return { token: u.token, user: u.user.id };
};

/** A fresh person's finished export: its id and the signed link its owner was given. */
async function readyExport(_w: World, app: FastifyInstance): Promise<Fresh> {
  const u = await registerUser(app, { first_name: 'Владелец выгрузки' });
  const res = await app.inject({ method: 'POST', url: '/api/users/export', headers: bearer(u.token) });
  if (res.statusCode !== 202) throw new Error(`POST /api/users/export: ${res.statusCode} ${res.body}`);
  await app.jobs.runDue({ kinds: [DATA_EXPORT_JOB] });
  const latest = (
    await app.inject({ method: 'GET', url: '/api/users/export', headers: bearer(u.token) })
  ).json<LatestDataExport>();
  if (latest.export?.status !== 'ready' || !latest.export.download_url) throw new Error('export not ready');
  return { id: latest.export.id, url: latest.export.download_url };
}

export const settingsDataRows: Row[] = [
  {
    op: 'GET /api/users/notification-preferences',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/notification-preferences' }),
    check: (_role, body) => expect(body).toMatchObject({ like: true, invitation: true }),
  },
  {
    op: 'PUT /api/users/notification-preferences',
    note: 'the caller’s own preferences',
    expect: { anonymous: 401, stranger: 200 },
    setup: fresh,
    call: (_w, f) => ({
      url: '/api/users/notification-preferences',
      payload: { like: false },
      ...(f.token ? { token: f.token } : {}),
    }),
    check: (_role, body) => expect(body).toMatchObject({ like: false, comment: true }),
  },
  {
    op: 'PUT /api/users/notification-preferences',
    note: 'an unknown type, or an always-on one turned off',
    expect: { stranger: 422, member: 422 },
    call: (_w) => ({ url: '/api/users/notification-preferences', payload: { invitation: false } }),
  },
  {
    op: 'POST /api/users/export',
    note: 'starts the caller’s own export',
    expect: { anonymous: 401, stranger: 202 },
    setup: fresh,
    call: (_w, f) => ({ url: '/api/users/export', ...(f.token ? { token: f.token } : {}) }),
    check: (_role, body) => expect((body as DataExport).status).toBe('pending'),
  },
  {
    op: 'GET /api/users/export',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/users/export' }),
    check: (_role, body) => expect((body as LatestDataExport).export).toBeNull(),
  },
  {
    op: 'GET /api/users/export/{id}/download',
    note: 'without the signed link, even signed in',
    expect: { anonymous: 404, stranger: 404, member: 404, owner: 404 },
    setup: readyExport,
    call: (_w, f) => ({ url: `/api/users/export/${f.id}/download` }),
  },
  {
    op: 'GET /api/users/export/{id}/download',
    note: 'the signature of another export',
    expect: { anonymous: 404, stranger: 404 },
    setup: async (w, app) => {
      const [a, b] = [await readyExport(w, app), await readyExport(w, app)];
      return { id: a.id as string, otherUrl: b.url as string };
    },
    call: (_w, f) => ({ url: `/api/users/export/${f.id}/download?${f.otherUrl?.split('?')[1]}` }),
  },
  {
    op: 'GET /api/users/export/{id}/download',
    note: 'the signed link its owner was given',
    expect: { anonymous: 200 },
    setup: readyExport,
    call: (_w, f) => ({ url: f.url as string }),
    check: isZipWith(/^profile\.json$/),
  },
];
