import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestOf } from '../../platform/request-context.ts';
import type { AuditService } from './audit.service.ts';

const PASSWORD_STEP = '/api/auth/login';
const CODE_STEP = '/api/auth/login/2fa';
/**
 * Answers that mean a sign-in attempt failed: wrong password (401), suspended (403), locked out
 * (429); at the code step also a wrong code (422). A malformed password step (422) is no attempt.
 */
const FAILED = { password: new Set([401, 403, 429]), code: new Set([401, 403, 422, 429]) };
const EMAIL_MAX = 254;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Options {
  audit: Pick<AuditService, 'record'>;
  /** The account an email belongs to (a failed sign-in is shown in its «События безопасности»). */
  userIdByEmail: (email: string) => Promise<string | null>;
  /** The account of a valid two-factor challenge, else null. */
  challengeUser: (challenge: string) => Promise<string | null>;
}

/** A string field of the body, if it is one PostgreSQL can store (no NUL, no lone surrogate). */
const field = (req: FastifyRequest, name: string): string | null => {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || value.includes('\u0000') || LONE_SURROGATE.test(value)) return null;
  return value;
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
    // Recording never changes the answer: a failure to record is logged.
    await record(req, reply.statusCode, payload, url === CODE_STEP ? 'code' : 'password').catch((err) =>
      req.log.error({ err }, 'sign-in audit'),
    );
    return payload;
  });

  async function record(req: FastifyRequest, status: number, payload: unknown, step: 'password' | 'code') {
    const request = requestOf(req);
    if (status === 200 && typeof payload === 'string') {
      const body = JSON.parse(payload) as { access_token?: string; user?: { id?: string } };
      const userId = body.user?.id;
      if (body.access_token && userId)
        await opts.audit.record({ actorId: userId, action: 'auth.login', details: { step }, request });
      return;
    }
    if (!FAILED[step].has(status)) return;
    if (step === 'password') {
      // Cut by characters, not UTF-16 units: a cut through a pair would leave a lone surrogate.
      const email = Array.from(field(req, 'email')?.trim().toLowerCase() ?? '')
        .slice(0, EMAIL_MAX)
        .join('');
      if (!email) return;
      await opts.audit.record({
        actorId: null,
        subjectId: await opts.userIdByEmail(email),
        action: 'auth.login_failed',
        details: { step, status, email },
        request,
      });
      return;
    }
    // The code step of a real account (a valid challenge); a forged or stale one names nobody.
    const challenge = field(req, 'challenge');
    const subjectId = challenge ? await opts.challengeUser(challenge) : null;
    if (subjectId)
      await opts.audit.record({
        actorId: null,
        subjectId,
        action: 'auth.login_failed',
        details: { step, status },
        request,
      });
  }
});
