import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const households = pgTable('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  householdName: text('household_name').notNull(),
  addressStreet: text('address_street').notNull(),
  addressCity: text('address_city').notNull(),
  addressState: text('address_state'),
  addressCountry: text('address_country').notNull(),
  addressPostalCode: text('address_postal_code'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A resident, or an invited user until they accept. A user lives in at most one household. */
export const householdMembers = pgTable(
  'household_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: text('relationship').$type<'roommate' | 'tenant' | 'family_member' | 'other'>(),
    isCreator: boolean('is_creator').notNull().default(false),
    /** 'invited' until the user accepts (CONTRACT §4 "Consent"). */
    status: text('status').$type<'invited' | 'active'>().notNull().default('active'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('household_members_status_check', sql`${t.status} in ('invited', 'active')`),
    // One household a user lives in; invitations to others may wait beside it.
    uniqueIndex('household_members_user_key').on(t.userId).where(sql`${t.status} = 'active'`),
    uniqueIndex('household_members_household_user_key').on(t.householdId, t.userId),
    index('household_members_household_idx').on(t.householdId, t.createdAt),
  ],
);

export type HouseholdRow = typeof households.$inferSelect;
export type HouseholdMemberRow = typeof householdMembers.$inferSelect;
