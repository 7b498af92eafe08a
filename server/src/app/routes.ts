import type { AppConfig } from '../app.ts';
import type { Database } from '../db/client.ts';
import { registerTableMaintenance } from '../db/maintenance.ts';
import { accountRoutes } from '../features/account/account.routes.ts';
import { adminGuard } from '../features/admin/admin-guard.ts';
import { adminUsersRoutes } from '../features/admin/admin-users.routes.ts';
import { outboxRoutes } from '../features/admin/outbox.routes.ts';
import { albumsRoutes } from '../features/albums/albums.routes.ts';
import { createAlbumsService } from '../features/albums/albums.service.ts';
import { auditRoutes } from '../features/audit/audit.routes.ts';
import { AUDIT_SWEEP_JOB } from '../features/audit/audit.service.ts';
import { signInAudit } from '../features/audit/sign-in-audit.ts';
import { authRoutes } from '../features/auth/auth.routes.ts';
import { chatRoutes } from '../features/chat/chat.routes.ts';
import { createChatService } from '../features/chat/chat.service.ts';
import { dataExportRoutes } from '../features/data-export/data-export.routes.ts';
import { createDataExportService } from '../features/data-export/data-export.service.ts';
import { digestRoutes } from '../features/digest/digest.routes.ts';
import { createDigestService } from '../features/digest/digest.service.ts';
import { documentsRoutes } from '../features/documents/documents.routes.ts';
import { createDocumentsService } from '../features/documents/documents.service.ts';
import { emailRoutes } from '../features/email/email.routes.ts';
import { verificationGate } from '../features/email/verification-gate.ts';
import { familyRoutes } from '../features/family/family.routes.ts';
import { createFamilyService } from '../features/family/family.service.ts';
import { familyEmailInvitesRoutes } from '../features/family/family-email-invites.routes.ts';
import { createFamilyEmailInvites } from '../features/family/family-email-invites.service.ts';
import { registerFamilyLife } from '../features/family-life.ts';
import { healthRoutes } from '../features/health/health.routes.ts';
import { householdRoutes } from '../features/household/household.routes.ts';
import { createHouseholdService } from '../features/household/household.service.ts';
import { householdEmailInvitesRoutes } from '../features/household/household-email-invites.routes.ts';
import { createHouseholdEmailInvites } from '../features/household/household-email-invites.service.ts';
import { instanceRoutes } from '../features/instance/instance.routes.ts';
import { createEmailInvitesService } from '../features/invitations/email-invites.service.ts';
import { invitationsRoutes } from '../features/invitations/invitations.routes.ts';
import { mediaRoutes } from '../features/media/media.routes.ts';
import { mediaArchiveRoutes } from '../features/media/media-archive.routes.ts';
import { createMediaArchive } from '../features/media/media-archive.service.ts';
import { notificationsRoutes } from '../features/notifications/notifications.routes.ts';
import { onboardingRoutes } from '../features/onboarding/onboarding.routes.ts';
import { createOnboardingService } from '../features/onboarding/onboarding.service.ts';
import { orgFeedRoutes } from '../features/org-feed/org-feed.routes.ts';
import { createOrgFeedService } from '../features/org-feed/org-feed.service.ts';
import { orgPostCommentsRoutes } from '../features/org-feed/org-post-comments.routes.ts';
import { createOrgPostCommentsService } from '../features/org-feed/org-post-comments.service.ts';
import { passwordResetRoutes } from '../features/password-reset/password-reset.routes.ts';
import { createPasswordResetService } from '../features/password-reset/password-reset.service.ts';
import { peopleRoutes } from '../features/people/people.routes.ts';
import { createProfileService } from '../features/people/profile.service.ts';
import { profileDetailsRoutes } from '../features/people/profile-details.routes.ts';
import { createProfileDetailsService } from '../features/people/profile-details.service.ts';
import { postsRoutes } from '../features/posts/posts.routes.ts';
import { registerPushJobs } from '../features/push/push.job.ts';
import { pushRoutes } from '../features/push/push.routes.ts';
import { registerReminderJobs } from '../features/reminders/reminders.jobs.ts';
import { remindersRoutes } from '../features/reminders/reminders.routes.ts';
import { reportTargets } from '../features/reports/report-targets.ts';
import { reportsRoutes } from '../features/reports/reports.routes.ts';
import { createReportsService } from '../features/reports/reports.service.ts';
import { searchRoutes } from '../features/search/search.routes.ts';
import { createSearchService } from '../features/search/search.service.ts';
import { securityRoutes } from '../features/security/security.routes.ts';
import { tagsRoutes } from '../features/tags/tags.routes.ts';
import { createTagsService } from '../features/tags/tags.service.ts';
import { usersRoutes } from '../features/users/users.routes.ts';
import { workRoutes } from '../features/work/work.routes.ts';
import { createWorkService } from '../features/work/work.service.ts';
import type { App } from './framework.ts';
import type { Live } from './live.ts';
import type { ServiceDeps, Services } from './services.ts';

/**
 * The guards every route meets (admin pages, email verification, the sign-in audit), then every
 * feature's routes with the services only they use.
 */
export async function registerRoutes(
  app: App,
  deps: ServiceDeps & { database: Database; config: AppConfig; presence: Live['presence'] },
  services: Services,
) {
  const { db, database, config, storage, budgets, live, presence } = deps;
  const { tokens, sessions } = deps.signIn;
  const {
    users,
    audit,
    instance,
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
  } = services;
  // Before any /api/admin route: a plain user meets 403 there, whatever the route.
  await app.register(adminGuard, { roleOf: adminUsers.roleOf });
  // Before the routes it guards: unverified accounts may not post, comment, message or invite.
  await app.register(verificationGate, {
    required: instance.verificationRequired,
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
  // The embedded PGlite has no autovacuum of its own: a periodic job vacuums and analyzes its
  // tables by PostgreSQL's thresholds (db/maintenance.ts); PostgreSQL does it itself.
  registerTableMaintenance(jobs, db);
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
      notifications,
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
  await app.register(remindersRoutes, { reminders, publicUrl: config.publicUrl });
  registerReminderJobs(jobs, reminders, config.schedulerIntervalMs || undefined);
  app.decorate('reminders', { sendDue: reminders.sendDue, sendBirthdays: reminders.sendBirthdays });
  await app.register(peopleRoutes, { db, notifications, posts, presence });
  await app.register(profileDetailsRoutes, { details: createProfileDetailsService({ db, storage }) });
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
  const orgComments = createOrgPostCommentsService({ db, notifications });
  // Reports (CONTRACT §8): each kind of target read through its own area's rule of who sees it.
  const reports = createReportsService({
    db,
    targets: reportTargets({
      posts,
      orgComments,
      chat,
      people: createProfileService({ db, posts }),
      family,
      work,
      media,
    }),
    hiders: {
      post: (id, note) => posts.hide('post', id, note),
      // A comment of a wall post, else of an organization post (ids never collide: uuids).
      comment: async (id, note) => (await posts.hide('comment', id, note)) || orgComments.hide(id, note),
      message: (id, note) => chat.hideMessage(id, note),
    },
    mediaPreview: media.previewUrl,
    adminUsers,
    notifications,
    audit,
  });
  await app.register(reportsRoutes, { reports });
  await app.register(orgFeedRoutes, { feed: createOrgFeedService(db, work.imageUrls, media) });
  await app.register(orgPostCommentsRoutes, { comments: orgComments });
  await app.register(searchRoutes, { search: createSearchService({ db, posts, users, family, work }) });
  await app.register(tagsRoutes, { tags: createTagsService(db) });
  await app.register(documentsRoutes, {
    documents: createDocumentsService({ db, storage, signer, quotaBytes: config.storageQuotaBytes }),
  });
}
