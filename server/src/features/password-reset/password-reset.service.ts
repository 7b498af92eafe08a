import { createHash, randomBytes } from 'node:crypto';
import {
  MAIL_TEXTS,
  PASSWORD_RESET_PATH,
  PASSWORD_RESET_TTL_MS,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
} from '@krug/contract/mail';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { Invalid } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { LiveBus } from '../../platform/live.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { hashPassword } from '../../platform/password.ts';
import type { AttemptCounter } from '../../platform/register-budgets.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { SessionVersions } from '../../platform/session-versions.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SessionsService } from '../security/sessions.service.ts';
import { passwordResetRepo } from './password-reset.repo.ts';

/** The job that makes a reset link and mails it (the request only queues it). */
export const PASSWORD_RESET_JOB = 'password-reset.mail';
/** The hourly sweep of expired links. */
export const PASSWORD_RESET_SWEEP_JOB = 'password-reset.sweep';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * «Забыли пароль?» (CONTRACT §8 "Password reset"). A request does the same work whatever the
 * address: it counts the address's budget and queues a job, nothing more, so neither the answer
 * nor its time tells whether an account exists. The job looks the account up, keeps only the
 * SHA-256 of a fresh token and mails the link (the token itself is never stored). Confirming uses
 * the token once, within its hour, sets the password and ends every session of the account.
 */
export function createPasswordResetService(deps: {
  db: Db;
  jobs: Jobs;
  mail: Mail;
  publicUrl: string;
  /** Reset mails per email an hour: past it the request answers the same and sends nothing. */
  mailsPerEmail: AttemptCounter;
  sessions: SessionVersions;
  userSessions: SessionsService;
  live: LiveBus;
  audit: AuditService;
}) {
  const { db, jobs, mail, publicUrl, mailsPerEmail, sessions, userSessions, live, audit } = deps;

  jobs.register<{ email: string }>(PASSWORD_RESET_JOB, async ({ email }, ctx) => {
    const user = await usersRepo.findByEmail(db, email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const id = await passwordResetRepo.insert(db, {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(ctx.now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    const url = `${publicUrl}${PASSWORD_RESET_PATH}#token=${token}`;
    try {
      await mail.sendFromJob({
        to: user.email,
        ...mail.render('passwordReset', user.language, { name: user.firstName, url }),
      });
    } catch (err) {
      // The next attempt makes a new link; this one was never delivered.
      await passwordResetRepo.remove(db, id);
      throw err;
    }
  });
  jobs.every(PASSWORD_RESET_SWEEP_JOB, 60 * 60_000, async (_p, ctx) => {
    await passwordResetRepo.sweep(db, ctx.now);
  });

  return {
    async request(body: z.output<typeof PasswordResetRequestBody>): Promise<{ message: string }> {
      if ((await mailsPerEmail.take(body.email)) <= mailsPerEmail.limit)
        await jobs.enqueue(PASSWORD_RESET_JOB, { email: body.email }, { ownerId: null });
      return { message: MAIL_TEXTS.resetRequested };
    },

    async confirm(
      body: z.output<typeof PasswordResetConfirmBody>,
      request?: RequestContext,
    ): Promise<{ message: string }> {
      const now = new Date();
      const passwordHash = await hashPassword(body.password);
      // The link is used and the password set together: a failure leaves the link working.
      const userId = await db.transaction(async (tx) => {
        const owner = await passwordResetRepo.use(tx, sha256(body.token), now);
        if (!owner) throw new Invalid(MAIL_TEXTS.resetTokenInvalid, 'token');
        await usersRepo.setPassword(tx, owner, passwordHash);
        await passwordResetRepo.endAll(tx, owner, now);
        return owner;
      });
      // Every session ends (their tokens already fail on the new version), as a password change
      // ends the others: the calendar feed's secret URL too; open sockets close.
      sessions.forget(userId);
      await userSessions.endOthersQuietly(userId, null);
      await live.publish([userId], { type: 'session.ended' }).catch(() => {});
      await audit.record({
        actorId: userId,
        action: 'auth.password_changed',
        details: { method: 'reset' },
        request,
      });
      return { message: MAIL_TEXTS.resetDone };
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
