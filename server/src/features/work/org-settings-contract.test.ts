import { WORK_TEXTS } from '@krug/contract/work';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { image } from '../../test/files.ts';

// 02 §3 industries "as given" (422 for others), and the settings call's `logo_url` / `banner_url`
// as the specification names them: a data URL sets, null removes, the current URL keeps (5 MB).
let t: TestApp;
let boss: Awaited<ReturnType<typeof registerUser>>;
let orgId: string;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(boss.token), ...(payload ? { payload } : {}) });
const org = {
  name: 'Ромашка',
  description: 'Делаем софт',
  industry: 'Technology',
  creator_job_title: 'Директор',
};
const settings = (extra: object) => call('PUT', `/api/work/organizations/${orgId}`, { ...org, ...extra });
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  boss = await registerUser(t.app);
  orgId = (await call('POST', '/api/work/organizations', org)).json().id;
});
afterAll(() => t.close());

describe('industry', () => {
  it('is one of the listed industries on create, update and the search filter', async () => {
    const wrong = { detail: WORK_TEXTS.industryInvalid, field: 'industry' };
    const created = await call('POST', '/api/work/organizations', { ...org, industry: 'Космос' });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual(wrong);
    const updated = await settings({ industry: 'technology' });
    expect(updated.statusCode).toBe(422);
    expect(updated.json()).toEqual(wrong);
    expect((await call('GET', `/api/work/organizations/${orgId}`)).json().industry).toBe('Technology');
    const search = await call('POST', '/api/work/organizations/search', {
      query: 'Ромашка',
      industry: 'Космос',
    });
    expect(search.statusCode).toBe(422);
    expect(search.json()).toEqual(wrong);

    expect((await call('POST', '/api/work/organizations', { ...org, industry: '' })).json()).toEqual({
      detail: WORK_TEXTS.industryRequired,
      field: 'industry',
    });
    expect((await settings({ industry: 'Media & Entertainment' })).json().industry).toBe(
      'Media & Entertainment',
    );
    const found = await call('POST', '/api/work/organizations/search', {
      query: 'Ромашка',
      industry: 'Media & Entertainment',
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().organizations.map((o: { id: string }) => o.id)).toContain(orgId);
    expect(
      (await call('POST', '/api/work/organizations/search', { query: 'Ромашка', industry: null })).statusCode,
    ).toBe(200);
  });
});

describe('logo_url and banner_url', () => {
  it('set from a data URL, kept by the current URL (any signature) or absence, removed by null', async () => {
    const logo = await image('png', 120, 40);
    const set = await settings({
      logo_url: dataUrl(logo),
      banner_url: dataUrl(await image('png', 300, 100)),
    });
    expect(set.statusCode, set.body).toBe(200);
    const { logo_url, banner_url } = set.json();
    expect(logo_url).toMatch(/^\/api\/work\/organizations\/.+\/images\/logo\?/);
    expect(banner_url).toMatch(/\/images\/banner\?/);
    expect((await t.app.inject({ method: 'GET', url: logo_url })).statusCode).toBe(200);

    // What a client sends back unchanged: the URL it was given, or the same path under another signature.
    const kept = await settings({ logo_url, banner_url: banner_url.replace(/sig=[^&]+/, 'sig=old') });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().logo_url).toBe(logo_url);
    expect(kept.json().banner_url).toBe(banner_url);
    expect((await settings({})).json().logo_url).toBe(logo_url);

    const removed = await settings({ logo_url: null });
    expect(removed.json()).toMatchObject({ logo_url: null, banner_url });
    expect((await t.app.inject({ method: 'GET', url: logo_url })).statusCode).toBe(404);
  });

  it('refuses an image over 5 MB (413) and an unknown address (422), changing nothing', async () => {
    const before = (await settings({ banner_url: dataUrl(await image('png', 300, 100)) })).json();
    const big = Buffer.concat([await image('png'), Buffer.alloc(5.4 * 1024 * 1024)]);
    const tooBig = await settings({ logo_url: dataUrl(big), description: 'Изменено' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: WORK_TEXTS.imageTooLarge });
    const other = await settings({ banner_url: 'https://example.com/banner.png', description: 'Изменено' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: WORK_TEXTS.imageUrlUnknown });
    const after = (await call('GET', `/api/work/organizations/${orgId}`)).json();
    expect(after.description).toBe(before.description);
    expect(after.banner_url).toBe(before.banner_url);
    expect((await t.app.inject({ method: 'GET', url: after.banner_url })).statusCode).toBe(200);
  });
});

describe('the logo beyond the organization page', () => {
  it('search results and the public profile carry the signed logo (null without one)', async () => {
    const found = async () =>
      (await call('POST', '/api/work/organizations/search', { query: 'Ромашка' }))
        .json()
        .organizations.find((o: { id: string }) => o.id === orgId);
    const publicView = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/organizations/${orgId}/public` })).json().data;
    await settings({ logo_url: null, banner_url: null });
    expect((await found()).logo_url).toBeNull();
    expect(await publicView()).toMatchObject({ logo_url: null, banner_url: null });

    const set = await settings({ logo_url: dataUrl(await image('png', 64, 64)) });
    const logo = set.json().logo_url as string;
    expect(logo).toMatch(/\/images\/logo\?/);
    expect((await found()).logo_url).toBe(logo);
    const pub = await publicView();
    expect(pub.logo_url).toBe(logo);
    expect((await t.app.inject({ method: 'GET', url: pub.logo_url })).statusCode).toBe(200);
  });
});
