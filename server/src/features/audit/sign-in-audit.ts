import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditService } from './audit.service.ts';

const PASSWORD_STEP = '/api/auth/login';
const CODE_STEP = '/api/auth/login/2fa';
/** Answers that mean "not signed in": wrong credentials or code, suspended, too many attempts. */
const FAILED = new Set([401, 403, 422, 429]);

interface Options {
  audit: Pick<AuditService, 'record'>;
  /** The account an email belongs to (a failed sign-in is shown in its «События безопасности»). */
  userIdByEmail: (email: string) => Promise<string | null>;
  /** The account of a valid two-factor challenge, else null. */
  challengeUser: (challenge: string) => Promise<string | null>;
}

const field = (req: FastifyRequest, name: string): string | null => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : null;
};

/**
 * Every sign-in and failed sign-in goes to the audit log (CONTRACT §8), as the two sign-in steps
 * answer: a token (success), or a refusal (wrong password or code, suspended account, lockout).
 * Recorded from the answer, so what decides a sign-in (auth.service, its limiter) stays as it is.
 * A refusal before the body was read (the per-address limit) names no account and is not logged:
 * an attack then costs no write per request.
 */
export const signInAudit = fp(async (app: FastifyInstance, opts: Options) => {
  app.addHook('onSend', async (req, reply, payload) => {
    const url = req.routeOptions.url;
    if (req.method !== 'POST' || (url !== PASSWORD_STEP && url !== CODE_STEP)) return payload;
    const request = {
      ip: (req.ip ?? '').slice(0, 64),
      userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300),
    };
    const step = url === CODE_STEP ? 'code' : 'password';
    if (reply.statusCode === 200 && typeof payload === 'string') {
      const body = JSON.parse(payload) as { access_token?: string; user?: { id?: string } };
      const userId = body.user?.id;
      if (body.access_token && userId)
        await opts.audit.record({ actorId: userId, action: 'auth.login', details: { step }, request });
      return payload;
    }
    if (!FAILED.has(reply.statusCode)) return payload;
    const email = step === 'password' ? field(req, 'email')?.trim().toLowerCase() : null;
    const challenge = step === 'code' ? field(req, 'challenge') : null;
    if (!email && !challenge) return payload;
    const subjectId = email ? await opts.userIdByEmail(email) : await opts.challengeUser(challenge as string);
    await opts.audit.record({
      actorId: null,
      subjectId,
      action: 'auth.login_failed',
      details: { step, status: reply.statusCode, ...(email ? { email } : {}) },
      request,
    });
    return payload;
  });
});
