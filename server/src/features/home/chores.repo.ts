import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ChoreRow, choreMarks, choreRemindersSent, chores } from '../../db/schema/index.ts';
import { type ScopeRef, scopeColumns } from './scope.repo.ts';

type ChoreValues = Pick<
  ChoreRow,
  'title' | 'assigneeId' | 'startDate' | 'dueTime' | 'recurrenceRule' | 'remindMinutesBefore'
>;

export const choresRepo = {
  /** The circle's chores that may occur on or before `to` (expanded by the service). */
  ofScope(db: Db, s: ScopeRef, to: string) {
    const where = s.scope === 'family' ? eq(chores.familyId, s.id) : eq(chores.householdId, s.id);
    return db
      .select()
      .from(chores)
      .where(and(where, lte(chores.startDate, to)))
      .orderBy(asc(chores.dueTime), asc(chores.createdAt))
      .limit(500);
  },
  async find(db: Db, id: string) {
    const [row] = await db.select().from(chores).where(eq(chores.id, id)).limit(1);
    return row;
  },
  async create(db: Db, s: ScopeRef, values: ChoreValues & { createdBy: string }) {
    const [row] = await db
      .insert(chores)
      .values({ ...scopeColumns(s), ...values })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  async update(db: Db, id: string, values: ChoreValues) {
    const [row] = await db.update(chores).set(values).where(eq(chores.id, id)).returning();
    return row;
  },
  async remove(db: Db, id: string) {
    await db.delete(chores).where(eq(chores.id, id));
  },
  marks(db: Db, choreIds: string[], from: string, to: string) {
    if (choreIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(choreMarks)
      .where(
        and(
          inArray(choreMarks.choreId, choreIds),
          gte(choreMarks.occurrenceDate, from),
          lte(choreMarks.occurrenceDate, to),
        ),
      );
  },
  async mark(db: Db, choreId: string, date: string, status: 'done' | 'skipped' | null, userId: string) {
    if (status === null) {
      await db
        .delete(choreMarks)
        .where(and(eq(choreMarks.choreId, choreId), eq(choreMarks.occurrenceDate, date)));
      return;
    }
    await db
      .insert(choreMarks)
      .values({ choreId, occurrenceDate: date, status, markedBy: userId })
      .onConflictDoUpdate({
        target: [choreMarks.choreId, choreMarks.occurrenceDate],
        set: { status, markedBy: userId, markedAt: new Date() },
      });
  },
  /** Chores with a reminder and an assignee that may be due by `to`. */
  reminderCandidates(db: Db, to: string) {
    return db
      .select()
      .from(chores)
      .where(
        and(isNotNull(chores.remindMinutesBefore), isNotNull(chores.assigneeId), lte(chores.startDate, to)),
      )
      .limit(5000);
  },
  /** Claims a reminder for one occurrence: true for the one caller that inserted it. */
  async claimReminder(db: Db, choreId: string, date: string) {
    const rows = await db
      .insert(choreRemindersSent)
      .values({ choreId, occurrenceDate: date })
      .onConflictDoNothing()
      .returning({ id: choreRemindersSent.choreId });
    return rows.length === 1;
  },
  async isMarked(db: Db, choreId: string, date: string) {
    const [row] = await db
      .select({ n: sql<number>`1` })
      .from(choreMarks)
      .where(and(eq(choreMarks.choreId, choreId), eq(choreMarks.occurrenceDate, date)))
      .limit(1);
    return !!row;
  },
};
