import type { TwoFactorSetup } from '@krug/contract/security';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, type TestApp } from '../test/app.ts';
import { bearer, registerUser } from '../test/factories.ts';
import { TOO_MANY_ATTEMPTS } from './errors.ts';

/**
 * Issue 29 §4: two server processes on one PostgreSQL database spend from the same budgets, so a
 * user behind a balancer does not get one budget per process.
 */
let first: TestApp;
let second: FastifyInstance;
/** The processes in turn, as a balancer hands them out. */
let processes: FastifyInstance[];

beforeAll(async () => {
  first = await createTestApp({ limits: { LOGIN_FAILURES_PER_EMAIL: 3, POST_RATE_LIMIT: 3 } });
  second = await createSecondProcess(first);
  processes = [first.app, second];
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const codeOf = (secret: string, stepsFromNow = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsFromNow * 30_000,
  });

it('failed sign-ins of one (email, address) pair add up across processes', async () => {
  const u = await registerUser(first.app);
  const login = (app: FastifyInstance, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password },
      remoteAddress: '10.9.0.1',
    });
  // Three failures, alternating processes: one process alone has seen at most two.
  for (const [i, app] of [first.app, second, first.app].entries())
    expect((await login(app, `wrong-${i}`)).statusCode).toBe(401);
  const refused = await login(second, u.password);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
});

it('the two-factor code throttle holds across processes', async () => {
  const u = await registerUser(first.app);
  const setup = await first.app.inject({
    method: 'POST',
    url: '/api/users/2fa/setup',
    headers: bearer(u.token),
    payload: { password: u.password },
  });
  const { secret } = setup.json<TwoFactorSetup>();
  const enabled = await second.inject({
    method: 'POST',
    url: '/api/users/2fa/enable',
    headers: bearer(u.token),
    payload: { code: codeOf(secret, -1) },
  });
  expect(enabled.statusCode).toBe(200);
  const challenge = (
    await first.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    })
  ).json().challenge;
  const answer = (app: FastifyInstance, code: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code } });
  for (const [i, code] of ['000001', '000002', '000003'].entries()) {
    const wrong = await answer(
      processes[i % 2] as FastifyInstance,
      code === codeOf(secret) ? '999999' : code,
    );
    expect(wrong.statusCode).toBe(422);
  }
  expect((await answer(second, codeOf(secret, 1))).statusCode).toBe(429);
});

it('a per-user budget (posts) is one budget across processes', async () => {
  const u = await registerUser(first.app);
  const post = (app: FastifyInstance, n: number) =>
    app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(u.token),
      payload: { content: `запись ${n}`, visibility: 'PUBLIC' },
    });
  const statuses: number[] = [];
  for (let n = 0; n < 4; n += 1)
    statuses.push((await post(processes[n % 2] as FastifyInstance, n)).statusCode);
  expect(statuses).toEqual([201, 201, 201, 429]);
});
