import type { AppConfig } from '../app.ts';
import type { Db } from '../db/client.ts';
import { createAccountService } from '../features/account/account.service.ts';
import { createAdminUsersService } from '../features/admin/admin-users.service.ts';
import { createAuditService } from '../features/audit/audit.service.ts';
import { createAuthService } from '../features/auth/auth.service.ts';
import { createEmailService } from '../features/email/email.service.ts';
import { createInstanceService } from '../features/instance/instance.service.ts';
import { createOrganizationInviteMailer } from '../features/invitations/invitation-mail.ts';
import { createInvitationsService } from '../features/invitations/invitations.service.ts';
import { createInviteBudget } from '../features/invitations/invite-budget.ts';
import { createMediaService } from '../features/media/media.service.ts';
import { DEFAULT_MEDIA_TOOLS } from '../features/media-variants/media-tools.ts';
import { registerMediaVariantsJob } from '../features/media-variants/variants.job.ts';
import { createNotificationsService } from '../features/notifications/notifications.service.ts';
import { createPostsService } from '../features/posts/posts.service.ts';
import { createPushService } from '../features/push/push.service.ts';
import { resolvePushConfig } from '../features/push/push-config.ts';
import { createRemindersService } from '../features/reminders/reminders.service.ts';
import { createSessionsService } from '../features/security/sessions.service.ts';
import { createTwoFactorService } from '../features/security/two-factor.service.ts';
import { createUsersService } from '../features/users/users.service.ts';
import { usersRepo } from '../identity/users.repo.ts';
import { createJobs } from '../platform/jobs.ts';
import { createMail } from '../platform/mail/mailer.ts';
import type { openStorage } from '../platform/open-storage.ts';
import type { registerBudgets } from '../platform/register-budgets.ts';
import { createUrlSigner } from '../platform/signed-url.ts';
import type { App, SignIn } from './framework.ts';
import type { Live } from './live.ts';

export interface ServiceDeps {
  db: Db;
  config: AppConfig;
  storage: ReturnType<typeof openStorage>;
  budgets: Awaited<ReturnType<typeof registerBudgets>>;
  signIn: SignIn;
  live: Live['live'];
}

/**
 * The services many features share (identity, sessions, jobs, notifications, invitations, mail,
 * media, posts, the account, admins), wired once; a feature reaches another only through these.
 */
export function createServices(app: App, { db, config, storage, budgets, signIn, live }: ServiceDeps) {
  const { tokens, sessions, revocations } = signIn;
  // GET /api/auth/me answers from a per-process cache the database's user notices keep fresh (issue 37);
  // the caller's own write is in their next answer at once, before its notice comes back (PostgreSQL).
  const users = createUsersService(db, live);
  app.addHook('onClose', async () => users.close());
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.authUserId && req.method !== 'GET' && req.method !== 'HEAD') users.forgetCurrent(req.authUserId);
    return payload;
  });
  // Operating the instance (CONTRACT §8): the audit log, registration, roles.
  const audit = createAuditService(db);
  // Invite links may be mailed (`mail` is wired below, before any request can arrive).
  const instance = createInstanceService({ db, audit, mail: () => mail });
  // Wrong current passwords per user (password and email change, two-factor settings, deletion).
  const passwordFailures = budgets.attempts('wrongPasswords');
  const userSessions = createSessionsService({
    db,
    tokens,
    revocations,
    live,
    // A password change and «sign out everywhere» end the calendar subscription too (issue 29 §5);
    // `reminders` is wired further down, before any request can arrive.
    onOthersEnded: (userId) => reminders.revokeFeed(userId),
  });
  const twoFactor = createTwoFactorService({
    db,
    serverSecret: config.jwtSecret,
    passwordFailures,
    codeFailures: budgets.attempts('wrongCodes'),
    audit,
  });
  // One job queue (issue 30): every background task is a row in `jobs`, each kind registered by its
  // feature below; a worker in every process (off in tests, which run jobs with `runDue`).
  const jobs = createJobs({
    db,
    concurrency: config.jobsConcurrency ?? 2,
    pollMs: config.schedulerIntervalMs ?? 0,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    await jobs.ready();
    jobs.start();
  });
  // Before the database closes: running jobs are stopped (child processes killed) and awaited.
  app.addHook('preClose', () => jobs.stop());
  // Web Push (issue 35 §3): stored notifications and chat messages become push jobs.
  const pushConfig = resolvePushConfig(config.push, config.publicUrl);
  const push = createPushService({ db, jobs, config: pushConfig });
  const notifications = createNotificationsService({ db, live, push });
  // Consent (CONTRACT §4): invitations to families, households, chat groups and organizations.
  const invitations = createInvitationsService({ db, notifications, live });
  const inviteBudget = createInviteBudget(budgets.attempts('invitations'));
  // Event reminders and birthdays (issue 21); their jobs are registered with their routes.
  const reminders = createRemindersService({ db, notifications });
  const auth = createAuthService({
    db,
    tokens,
    sessions: userSessions,
    twoFactor,
    loginFailures: {
      perPair: budgets.attempts('failedLogins'),
      perEmail: budgets.attempts('failedLoginsPerEmail'),
    },
    // Invitations sent to the address before it had an account (organizations, families,
    // households) become its own.
    // A new account's address gets its verification link (CONTRACT §8); `emailFlows` is wired below.
    onRegistered: async (userId, email) => {
      await invitations.claimByEmail(userId, email);
      await emailFlows.afterRegistered(userId);
    },
    instance,
  });
  const signer = createUrlSigner(config.jwtSecret);
  // Mail (issue 33 §3): sent by jobs of the one queue; without SMTP_URL, to the log and the outbox.
  const mail = createMail({
    db,
    jobs,
    settings: { smtpUrl: config.smtpUrl, from: config.mailFrom ?? 'Круг <krug@localhost>' },
    log: app.log,
  });
  app.addHook('onClose', () => mail.close());
  const sendOrganizationInviteMail = createOrganizationInviteMailer(
    mail,
    config.publicUrl,
    async (userId) => (await usersRepo.findById(db, userId))?.language,
  );
  // Email verification and change (CONTRACT §8): links made and mailed by jobs.
  const emailFlows = createEmailService({
    db,
    jobs,
    mail,
    publicUrl: config.publicUrl,
    mailsPerUser: budgets.attempts('emailMails'),
    audit,
    userChanged: (userId) => users.forgetCurrent(userId),
  });
  // Media jobs (issues 22, 29): variants, posters, PDF pages, videos' copies without metadata.
  registerMediaVariantsJob(jobs, { db, storage, tools: config.mediaTools ?? DEFAULT_MEDIA_TOOLS });
  const media = createMediaService({
    db,
    storage,
    signer,
    quotaBytes: config.storageQuotaBytes,
    jobs,
    redirectSeconds: config.s3?.redirectSeconds,
  });
  const posts = createPostsService({ db, media, notifications });

  const account = createAccountService({
    db,
    storage,
    notifications,
    tokens,
    sessions,
    live,
    passwordFailures,
    userSessions,
    twoFactor,
    audit,
    afterDelete: instance.ensureOwner,
    onEmailChange: (userId, to) => emailFlows.startChange(userId, to),
  });
  const adminUsers = createAdminUsersService({ db, audit, account, userSessions, sessions, twoFactor });
  return {
    users,
    audit,
    instance,
    passwordFailures,
    userSessions,
    twoFactor,
    jobs,
    pushConfig,
    push,
    notifications,
    invitations,
    inviteBudget,
    reminders,
    auth,
    signer,
    mail,
    sendOrganizationInviteMail,
    emailFlows,
    media,
    posts,
    account,
    adminUsers,
  };
}
export type Services = ReturnType<typeof createServices>;
