import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrlFrom } from '../../config.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

/** Issue 29 §5: the calendar feed's secret URL is a credential like a session. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newFeed = async (token: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calendar/feed',
    headers: { ...bearer(token), ...headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ url: string }>().url;
};
const read = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
const status = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: bearer(token) })).json();

describe('the calendar feed URL', () => {
  it('is built from PUBLIC_URL, never from the Host header', async () => {
    const u = await registerUser(t.app);
    const url = await newFeed(u.token, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(url.startsWith(`${TEST_PUBLIC_URL}/api/calendar/feed/`)).toBe(true);
    expect(url).not.toContain('evil.example');
    expect((await read(url)).statusCode).toBe(200);
  });

  it('stops working after a password change', async () => {
    const u = await registerUser(t.app);
    const url = await newFeed(u.token);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(u.token),
      payload: { current_password: u.password, new_password: 'a-new-password-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await read(url)).statusCode).toBe(404);
    const token = changed.json().access_token as string;
    expect(await status(token)).toEqual({ active: false, created_at: null });
    // A new subscription works again.
    expect((await read(await newFeed(token))).statusCode).toBe(200);
  });

  it('stops working after «sign out everywhere»', async () => {
    const u = await registerUser(t.app);
    const url = await newFeed(u.token);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/sessions/revoke-others',
      headers: bearer(u.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await read(url)).statusCode).toBe(404);
    expect((await status(u.token)).active).toBe(false);
  });

  it("another user's password change leaves my feed alone", async () => {
    const mine = await registerUser(t.app);
    const other = await registerUser(t.app);
    const url = await newFeed(mine.token);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(other.token),
      payload: { current_password: other.password, new_password: 'a-new-password-2' },
    });
    expect((await read(url)).statusCode).toBe(200);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the address the server listens on', () => {
    expect(publicUrlFrom({})).toBe('http://localhost:8080');
    expect(publicUrlFrom({ HOST: '0.0.0.0', PORT: '9000' })).toBe('http://localhost:9000');
    expect(publicUrlFrom({ HOST: '192.168.1.5', PORT: '8081' })).toBe('http://192.168.1.5:8081');
    expect(publicUrlFrom({ HOST: '::1' })).toBe('http://[::1]:8080');
  });

  it('takes the configured address without a trailing slash, and refuses a non-web one', () => {
    expect(publicUrlFrom({ PUBLIC_URL: 'https://krug.example/' })).toBe('https://krug.example');
    expect(publicUrlFrom({ PUBLIC_URL: 'https://example.org/krug/' })).toBe('https://example.org/krug');
    expect(() => publicUrlFrom({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow();
    expect(() => publicUrlFrom({ PUBLIC_URL: 'not a url' })).toThrow();
  });
});
