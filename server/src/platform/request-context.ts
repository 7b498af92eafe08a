import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Where the current request comes from: what an audit entry records without every service taking it. */
export interface RequestContext {
  ip: string;
  userAgent: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served (null outside a request: a job, a script, a test calling a service). */
export const currentRequest = (): RequestContext | null => storage.getStore() ?? null;

/** Runs each request's handlers inside its context (the address as Fastify trusts it, see TRUST_PROXY). */
export function registerRequestContext(app: FastifyInstance) {
  const contexts = new WeakMap<object, RequestContext>();
  app.addHook('onRequest', (req, _reply, done) => {
    const context = {
      ip: (req.ip ?? '').slice(0, 64),
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
    };
    contexts.set(req, context);
    storage.run(context, done);
  });
  // Entered again right before the handler: a body parser may have continued outside it.
  app.addHook('preHandler', (req, _reply, done) => {
    const context = contexts.get(req);
    if (context) storage.run(context, done);
    else done();
  });
}
