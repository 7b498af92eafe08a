import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    phone: text('phone'),
    nameAlias: text('name_alias'),
    profilePicture: text('profile_picture'),
    /** «О себе» on their page, up to PROFILE_ABOUT_MAX_LENGTH characters (issue 32). */
    about: text('about'),
    /** The cover across the top of their page: `/api/users/covers/<uuid>.webp`. */
    coverPicture: text('cover_picture'),
    gender: text('gender').$type<'MALE' | 'FEMALE' | 'IT'>(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressCountry: text('address_country'),
    addressPostalCode: text('address_postal_code'),
    marriageStatus: text('marriage_status').notNull().default('SINGLE'),
    /** Whether the person picked a marriage status (issue 32 item 23); until then screens say «Не указано». */
    marriageStatusChosen: boolean('marriage_status_chosen').notNull().default(false),
    spouseName: text('spouse_name'),
    spousePhone: text('spouse_phone'),
    privacySettings: jsonb('privacy_settings').$type<Record<string, boolean | string>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Carried in every token as `ver`; raised on a password change so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Interface language and colour theme chosen in settings (issue 18). */
    language: text('language').$type<'ru' | 'en'>().notNull().default('ru'),
    theme: text('theme').$type<'system' | 'light' | 'dark'>().notNull().default('system'),
    /** The role on this instance (CONTRACT §8): the first account is its owner (migration 0031). */
    instanceRole: text('instance_role').$type<'owner' | 'admin' | 'user'>().notNull().default('user'),
    /** Set by an admin: the user's tokens stop working and sign-in answers 403 with the reason. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date', precision: 3 }),
    suspendedReason: text('suspended_reason'),
    /** When a mailed link confirmed the address (CONTRACT §8 "Email verification", migration 0042). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** The digest of unread notifications mailed to the user: off (default), daily or weekly. */
    digest: text('digest').$type<'off' | 'daily' | 'weekly'>().notNull().default('off'),
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** When the onboarding wizard was finished or skipped; remembered across browsers (issue 32). */
    onboardingCompletedAt: timestamp('onboarding_completed_at', {
      withTimezone: true,
      mode: 'date',
      precision: 3,
    }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // «Имя Фамилия» found despite typos and by parts (issue 21, migration 0024).
    index('users_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    // Each word alone for a typo in it (`%`); every branch of nameMatches has its index.
    index('users_first_name_trgm_idx').using('gin', t.firstName.op('gin_trgm_ops')),
    index('users_last_name_trgm_idx').using('gin', t.lastName.op('gin_trgm_ops')),
    check('users_gender_check', sql`${t.gender} in ('MALE', 'FEMALE', 'IT')`),
    check('users_language_check', sql`${t.language} in ('ru', 'en')`),
    check('users_theme_check', sql`${t.theme} in ('system', 'light', 'dark')`),
    check('users_digest_check', sql`${t.digest} in ('off', 'daily', 'weekly')`),
    index('users_digest_idx').on(t.digest, t.id).where(sql`${t.digest} <> 'off'`),
    check('users_instance_role_check', sql`${t.instanceRole} in ('owner', 'admin', 'user')`),
    // At most one owner (migration 0031).
    uniqueIndex('users_one_owner_idx').on(sql`(true)`).where(sql`${t.instanceRole} = 'owner'`),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export type UserRow = typeof users.$inferSelect;
