import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './database-unavailable.ts';
import { registerErrorHandler } from './error-handler.ts';
import { INTERNAL_ERROR } from './errors.ts';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown (57P01)', withCode('57P01')],
    ['crash shutdown (57P02)', withCode('57P02')],
    ['starting up (57P03)', withCode('57P03')],
    ['connection exception (08000)', withCode('08000')],
    ['cannot connect (08001)', withCode('08001')],
    ['connection does not exist (08003)', withCode('08003')],
    ['connection failure (08006)', withCode('08006')],
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by drizzle', new DrizzleQueryError('select 1', [], withCode('57P01') as Error)],
  ])('%s is unavailability', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation (23505)', withCode('23505')],
    ['syntax error (42601)', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['wrapped bug', new DrizzleQueryError('select 1', [], withCode('22P02') as Error)],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('%s is not', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('error handler', () => {
  it('answers 503 with a detail while the database is unavailable, 500 for anything else', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/down', async () => {
      throw new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED') as Error);
    });
    app.get('/bug', async () => {
      throw new Error('bug');
    });
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
    const bug = await app.inject({ url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ detail: INTERNAL_ERROR });
    await app.close();
  });
});
