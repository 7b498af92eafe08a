import { createHash, randomBytes } from 'node:crypto';
import {
  CONFIRM_EMAIL_CHANGE_PATH,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_TEXTS,
  EMAIL_VERIFY_TTL_MS,
  VERIFY_EMAIL_PATH,
} from '@krug/contract/email';
import type { Db } from '../../db/client.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { Conflict, Invalid, TooManyRequests } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import type { AttemptCounter } from '../../platform/register-budgets.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { emailTokensRepo } from './email-tokens.repo.ts';

/** The job that makes a verification link and mails it (the token never sits in the jobs table). */
export const EMAIL_VERIFY_JOB = 'email.verify-mail';
/** The job that makes an email change link and mails it to the new address. */
export const EMAIL_CHANGE_JOB = 'email.change-mail';
/** The hourly sweep of expired links. */
export const EMAIL_TOKENS_SWEEP_JOB = 'email.sweep';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Email verification and email change (CONTRACT §8). A link is made inside a job of the one queue
 * (only its SHA-256 is stored) and mailed at once from that job; a failed send removes the link and
 * the retry makes a new one. A change link moves the account to the new address only when used;
 * the old address gets a notice when the change is asked for.
 */
export function createEmailService(deps: {
  db: Db;
  jobs: Jobs;
  mail: Mail;
  publicUrl: string;
  /** Verification and change mails per user an hour (platform/budgets.ts `emailMails`). */
  mailsPerUser: AttemptCounter;
  audit: Pick<AuditService, 'record'>;
  /**
   * Told of the user a mailed link changed: the link is opened signed out, so this process's `/me`
   * cache forgets them before the reply (other processes hear the database's notice).
   */
  userChanged?: (userId: string) => void;
}) {
  const { db, jobs, mail, publicUrl, mailsPerUser, audit } = deps;

  /** Stores a fresh link, mails it with `send`; removes it again when the mail fails. */
  async function mailLink(
    row: { userId: string; purpose: 'verify' | 'change'; email: string; ttlMs: number; now: Date },
    send: (token: string) => Promise<void>,
  ) {
    const token = newToken();
    const id = await emailTokensRepo.insert(db, {
      userId: row.userId,
      purpose: row.purpose,
      email: row.email,
      tokenHash: sha256(token),
      expiresAt: new Date(row.now.getTime() + row.ttlMs),
    });
    try {
      await send(token);
    } catch (err) {
      await emailTokensRepo.remove(db, id);
      throw err;
    }
  }

  jobs.register<{ userId: string }>(EMAIL_VERIFY_JOB, async ({ userId }, ctx) => {
    const user = await usersRepo.findById(db, userId);
    if (!user || user.emailVerifiedAt) return;
    await mailLink(
      { userId, purpose: 'verify', email: user.email, ttlMs: EMAIL_VERIFY_TTL_MS, now: ctx.now },
      (token) =>
        mail.sendFromJob({
          to: user.email,
          ...mail.render('verifyEmail', user.language, {
            name: user.firstName,
            url: `${publicUrl}${VERIFY_EMAIL_PATH}#token=${token}`,
          }),
        }),
    );
  });

  jobs.register<{ userId: string; email: string }>(EMAIL_CHANGE_JOB, async ({ userId, email }, ctx) => {
    const user = await usersRepo.findById(db, userId);
    if (!user || user.email === email) return;
    await mailLink({ userId, purpose: 'change', email, ttlMs: EMAIL_CHANGE_TTL_MS, now: ctx.now }, (token) =>
      mail.sendFromJob({
        to: email,
        ...mail.render('emailChangeConfirm', user.language, {
          name: user.firstName,
          url: `${publicUrl}${CONFIRM_EMAIL_CHANGE_PATH}#token=${token}`,
        }),
      }),
    );
  });

  jobs.every(EMAIL_TOKENS_SWEEP_JOB, 60 * 60_000, async (_p, ctx) => {
    await emailTokensRepo.sweep(db, ctx.now);
  });

  /** Counts a mail of the user's hourly budget, or answers 429. */
  async function spend(userId: string) {
    if ((await mailsPerUser.take(userId)) > mailsPerUser.limit)
      throw new TooManyRequests(EMAIL_TEXTS.tooManyMails);
  }

  return {
    /** A new account: its address gets a verification link (nothing is asked of the person). */
    async afterRegistered(userId: string): Promise<void> {
      await jobs.enqueue(EMAIL_VERIFY_JOB, { userId }, { ownerId: userId });
    },

    /** `POST /api/auth/verify-email/request`: a new link (rate-limited per user). */
    async requestVerification(userId: string): Promise<{ message: string }> {
      const user = await usersRepo.findById(db, userId);
      if (!user || user.emailVerifiedAt) return { message: EMAIL_TEXTS.alreadyVerified };
      await spend(userId);
      await jobs.enqueue(EMAIL_VERIFY_JOB, { userId }, { ownerId: userId });
      return { message: EMAIL_TEXTS.verificationSent };
    },

    /** `POST /api/auth/verify-email/confirm`: the link works once; for the address it was sent to. */
    async confirmVerification(token: string): Promise<{ message: string }> {
      const now = new Date();
      const userId = await db.transaction(async (tx) => {
        const used = await emailTokensRepo.use(tx, 'verify', sha256(token), now);
        // A link to an address the account no longer has does not verify the new one.
        if (!used || !(await emailTokensRepo.markVerified(tx, used.userId, used.email, now)))
          throw new Invalid(EMAIL_TEXTS.tokenInvalid, 'token');
        await emailTokensRepo.endAll(tx, used.userId, 'verify', now);
        return used.userId;
      });
      deps.userChanged?.(userId);
      return { message: EMAIL_TEXTS.verified };
    },

    /**
     * The account asked to move to `to` (its password already checked): a link to the new address,
     * a notice to the old one; the address stays until the link is used.
     */
    async startChange(userId: string, to: string): Promise<void> {
      const user = await usersRepo.findById(db, userId);
      if (!user || user.email === to) return;
      await spend(userId);
      await db.transaction(async (tx) => {
        // Only the latest link counts: an earlier one to another address stops working.
        await emailTokensRepo.endAll(tx, userId, 'change', new Date());
        await jobs.enqueue(EMAIL_CHANGE_JOB, { userId, email: to }, { tx, ownerId: userId });
        await mail.enqueue(
          {
            to: user.email,
            ...mail.render('emailChangeNotice', user.language, { name: user.firstName, newEmail: to }),
          },
          { tx, ownerId: userId },
        );
      });
    },

    /** A change to the address the account already has is refused (422 under the field). */
    async refuseSame(userId: string, to: string): Promise<void> {
      const user = await usersRepo.findById(db, userId);
      if (user?.email === to) throw new Invalid(EMAIL_TEXTS.sameEmail, 'email');
    },

    /** `POST /api/auth/email-change/confirm`: moves the account to the confirmed address. */
    async confirmChange(token: string, request?: RequestContext): Promise<{ message: string }> {
      const now = new Date();
      const moved = await db.transaction(async (tx) => {
        const used = await emailTokensRepo.use(tx, 'change', sha256(token), now);
        if (!used) throw new Invalid(EMAIL_TEXTS.tokenInvalid, 'token');
        const done = await emailTokensRepo.moveTo(tx, used.userId, used.email, now);
        if (done === 'taken') throw new Conflict(EMAIL_TEXTS.emailTaken);
        if (!done) throw new Invalid(EMAIL_TEXTS.tokenInvalid, 'token');
        await emailTokensRepo.endAll(tx, used.userId, 'change', now);
        await emailTokensRepo.endAll(tx, used.userId, 'verify', now);
        return { userId: used.userId, from: done.from, to: used.email };
      });
      deps.userChanged?.(moved.userId);
      await audit.record({
        actorId: moved.userId,
        action: 'auth.email_changed',
        details: { from: moved.from, to: moved.to },
        request,
      });
      return { message: EMAIL_TEXTS.changed };
    },

    /** The address waiting for its change link, if any (settings show it). */
    pendingChange: (userId: string) => emailTokensRepo.pendingChange(db, userId, new Date()),

    /**
     * Whether the user may post, comment, message or invite: always, unless the instance requires
     * verification and the address is not confirmed.
     */
    async mayAct(userId: string, required: boolean): Promise<boolean> {
      if (!required) return true;
      const user = await usersRepo.findById(db, userId);
      return !!user?.emailVerifiedAt;
    },
  };
}
export type EmailService = ReturnType<typeof createEmailService>;
