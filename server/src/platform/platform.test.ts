import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The calls that need no token (the file link carries its own signature); every other answers 401 without one. */
const PUBLIC_OPERATIONS = [
  // An album's zip (issue 22): signed for one reader, whose right to read is checked again on use.
  'GET /api/albums/{id}/archive',
  // The calendar subscription (issue 21): calendar apps send no header; the secret token is the credential.
  'GET /api/calendar/feed/{file}',
  'GET /api/family-profiles/{id}/images/{kind}',
  'GET /api/family/{id}/public',
  'GET /api/health',
  // The sign-in page reads the instance's name and registration mode (CONTRACT §8).
  'GET /api/instance',
  // The whole library's zip (issue 22): the signed link names its owner.
  'GET /api/media/archive',
  'GET /api/media/files/{id}',
  'GET /api/my-documents/{id}/scan',
  'GET /api/organizations/{id}/public',
  'GET /api/ping',
  'GET /api/users/avatars/{name}',
  'GET /api/users/covers/{name}',
  // The data export's zip: the signed URL is the credential, so a browser download needs no header.
  'GET /api/users/export/{id}/download',
  'GET /api/work/organizations/{orgId}/images/{kind}',
  // A new address is confirmed by the link mailed to it, signed out as well (CONTRACT §8).
  'POST /api/auth/email-change/confirm',
  'POST /api/auth/login',
  // The sign-in's second step: the challenge from the password step is the credential.
  'POST /api/auth/login/2fa',
  // A forgotten password (CONTRACT §8): asked for by email, confirmed by the mailed one-use token.
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/register',
  // The address is verified by the mailed one-use link, signed out as well (CONTRACT §8).
  'POST /api/auth/verify-email/confirm',
];

interface OpenApiDoc {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

describe('platform', () => {
  it('GET /api/health answers ok when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document and UI at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json<OpenApiDoc>().paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/onboarding']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('every documented call is public by decision or answers 401 without a token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
    const publicOps: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (Array.isArray(op.security) && op.security.length === 0) {
          publicOps.push(name);
          continue;
        }
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload: {} });
        expect(res.statusCode, name).toBe(401);
        expect(typeof res.json().detail, name).toBe('string');
      }
    }
    expect(publicOps.sort()).toEqual(PUBLIC_OPERATIONS);
  });

  it('answers an unknown /api path with 404 and a detail', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Ресурс не найден' });
    }
  });

  it('answers a wrong content type with 415 and a detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().detail).toBe('string');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
