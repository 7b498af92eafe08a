import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What a report keeps of its target when it is made. */
export interface ReportSnapshot {
  text?: string;
  context?: string | null;
  postId?: string | null;
}

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** The instance's settings (CONTRACT §8): exactly one row (`id` is always true). */
export const instanceSettings = pgTable(
  'instance_settings',
  {
    id: boolean('id').primaryKey().default(true),
    instanceName: text('instance_name').notNull().default('Круг'),
    registrationMode: text('registration_mode')
      .$type<'open' | 'invite_only' | 'closed'>()
      .notNull()
      .default('open'),
    requireEmailVerification: boolean('require_email_verification').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('instance_settings_single_row_check', sql`${t.id}`),
    check('instance_settings_mode_check', sql`${t.registrationMode} in ('open', 'invite_only', 'closed')`),
  ],
);
export type InstanceSettingsRow = typeof instanceSettings.$inferSelect;

/** Links that let someone register while registration is invite-only: limited uses and time. */
export const instanceInvites = pgTable(
  'instance_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('instance_invites_token_key').on(t.token),
    index('instance_invites_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('instance_invites_uses_check', sql`${t.maxUses} > 0 and ${t.uses} between 0 and ${t.maxUses}`),
  ],
);
export type InstanceInviteRow = typeof instanceInvites.$inferSelect;

/** A user's report about something they saw; one open report per reporter and target. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type')
      .$type<'post' | 'comment' | 'message' | 'user' | 'family' | 'organization' | 'media'>()
      .notNull(),
    targetId: uuid('target_id').notNull(),
    /** Whose the reported thing is (author, the person, creator, owner): `suspend_user` suspends them. */
    targetOwnerId: uuid('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    comment: text('comment'),
    /** The reported thing as the reporter saw it (its text and where it was): the admin's context. */
    targetSnapshot: jsonb('target_snapshot').$type<ReportSnapshot>().notNull().default({}),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<'dismiss' | 'hide_content' | 'suspend_user'>(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reports_target_idx').on(t.targetType, t.targetId),
    check(
      'reports_target_type_check',
      sql`${t.targetType} in ('post', 'comment', 'message', 'user', 'family', 'organization', 'media')`,
    ),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('spam', 'abuse', 'violence', 'nudity', 'illegal', 'other')`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    check('reports_action_check', sql`${t.action} in ('dismiss', 'hide_content', 'suspend_user')`),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/**
 * The audit log: who did what, to whom, from where. No foreign keys, so an entry outlives the
 * accounts it names; `actor_name` keeps the name as it was. `subject_id` is the account the event
 * is about (its «События безопасности»). Kept AUDIT_RETENTION_DAYS, never edited.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: ts('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_action_idx').on(t.action, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_subject_idx').on(t.subjectId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
