import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PLATFORM_TEXTS, registerErrorHandler } from './error-handler.ts';
import { INTERNAL_ERROR } from './errors.ts';

/** A bare Fastify with only the error handler: routes that answer a 5xx in every odd way. */
async function appWithRoutes() {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/text', (_req, reply) => reply.code(500).send('stack trace at line 1'));
  app.get('/object', (_req, reply) => reply.code(502).send({ error: 'Bad Gateway', message: 'upstream' }));
  app.get('/stream', (_req, reply) =>
    reply
      .code(500)
      .header('content-type', 'text/plain')
      .send(Readable.from(['partial'])),
  );
  app.get('/unavailable', (_req, reply) => reply.code(503).send('busy'));
  app.get('/enfile', () => {
    throw Object.assign(new Error('ENFILE: file table overflow'), { code: 'ENFILE' });
  });
  app.get('/wrapped', () => {
    throw new Error('query failed', { cause: Object.assign(new Error('EMFILE'), { code: 'EMFILE' }) });
  });
  app.get('/ok', () => ({ fine: true }));
  await app.ready();
  return app;
}

describe('every 5xx answers {detail}', () => {
  it('whatever the route sent', async () => {
    const app = await appWithRoutes();
    for (const url of ['/text', '/object', '/stream']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(500);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual({ detail: INTERNAL_ERROR });
    }
    expect((await app.inject({ url: '/unavailable' })).json()).toEqual({ detail: PLATFORM_TEXTS.overloaded });
    expect((await app.inject({ url: '/ok' })).json()).toEqual({ fine: true });
    await app.close();
  });

  it('running out of file descriptors (EMFILE, ENFILE, also as a cause) is a 503', async () => {
    const app = await appWithRoutes();
    for (const url of ['/enfile', '/wrapped']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual({ detail: PLATFORM_TEXTS.overloaded });
    }
    await app.close();
  });
});
