import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { mediaFiles } from './media.ts';
import { users } from './users.ts';

export const families = pgTable(
  'families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    surname: text('surname'),
    description: text('description'),
    city: text('city'),
    location: text('location'),
    publicBio: text('public_bio'),
    state: text('state'),
    country: text('country'),
    establishedDate: date('established_date', { mode: 'string' }),
    bannerKey: text('banner_key'),
    avatarKey: text('avatar_key'),
    isPrivate: boolean('is_private').notNull().default(false),
    allowPublicDiscovery: boolean('allow_public_discovery').notNull().default(true),
    whoCanSeePosts: text('who_can_see_posts')
      .$type<'family' | 'household' | 'public'>()
      .notNull()
      .default('family'),
    whoCanComment: text('who_can_comment')
      .$type<'family' | 'household' | 'public' | 'none'>()
      .notNull()
      .default('family'),
    profileSearchability: text('profile_searchability')
      .$type<'public' | 'users_only' | 'none'>()
      .notNull()
      .default('public'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Names found despite typos and by parts (issue 21, migration 0024).
  (t) => [index('families_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** Null for a person without an account (added by name). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    role: text('role').$type<'PARENT' | 'SPOUSE' | 'CHILD'>(),
    relationship: text('relationship').$type<'spouse' | 'child' | 'parent' | 'sibling' | 'other'>(),
    isCreator: boolean('is_creator').notNull().default(false),
    /** 'invited' until the user accepts (CONTRACT §4 "Consent"); relatives without an account are 'active' records. */
    status: text('status').$type<'invited' | 'active'>().notNull().default('active'),
    /** Who sent the invitation (null for the creator, relatives by name and older rows). */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** A relative's own gender, date of death and photo (issue 34, migration 0033); people with an account have theirs. */
    gender: text('gender').$type<'MALE' | 'FEMALE' | 'IT'>(),
    dateOfDeath: date('date_of_death', { mode: 'string' }),
    isDeceased: boolean('is_deceased').notNull().default(false),
    photoMediaId: uuid('photo_media_id').references((): AnyPgColumn => mediaFiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('family_members_gender_check', sql`${t.gender} is null or ${t.gender} in ('MALE', 'FEMALE', 'IT')`),
    check('family_members_status_check', sql`${t.status} in ('invited', 'active')`),
    index('family_members_family_idx').on(t.familyId, t.createdAt),
    uniqueIndex('family_members_user_key').on(t.familyId, t.userId).where(sql`${t.userId} is not null`),
    index('family_members_user_idx').on(t.userId),
  ],
);

/**
 * How two people of a family are related (issue 34, migration 0033): `parent` (from is a parent of
 * to), `spouse`, `sibling` (for siblings whose parents are not in the tree).
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    fromMemberId: uuid('from_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    toMemberId: uuid('to_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'parent' | 'spouse' | 'sibling'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check('family_links_kind_check', sql`${t.kind} in ('parent', 'spouse', 'sibling')`),
    check('family_links_not_self_check', sql`${t.fromMemberId} <> ${t.toMemberId}`),
    uniqueIndex('family_links_pair_key').on(t.fromMemberId, t.toMemberId, t.kind),
    index('family_links_family_idx').on(t.familyId),
    index('family_links_to_idx').on(t.toMemberId),
  ],
);

export type FamilyRow = typeof families.$inferSelect;
export type FamilyLinkRow = typeof familyLinks.$inferSelect;
export type FamilyMemberRow = typeof familyMembers.$inferSelect;
