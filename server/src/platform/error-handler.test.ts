import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldOfInstancePath, PLATFORM_TEXTS, registerErrorHandler } from './error-handler.ts';
import { Conflict, INTERNAL_ERROR, Invalid } from './errors.ts';

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

describe('a 422 about one body field names it', () => {
  async function appWithSchemas() {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const body = z.object({
      email: z.email({ message: 'Некорректный email' }).optional(),
      address: z.object({ city: z.string().min(1, { message: 'Укажите город' }) }).optional(),
    });
    app.post(
      '/form',
      { schema: { body, querystring: z.object({ n: z.coerce.number().int().optional() }) } },
      () => ({
        ok: true,
      }),
    );
    app.post('/typed', () => {
      throw new Invalid('Текущий пароль указан неверно', 'current_password');
    });
    app.post('/taken', () => {
      throw new Conflict('Email уже занят', 'email');
    });
    app.post('/plain', () => {
      throw new Invalid('Некорректная часть файла');
    });
    await app.ready();
    return app;
  }

  it('from the schema (dotted path for a nested one), from a typed error, and never for the query', async () => {
    const app = await appWithSchemas();
    const post = (url: string, payload?: unknown) =>
      app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
    const bad = await post('/form', { email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ detail: 'Некорректный email', field: 'email' });
    expect((await post('/form', { address: { city: '' } })).json()).toEqual({
      detail: 'Укажите город',
      field: 'address.city',
    });
    expect((await post('/form?n=x', {})).json()).not.toHaveProperty('field');
    expect((await post('/form?n=x', {})).statusCode).toBe(422);
    const whole = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: '"text"',
    });
    expect(whole.json()).toEqual({ detail: PLATFORM_TEXTS.invalidBody });
    expect((await post('/typed')).json()).toEqual({
      detail: 'Текущий пароль указан неверно',
      field: 'current_password',
    });
    const taken = await post('/taken');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: 'Email уже занят', field: 'email' });
    expect((await post('/plain')).json()).toEqual({ detail: 'Некорректная часть файла' });
    await app.close();
  });

  it('turns an instance path into a dotted field', () => {
    expect(fieldOfInstancePath('/address/city')).toBe('address.city');
    expect(fieldOfInstancePath('/email')).toBe('email');
    expect(fieldOfInstancePath('/')).toBeUndefined();
    expect(fieldOfInstancePath(undefined)).toBeUndefined();
  });
});
