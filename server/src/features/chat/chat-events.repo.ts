import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  scheduledActionExceptions,
  scheduledActionParticipants,
  scheduledActions,
  users,
} from '../../db/schema/index.ts';

export type NewEvent = typeof scheduledActions.$inferInsert;

/** A group's events, their exceptions (moved or cancelled occurrences) and answers. */
export const chatEventsRepo = {
  events(db: Db, groupId: string) {
    return db
      .select()
      .from(scheduledActions)
      .where(eq(scheduledActions.groupId, groupId))
      .orderBy(
        asc(scheduledActions.scheduledDate),
        asc(scheduledActions.scheduledTime),
        asc(scheduledActions.id),
      );
  },
  async insertEvent(db: Db, values: NewEvent) {
    const [row] = await db.insert(scheduledActions).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  async findEvent(db: Db, id: string) {
    const [row] = await db.select().from(scheduledActions).where(eq(scheduledActions.id, id)).limit(1);
    return row;
  },
  async completeEvent(db: Db, id: string) {
    const [row] = await db
      .update(scheduledActions)
      .set({ isCompleted: true })
      .where(eq(scheduledActions.id, id))
      .returning();
    return row;
  },
  /**
   * A group's events that may have an occurrence in [from, to] (issue 21): one-off events dated
   * in it, series started by its end, and series with an occurrence moved into it.
   */
  eventsInRange(db: Db, groupId: string, from: string, to: string) {
    return db
      .select()
      .from(scheduledActions)
      .where(
        and(
          eq(scheduledActions.groupId, groupId),
          sql`(${scheduledActions.scheduledDate} between ${from} and ${to}
            or (${scheduledActions.recurrenceRule} is not null and ${scheduledActions.scheduledDate} <= ${to})
            or exists (select 1 from ${scheduledActionExceptions} x
              where x.action_id = ${scheduledActions.id} and x.moved_date between ${from} and ${to}))`,
        ),
      )
      .orderBy(asc(scheduledActions.scheduledDate), asc(scheduledActions.id));
  },
  /** The cancelled and moved occurrences of the given events. */
  exceptions(db: Db, actionIds: string[]) {
    if (actionIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(scheduledActionExceptions)
      .where(inArray(scheduledActionExceptions.actionId, actionIds))
      .orderBy(asc(scheduledActionExceptions.occurrenceDate));
  },
  /**
   * Replaces the event's fields and, in the same transaction, drops the exceptions no longer on
   * its rule (`drop`: their occurrence dates; 'all' when it no longer repeats).
   */
  async updateEvent(db: Db, id: string, values: Partial<NewEvent>, drop: string[] | 'all') {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(scheduledActions)
        .set(values)
        .where(eq(scheduledActions.id, id))
        .returning();
      if (!row) return undefined;
      if (drop === 'all')
        await tx.delete(scheduledActionExceptions).where(eq(scheduledActionExceptions.actionId, id));
      else if (drop.length > 0)
        await tx
          .delete(scheduledActionExceptions)
          .where(
            and(
              eq(scheduledActionExceptions.actionId, id),
              inArray(scheduledActionExceptions.occurrenceDate, drop),
            ),
          );
      return row;
    });
  },
  /** Deletes the event; its exceptions, answers and reminders go with it (FK cascade). */
  async deleteEvent(db: Db, id: string) {
    await db.delete(scheduledActions).where(eq(scheduledActions.id, id));
  },
  /** Cancels or moves one occurrence (a second change replaces the first). */
  async setException(db: Db, values: typeof scheduledActionExceptions.$inferInsert) {
    const [row] = await db
      .insert(scheduledActionExceptions)
      .values(values)
      .onConflictDoUpdate({
        target: [scheduledActionExceptions.actionId, scheduledActionExceptions.occurrenceDate],
        set: { cancelled: values.cancelled, movedDate: values.movedDate, movedTime: values.movedTime },
      })
      .returning();
    if (!row) throw new Error('upsert returned nothing');
    return row;
  },
  /** Participants of the given events with their names, in the order they joined. */
  participants(db: Db, actionIds: string[]) {
    if (actionIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        actionId: scheduledActionParticipants.actionId,
        userId: scheduledActionParticipants.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        response: scheduledActionParticipants.response,
      })
      .from(scheduledActionParticipants)
      .innerJoin(users, eq(users.id, scheduledActionParticipants.userId))
      .where(inArray(scheduledActionParticipants.actionId, actionIds))
      .orderBy(asc(scheduledActionParticipants.joinedAt), asc(scheduledActionParticipants.userId));
  },
  async joinEvent(db: Db, actionId: string, userId: string) {
    await chatEventsRepo.setRsvp(db, actionId, userId, 'going');
  },
  /** One answer per member: a new answer replaces the old one (the join order stays). */
  async setRsvp(db: Db, actionId: string, userId: string, response: 'going' | 'maybe' | 'not_going') {
    await db
      .insert(scheduledActionParticipants)
      .values({ actionId, userId, response })
      .onConflictDoUpdate({
        target: [scheduledActionParticipants.actionId, scheduledActionParticipants.userId],
        set: { response },
      });
  },
  async leaveEvent(db: Db, actionId: string, userId: string) {
    await db
      .delete(scheduledActionParticipants)
      .where(
        and(
          eq(scheduledActionParticipants.actionId, actionId),
          eq(scheduledActionParticipants.userId, userId),
        ),
      );
  },
};
