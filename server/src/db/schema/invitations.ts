import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatGroups } from './chat.ts';
import { families } from './family.ts';
import { households } from './household.ts';
import { users } from './users.ts';
import { organizations } from './work.ts';

/** What accepting an organization invitation makes the person (the invite payload of 02 §3). */
export interface OrgInviteTerms {
  role: string;
  customRoleName: string | null;
  department: string | null;
  team: string | null;
  jobTitle: string | null;
  canInvite: boolean;
  canPost: boolean;
  isAdmin: boolean;
}

/**
 * Invitations to chat groups and organizations (CONTRACT §4 "Consent, continued"); those to
 * families and households are the `invited` rows of their member tables, except invitations sent
 * to an email address (issue 33 §3), which wait here with the `relationship` accepting gives. An
 * invitation to an address without an account has no `user_id` until an account registers with
 * that `email`.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'chat_group' | 'organization' | 'family' | 'household'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address (organization, family and household invitations by email; lower-case). */
    email: text('email'),
    groupId: uuid('group_id').references(() => chatGroups.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'cascade' }),
    /** What a family or household invitation by email makes the person (a family or household relationship). */
    relationship: text('relationship'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    terms: jsonb('terms').$type<OrgInviteTerms>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check(
      'invitations_target_check',
      sql`(${t.kind} = 'chat_group' and ${t.groupId} is not null and ${t.orgId} is null and ${t.familyId} is null and ${t.householdId} is null and ${t.userId} is not null)
        or (${t.kind} = 'organization' and ${t.orgId} is not null and ${t.groupId} is null and ${t.familyId} is null and ${t.householdId} is null and ${t.email} is not null)
        or (${t.kind} = 'family' and ${t.familyId} is not null and ${t.groupId} is null and ${t.orgId} is null and ${t.householdId} is null and ${t.email} is not null and ${t.relationship} is not null)
        or (${t.kind} = 'household' and ${t.householdId} is not null and ${t.groupId} is null and ${t.orgId} is null and ${t.familyId} is null and ${t.email} is not null and ${t.relationship} is not null)`,
    ),
    uniqueIndex('invitations_group_user_key').on(t.groupId, t.userId).where(sql`${t.groupId} is not null`),
    uniqueIndex('invitations_org_user_key')
      .on(t.orgId, t.userId)
      .where(sql`${t.orgId} is not null and ${t.userId} is not null`),
    uniqueIndex('invitations_org_email_key').on(t.orgId, t.email).where(sql`${t.orgId} is not null`),
    uniqueIndex('invitations_family_email_key').on(t.familyId, t.email).where(sql`${t.familyId} is not null`),
    uniqueIndex('invitations_household_email_key')
      .on(t.householdId, t.email)
      .where(sql`${t.householdId} is not null`),
    index('invitations_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('invitations_email_unclaimed_idx').on(t.email).where(sql`${t.userId} is null`),
    index('invitations_inviter_idx').on(t.invitedBy),
  ],
);
export type InvitationRecord = typeof invitations.$inferSelect;
