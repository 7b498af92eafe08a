import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A place the user belongs to (work, university, school), shown in "My Roles". */
export const affiliations = pgTable(
  'affiliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'WORK' | 'UNIVERSITY' | 'SCHOOL'>().notNull(),
    affiliationName: text('affiliation_name').notNull(),
    userRoleInOrg: text('user_role_in_org'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('affiliations_user_idx').on(t.userId, t.position)],
);

export type AffiliationRow = typeof affiliations.$inferSelect;
