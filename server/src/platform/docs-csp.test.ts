import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// Over plain HTTP on a network address, `upgrade-insecure-requests` makes the browser fetch the
// docs' scripts over https, which fails: the Swagger UI page stayed blank.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content security policy without upgrade-insecure-requests', () => {
  it.each(['/api/docs/', '/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-ui.css'])(
    'the docs: %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    },
  );

  it('the app’s own answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
