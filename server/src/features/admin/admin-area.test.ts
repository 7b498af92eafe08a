import { ADMIN_TEXTS } from '@krug/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { databaseFingerprint } from '../../test/permissions/fingerprint.ts';
import { as, operators } from './admin.test-kit.ts';

let t: TestApp;
let ops: Awaited<ReturnType<typeof operators>>;
beforeAll(async () => {
  t = await createTestApp();
  ops = await operators(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every registered `/api/admin` call, from the OpenAPI document (so a new one is walked too). */
async function adminOperations() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({
        method: method.toUpperCase() as Method,
        // Path parameters: an id of an account that exists, so only the role can refuse.
        url: path.replace(/\{[^}]+\}/g, userId()),
      })),
    );
}
const userId = () => ops.user.user.id;

describe('the admin area', () => {
  it('answers 403 to a plain user on every /api/admin call, before reading the input, and writes nothing', async () => {
    const calls = await adminOperations();
    // Settings, invites, users (list, role, suspend, unsuspend, two-factor, delete), reports, audit.
    expect(calls.length).toBeGreaterThanOrEqual(13);
    const fingerprint = await databaseFingerprint(t.db);
    const before = await fingerprint();
    for (const c of calls) {
      // No body, a bad body, and a body that would be valid: always 403.
      for (const payload of [
        undefined,
        { nonsense: true },
        { role: 'admin', reason: 'x', registration_mode: 'closed', action: 'dismiss' },
      ]) {
        const res = await as(t.app)(
          ops.user.token,
          c.method,
          c.url,
          c.method === 'GET' ? undefined : payload,
        );
        expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(403);
        expect(res.json()).toEqual({ detail: ADMIN_TEXTS.adminsOnly });
      }
      const anonymous = await as(t.app)(null, c.method, c.url);
      expect(anonymous.statusCode, `${c.method} ${c.url} without a token`).toBe(401);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('is open to admins and the owner (their lists answer 200)', async () => {
    for (const token of [ops.admin.token, ops.owner.token])
      for (const url of [
        '/api/admin/users',
        '/api/admin/settings',
        '/api/admin/invites',
        '/api/admin/reports',
        '/api/admin/audit',
      ]) {
        const res = await as(t.app)(token, 'GET', url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
  });
});
