import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    organizationType: text('organization_type').notNull(),
    description: text('description').notNull(),
    industry: text('industry').notNull(),
    organizationSize: text('organization_size').notNull(),
    foundedYear: integer('founded_year'),
    website: text('website'),
    officialEmail: text('official_email'),
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressCountry: text('address_country'),
    addressPostalCode: text('address_postal_code'),
    isPrivate: boolean('is_private').notNull().default(false),
    allowPublicDiscovery: boolean('allow_public_discovery').notNull().default(true),
    logoKey: text('logo_key'),
    bannerKey: text('banner_key'),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('organizations_name_lower_idx').on(sql`lower(${t.name})`),
    // Names found despite typos and by parts (issue 21, migration 0024).
    index('organizations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const orgMembers = pgTable(
  'org_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    customRoleName: text('custom_role_name'),
    department: text('department'),
    team: text('team'),
    jobTitle: text('job_title'),
    canInvite: boolean('can_invite').notNull().default(false),
    canPost: boolean('can_post').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('org_members_org_user_key').on(t.orgId, t.userId),
    index('org_members_user_idx').on(t.userId),
    index('org_members_org_department_idx').on(t.orgId, t.department),
  ],
);

export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status').$type<'pending' | 'rejected'>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    uniqueIndex('join_requests_pending_key').on(t.orgId, t.userId).where(sql`${t.status} = 'pending'`),
    index('join_requests_user_idx').on(t.userId),
  ],
);

export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    currentRole: text('current_role'),
    requestedRole: text('requested_role'),
    currentDepartment: text('current_department'),
    requestedDepartment: text('requested_department'),
    currentTeam: text('current_team'),
    requestedTeam: text('requested_team'),
    reason: text('reason'),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('change_requests_org_status_idx').on(t.orgId, t.status, t.createdAt),
    // No two identical pending requests (migration 0015).
    uniqueIndex('change_requests_pending_key')
      .on(
        t.orgId,
        t.userId,
        t.requestType,
        sql`coalesce(${t.requestedRole}, ${t.requestedDepartment}, ${t.requestedTeam}, '')`,
      )
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export const orgTeams = pgTable(
  'org_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('org_teams_org_idx').on(t.orgId)],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrgMemberRow = typeof orgMembers.$inferSelect;
