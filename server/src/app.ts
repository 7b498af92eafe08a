import type { OutgoingHttpHeaders } from 'node:http';
import formbody from '@fastify/formbody';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config, TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { createAccountService } from './features/account/account.service.ts';
import { adminGuard } from './features/admin/admin-guard.ts';
import { adminUsersRoutes } from './features/admin/admin-users.routes.ts';
import { createAdminUsersService } from './features/admin/admin-users.service.ts';
import { outboxRoutes } from './features/admin/outbox.routes.ts';
import { albumsRoutes } from './features/albums/albums.routes.ts';
import { createAlbumsService } from './features/albums/albums.service.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { AUDIT_SWEEP_JOB, createAuditService } from './features/audit/audit.service.ts';
import { signInAudit } from './features/audit/sign-in-audit.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { createChatService } from './features/chat/chat.service.ts';
import { dataExportRoutes } from './features/data-export/data-export.routes.ts';
import { createDataExportService } from './features/data-export/data-export.service.ts';
import { digestRoutes } from './features/digest/digest.routes.ts';
import { createDigestService } from './features/digest/digest.service.ts';
import { documentsRoutes } from './features/documents/documents.routes.ts';
import { createDocumentsService } from './features/documents/documents.service.ts';
import { emailRoutes } from './features/email/email.routes.ts';
import { createEmailService } from './features/email/email.service.ts';
import { verificationGate } from './features/email/verification-gate.ts';
import { familyRoutes } from './features/family/family.routes.ts';
import { createFamilyService } from './features/family/family.service.ts';
import { familyEmailInvitesRoutes } from './features/family/family-email-invites.routes.ts';
import { createFamilyEmailInvites } from './features/family/family-email-invites.service.ts';
import { registerFamilyLife } from './features/family-life.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { householdRoutes } from './features/household/household.routes.ts';
import { createHouseholdService } from './features/household/household.service.ts';
import { householdEmailInvitesRoutes } from './features/household/household-email-invites.routes.ts';
import { createHouseholdEmailInvites } from './features/household/household-email-invites.service.ts';
import { instanceRoutes } from './features/instance/instance.routes.ts';
import { createInstanceService } from './features/instance/instance.service.ts';
import { createEmailInvitesService } from './features/invitations/email-invites.service.ts';
import { createOrganizationInviteMailer } from './features/invitations/invitation-mail.ts';
import { invitationsRoutes } from './features/invitations/invitations.routes.ts';
import { createInvitationsService } from './features/invitations/invitations.service.ts';
import { createInviteBudget } from './features/invitations/invite-budget.ts';
import { mediaRoutes } from './features/media/media.routes.ts';
import { createMediaService } from './features/media/media.service.ts';
import { mediaArchiveRoutes } from './features/media/media-archive.routes.ts';
import { createMediaArchive } from './features/media/media-archive.service.ts';
import { DEFAULT_MEDIA_TOOLS } from './features/media-variants/media-tools.ts';
import { registerMediaVariantsJob } from './features/media-variants/variants.job.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.ts';
import { createOnboardingService } from './features/onboarding/onboarding.service.ts';
import { orgFeedRoutes } from './features/org-feed/org-feed.routes.ts';
import { createOrgFeedService } from './features/org-feed/org-feed.service.ts';
import { passwordResetRoutes } from './features/password-reset/password-reset.routes.ts';
import { createPasswordResetService } from './features/password-reset/password-reset.service.ts';
import { friendsRepo } from './features/people/friends.repo.ts';
import { peopleRoutes } from './features/people/people.routes.ts';
import { createProfileService } from './features/people/profile.service.ts';
import { postsRoutes } from './features/posts/posts.routes.ts';
import { createPostsService } from './features/posts/posts.service.ts';
import { registerPushJobs } from './features/push/push.job.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import { createPushService } from './features/push/push.service.ts';
import { type PushConfig, resolvePushConfig } from './features/push/push-config.ts';
import { createChatViewing } from './features/push/viewing.ts';
import { registerReminderJobs } from './features/reminders/reminders.jobs.ts';
import { remindersRoutes } from './features/reminders/reminders.routes.ts';
import { createRemindersService, type RemindersService } from './features/reminders/reminders.service.ts';
import { reportTargets } from './features/reports/report-targets.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { createReportsService } from './features/reports/reports.service.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { createSearchService } from './features/search/search.service.ts';
import { securityRoutes } from './features/security/security.routes.ts';
import { sessionsRepo } from './features/security/sessions.repo.ts';
import { createSessionsService } from './features/security/sessions.service.ts';
import { createTwoFactorService } from './features/security/two-factor.service.ts';
import { tagsRoutes } from './features/tags/tags.routes.ts';
import { createTagsService } from './features/tags/tags.service.ts';
import { usersRepo } from './features/users/users.repo.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { createUsersService } from './features/users/users.service.ts';
import { workRoutes } from './features/work/work.routes.ts';
import { createWorkService } from './features/work/work.service.ts';
import { authPlugin } from './platform/auth.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler.ts';
import { withFormBody } from './platform/form.ts';
import { createJobs, type Jobs } from './platform/jobs.ts';
import { createTokenService } from './platform/jwt.ts';
import { createLocalLiveBus, createPostgresLiveBus, type LiveBus } from './platform/live.ts';
import { createMail } from './platform/mail/mailer.ts';
import { asS3, openStorage } from './platform/open-storage.ts';
import { createPresence, type PresenceTimings } from './platform/presence.ts';
import { registerBudgets } from './platform/register-budgets.ts';
import { registerRequestContext } from './platform/request-context.ts';
import { loggerOptions } from './platform/request-log.ts';
import { responseSerializerCompiler } from './platform/response-serializer.ts';
import { createSessionRevocations } from './platform/session-revocations.ts';
import { createSessionVersions } from './platform/session-versions.ts';
import { createUrlSigner } from './platform/signed-url.ts';
import { registerTextGuard } from './platform/text-guard.ts';
import { registerWebApp } from './platform/web-app.ts';
import { registerLiveSocket } from './platform/websocket.ts';

// Zod's own messages (for fields without a message of ours) in Russian.
z.config(z.locales.ru());

export type AppConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'jwtExpires'
  | 'logLevel'
  | 'limits'
  | 'publicUrl'
  | 'storageQuotaBytes'
  | 'bodyLimitBytes'
  | 'mediaMaxBytes'
  | 'mediaDir'
  | 's3'
  | 'webDist'
  | 'trustProxy'
  | 'wsMaxPerUser'
  | 'wsMaxTotal'
  | 'presenceOfflineDelayMs'
  | 'schedulerIntervalMs'
  | 'jobsConcurrency'
  | 'mediaTools'
  | 'smtpUrl'
  | 'mailFrom'
> & {
  /** Web Push (issue 35 §3); what is left out is filled in (fresh VAPID keys, the known push services). */
  push?: Partial<PushConfig>;
};

export interface BuildOptions {
  /** Where the request logs go instead of stdout (a test reads them). */
  logStream?: NodeJS.WritableStream;
  /** Presence timings other than the defaults (tests shorten them). */
  presence?: Partial<PresenceTimings>;
  /**
   * Encode every answer with zod too and fail on a difference from the compiled serialiser
   * (platform/response-serializer.ts); on by default under the test runner (VITEST).
   */
  checkResponses?: boolean;
}

/**
 * Helmet's response headers, worked out once. @fastify/helmet calls helmet(options) on every
 * request, which parses the CSP directives again each time (about 4% of the CPU of a small API
 * answer). The headers depend only on the options, so they are read once from a throwaway
 * instance running the plugin, and every request gets them set exactly as the plugin sets them
 * (on the raw response, in onRequest, so a route's own header still wins).
 */
async function securityHeaders(
  options: FastifyHelmetOptions,
): Promise<[string, string | string[] | number][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let set: OutgoingHttpHeaders = {};
  probe.addHook('onRequest', (_req, reply, done) => {
    set = reply.raw.getHeaders();
    done();
  });
  probe.get('/', () => '');
  await probe.inject('/');
  await probe.close();
  return Object.entries(set).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]]));
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the first n hops". */
function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live events bus (tests publish a marker through it to prove nothing else arrived). */
    live: LiveBus;
    /** The job queue (platform/jobs.ts); tests run what is due at a chosen time with `runDue`. */
    jobs: Jobs;
    /** What the reminder jobs send at a chosen time (tests): due event reminders, tomorrow's birthdays. */
    reminders: Pick<RemindersService, 'sendDue' | 'sendBirthdays'>;
  }
}

export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For only from configured proxies, or anyone could pick their own address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by compiled serialisers; under the test runner each is also checked by zod.
  app.setSerializerCompiler(responseSerializerCompiler(options.checkResponses ?? !!process.env.VITEST));
  registerErrorHandler(app);
  registerTextGuard(app);
  // The address and browser of the request being served, for the audit log (CONTRACT §8).
  registerRequestContext(app);

  // The bucket of STORAGE_URL, else DATA_DIR/media (issue 36).
  const storage = openStorage(config);
  app.addHook('onClose', () => asS3(storage)?.close());
  // Served by redirect to the bucket, images and videos load from its address.
  const bucketOrigin = config.s3?.redirectSeconds ? await asS3(storage)?.linkOrigin() : undefined;
  const fromBucket = bucketOrigin ? [bucketOrigin] : [];
  const headers = await securityHeaders({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...fromBucket],
        'media-src': ["'self'", 'blob:', ...fromBucket],
        'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        // Served over plain HTTP on a LAN as well; upgrading would break those installs.
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // Every rate-limit budget, counted in the database (shared by all processes).
  const budgets = await registerBudgets(app, database.db, config.limits);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: config.mediaMaxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });
  const { db } = database;
  const sessions = createSessionVersions((userId) => usersRepo.tokenVersion(db, userId));
  const revocations = createSessionRevocations({
    load: (sessionId) => sessionsRepo.state(db, sessionId),
    touch: (sessionId) => sessionsRepo.touch(db, sessionId),
  });
  const tokens = createTokenService(config.jwtSecret, config.jwtExpires, sessions, revocations);
  await app.register(authPlugin, { tokens, onActivity: revocations.noteActivity });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Krug API', version: '1.0.0', description: 'API of Krug («Круг»)' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Form routes show the fields they read as their body (platform/form.ts).
    transform: (input) => jsonSchemaTransform(withFormBody(input)),
    // Named schemas (e.g. the recursive Comment) become components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its built-in policy upgrades requests to https, which leaves the page blank when the server
    // is reached over plain HTTP by its network address (as the app's own policy allows).
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
  });

  const live = database.url
    ? await createPostgresLiveBus(database.url, (err) => app.log.error({ err }, 'live bus'))
    : createLocalLiveBus();
  app.addHook('onClose', () => live.close());
  app.decorate('live', live);
  const presence = createPresence({
    db,
    live,
    friendIds: (userId) => friendsRepo.friendIds(db, userId),
    shared: !!database.url,
    timings: { offlineDelayMs: config.presenceOfflineDelayMs, ...options.presence },
    log: (err) => app.log.error({ err }, 'presence'),
  });
  await presence.start();
  // Before the sockets and the bus go: friends elsewhere learn this process's users left.
  app.addHook('preClose', () => presence.close());
  await registerLiveSocket(app, {
    tokens,
    live,
    sessions,
    revocations,
    maxPerUser: config.wsMaxPerUser,
    maxTotal: config.wsMaxTotal,
    presence,
    // The conversation each socket shows: no push for it (issue 35 §3).
    viewing: createChatViewing(db, presence.processId),
  });

  // Services, wired once; a feature reaches another only through these.
  const users = createUsersService(db);
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
  // Before any /api/admin route: a plain user meets 403 there, whatever the route.
  await app.register(adminGuard, { roleOf: adminUsers.roleOf });
  // Before the routes it guards: unverified accounts may not post, comment, message or invite.
  await app.register(verificationGate, {
    required: async () => (await instance.settings()).require_email_verification,
    mayAct: emailFlows.mayAct,
  });
  await app.register(signInAudit, {
    audit,
    userIdByEmail: users.idByEmail,
    challengeUser: (challenge) => tokens.verifyChallenge(challenge).catch(() => null),
  });

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(authRoutes, { auth, users });
  await app.register(usersRoutes, { users });
  await app.register(onboardingRoutes, { onboarding: createOnboardingService(db) });
  await app.register(accountRoutes, { account });
  await app.register(instanceRoutes, { instance });
  await app.register(adminUsersRoutes, { adminUsers });
  await app.register(auditRoutes, { audit });
  await app.register(outboxRoutes, { mail });
  // «Забыли пароль?» (CONTRACT §8): the link is made and mailed by a job.
  const passwordReset = createPasswordResetService({
    db,
    jobs,
    mail,
    publicUrl: config.publicUrl,
    mailsPerEmail: budgets.attempts('passwordResetMails'),
    sessions,
    userSessions,
    live,
    audit,
  });
  await app.register(passwordResetRoutes, { reset: passwordReset });
  await app.register(emailRoutes, { email: emailFlows, account });
  // The digest of unread notifications (CONTRACT §8): an hourly periodic job of the one queue.
  const digest = createDigestService({ db, jobs, mail, publicUrl: config.publicUrl });
  await app.register(digestRoutes, { digest });
  // The audit log keeps its retention window: an hourly periodic job on the one queue.
  jobs.every(AUDIT_SWEEP_JOB, 60 * 60_000, async (_p, ctx) => {
    await audit.sweep(ctx.now);
  });
  await app.register(securityRoutes, { sessions: userSessions, twoFactor });
  await app.register(mediaRoutes, { media, maxBytes: config.mediaMaxBytes });
  // Albums and «Скачать всё» (issue 22): zips streamed from storage.
  const archive = createMediaArchive({ db, storage, signer });
  await app.register(mediaArchiveRoutes, { archive });
  await app.register(albumsRoutes, {
    albums: createAlbumsService({
      db,
      signer,
      archive,
      mediaDtos: async (rows, viewerId) =>
        (await media.withVariants(rows)).map((row) => media.toViewerDto(row, viewerId)),
    }),
  });
  const family = createFamilyService({ db, storage, signer, posts, notifications });
  await app.register(familyRoutes, { family });
  // Issue 34: the family tree, shared lists / chores / meals, the Journal and «В этот день».
  await registerFamilyLife(app, {
    db,
    live,
    notifications,
    media,
    jobs,
    schedulerIntervalMs: config.schedulerIntervalMs,
  });
  await app.register(householdRoutes, { household: createHouseholdService(db, notifications) });
  // Invitations to a family or household by email address (issue 33 §3), delivered by a job.
  const emailInvites = createEmailInvitesService({
    db,
    jobs,
    mail,
    notifications,
    inviteBudget,
    publicUrl: config.publicUrl,
  });
  await app.register(familyEmailInvitesRoutes, { invites: createFamilyEmailInvites(db, emailInvites) });
  await app.register(householdEmailInvitesRoutes, { invites: createHouseholdEmailInvites(db, emailInvites) });
  const chat = createChatService({ db, live, notifications, push, inviteBudget, media });
  await app.register(chatRoutes, { chat });
  await app.register(pushRoutes, { push });
  registerPushJobs(jobs, {
    db,
    config: pushConfig,
    content: {
      notification: notifications.forPush,
      message: chat.messageForPush,
      // A member who muted the group (issue 31) gets no push of its messages.
      isMember: chat.receivesPush,
    },
    presenceStaleMs: presence.staleMs,
  });
  await app.register(invitationsRoutes, { invitations });
  await app.register(notificationsRoutes, { notifications });
  // «Скачать мои данные»: the zip is a job (and so is the hourly clean-up of expired ones).
  const exports = createDataExportService({ db, storage, signer, notifications, jobs, audit });
  await app.register(dataExportRoutes, { exports });
  await app.register(postsRoutes, { posts });
  // Event reminders and birthdays (issue 21): periodic jobs, each run by one process at a time.
  const reminders = createRemindersService({ db, notifications });
  await app.register(remindersRoutes, { reminders, publicUrl: config.publicUrl });
  registerReminderJobs(jobs, reminders, config.schedulerIntervalMs || undefined);
  app.decorate('reminders', { sendDue: reminders.sendDue, sendBirthdays: reminders.sendBirthdays });
  await app.register(peopleRoutes, { db, notifications, posts, presence });
  const work = createWorkService({
    db,
    notifications,
    storage,
    signer,
    inviteBudget,
    sendOrganizationInviteMail,
    jobs,
  });
  await app.register(workRoutes, { work });
  // Reports (CONTRACT §8): each kind of target read through its own area's rule of who sees it.
  const reports = createReportsService({
    db,
    targets: reportTargets({
      posts,
      chat,
      people: createProfileService({ db, posts }),
      family,
      work,
      media,
    }),
    hiders: {
      post: (id, note) => posts.hide('post', id, note),
      comment: (id, note) => posts.hide('comment', id, note),
      message: (id, note) => chat.hideMessage(id, note),
    },
    mediaPreview: media.previewUrl,
    adminUsers,
    notifications,
    audit,
  });
  await app.register(reportsRoutes, { reports });
  await app.register(orgFeedRoutes, { feed: createOrgFeedService(db, work.imageUrls) });
  await app.register(searchRoutes, { search: createSearchService({ db, posts, users, family, work }) });
  await app.register(tagsRoutes, { tags: createTagsService(db) });
  await app.register(documentsRoutes, {
    documents: createDocumentsService({ db, storage, signer, quotaBytes: config.storageQuotaBytes }),
  });

  await registerWebApp(app, config.webDist);
  return app;
}
