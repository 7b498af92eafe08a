import type { FastifyRequest } from 'fastify';

/** Where a request comes from: what an audit entry records (CONTRACT §8). */
export interface RequestContext {
  ip: string;
  userAgent: string;
}

/**
 * The address (as Fastify trusts it, see TRUST_PROXY) and browser of a request, cut to what the
 * audit log keeps. A route hands it to the service that records; a job, a script or a test that
 * calls a service directly passes none (the entry then has no address and no browser).
 */
export const requestOf = (req: FastifyRequest): RequestContext => ({
  ip: (req.ip ?? '').slice(0, 64),
  userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
});
