import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { families } from './family.ts';
import { households } from './household.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
/** Every home thing belongs to exactly one family or one household (issue 34 §2, migration 0034). */
const scope = () => ({
  familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
  householdId: uuid('household_id').references(() => households.id, { onDelete: 'cascade' }),
});

export const homeLists = pgTable(
  'home_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope(),
    kind: text('kind').$type<'shopping' | 'todo' | 'packing'>().notNull(),
    title: text('title').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('home_lists_kind_check', sql`${t.kind} in ('shopping', 'todo', 'packing')`),
    check('home_lists_one_scope_check', sql`num_nonnulls(${t.familyId}, ${t.householdId}) = 1`),
    index('home_lists_family_idx').on(t.familyId, t.createdAt).where(sql`${t.familyId} is not null`),
    index('home_lists_household_idx').on(t.householdId, t.createdAt).where(sql`${t.householdId} is not null`),
  ],
);

/**
 * An item of a list. Each change sets only the fields it names in one statement and bumps
 * `version`, so two people changing one item at once never lose each other's edit.
 */
export const homeListItems = pgTable(
  'home_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => homeLists.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    quantity: text('quantity'),
    note: text('note'),
    position: doublePrecision('position').notNull(),
    checked: boolean('checked').notNull().default(false),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: ts('checked_at'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('home_list_items_list_idx').on(t.listId, t.position)],
);

export const chores = pgTable(
  'chores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope(),
    title: text('title').notNull(),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    dueTime: text('due_time'),
    /** RFC 5545 RRULE text as events keep it (contract/recurrence.ts); null: once. */
    recurrenceRule: text('recurrence_rule'),
    remindMinutesBefore: integer('remind_minutes_before'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('chores_one_scope_check', sql`num_nonnulls(${t.familyId}, ${t.householdId}) = 1`),
    check(
      'chores_remind_check',
      sql`${t.remindMinutesBefore} is null or (${t.remindMinutesBefore} >= 0 and ${t.remindMinutesBefore} <= 40320)`,
    ),
    index('chores_family_idx').on(t.familyId).where(sql`${t.familyId} is not null`),
    index('chores_household_idx').on(t.householdId).where(sql`${t.householdId} is not null`),
    index('chores_remind_idx').on(t.startDate).where(sql`${t.remindMinutesBefore} is not null`),
  ],
);

/** An occurrence of a chore marked done or skipped. */
export const choreMarks = pgTable(
  'chore_marks',
  {
    choreId: uuid('chore_id')
      .notNull()
      .references(() => chores.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'done' | 'skipped'>().notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: ts('marked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'chore_marks_pk', columns: [t.choreId, t.occurrenceDate] }),
    check('chore_marks_status_check', sql`${t.status} in ('done', 'skipped')`),
  ],
);

/** Reminders already sent, one per occurrence: inserted before notifying, so each goes out once. */
export const choreRemindersSent = pgTable(
  'chore_reminders_sent',
  {
    choreId: uuid('chore_id')
      .notNull()
      .references(() => chores.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'chore_reminders_sent_pk', columns: [t.choreId, t.occurrenceDate] })],
);

/** One meal of one day (breakfast, lunch, dinner). */
export const mealPlan = pgTable(
  'meal_plan',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...scope(),
    day: date('day', { mode: 'string' }).notNull(),
    meal: text('meal').$type<'breakfast' | 'lunch' | 'dinner'>().notNull(),
    title: text('title').notNull(),
    recipe: text('recipe'),
    recipeUrl: text('recipe_url'),
    ingredients: text('ingredients').array().notNull().default(sql`'{}'`),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('meal_plan_meal_check', sql`${t.meal} in ('breakfast', 'lunch', 'dinner')`),
    check('meal_plan_one_scope_check', sql`num_nonnulls(${t.familyId}, ${t.householdId}) = 1`),
    uniqueIndex('meal_plan_family_key').on(t.familyId, t.day, t.meal).where(sql`${t.familyId} is not null`),
    uniqueIndex('meal_plan_household_key')
      .on(t.householdId, t.day, t.meal)
      .where(sql`${t.householdId} is not null`),
  ],
);

export type HomeListRow = typeof homeLists.$inferSelect;
export type HomeListItemRow = typeof homeListItems.$inferSelect;
export type ChoreRow = typeof chores.$inferSelect;
export type MealRow = typeof mealPlan.$inferSelect;
