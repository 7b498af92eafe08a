import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../platform/errors.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newPerson } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { AUTH_RATE_LIMIT: 3, LOGIN_FAILURES_PER_EMAIL: 2 } });
});
afterAll(() => t.close());

it('slows down registration from one address with 429 after the per-minute limit', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newPerson() });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
});

/** A registered person (from an address of its own, as the test above spent 127.0.0.1's budget). */
async function registered(remoteAddress: string) {
  const person = newPerson();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: person,
    remoteAddress,
  });
  expect(res.statusCode).toBe(201);
  const login = (password: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password },
      remoteAddress: from,
    });
  return { ...person, login };
}

it('refuses an (email, address) pair after repeated failures; the owner still signs in from elsewhere', async () => {
  const victim = await registered('10.0.0.9');
  expect((await victim.login('wrong1', '10.0.0.1')).statusCode).toBe(401);
  expect((await victim.login('wrong2', '10.0.0.1')).statusCode).toBe(401);
  // That address is refused for this email, even with the right password...
  const blocked = await victim.login(victim.password, '10.0.0.1');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
  // ...while an address that has not failed is never refused a correct password (issue 29 §5).
  expect((await victim.login(victim.password, '10.0.0.2')).statusCode).toBe(200);
});

it('an email failed too often refuses only the addresses that failed for it', async () => {
  const victim = await registered('10.0.1.9');
  // Two addresses spend the email's budget (2), one failure each.
  expect((await victim.login('wrong1', '10.0.1.1')).statusCode).toBe(401);
  expect((await victim.login('wrong2', '10.0.1.2')).statusCode).toBe(401);
  // They are refused now, whatever they send.
  expect((await victim.login('wrong3', '10.0.1.1')).statusCode).toBe(429);
  expect((await victim.login(victim.password, '10.0.1.2')).statusCode).toBe(429);
  // A new address gets one try; once it fails it is refused too.
  expect((await victim.login('wrong4', '10.0.1.3')).statusCode).toBe(401);
  expect((await victim.login('wrong5', '10.0.1.3')).statusCode).toBe(429);
  // The owner, from an address that has not failed, signs in.
  expect((await victim.login(victim.password, '10.0.1.4')).statusCode).toBe(200);
});

it('a success clears the pair: failures before it do not add up with later ones', async () => {
  const person = await registered('10.0.2.9');
  expect((await person.login('typo', '10.0.2.1')).statusCode).toBe(401);
  expect((await person.login(person.password, '10.0.2.1')).statusCode).toBe(200);
  // Within the per-address budget of 3 sign-ins a minute: one more failure is a plain 401.
  expect((await person.login('typo again', '10.0.2.1')).statusCode).toBe(401);
});
