import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  birthdayNotices,
  calendarFeeds,
  chatGroups,
  chatMembers,
  eventReminders,
  scheduledActionExceptions,
  scheduledActions,
} from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * An event's start as an instant, in SQL: its date and time are Moscow wall-clock time (UTC+3
 * all year since 2014); an event without a time starts at 09:00 for reminders (see ics.ts).
 */
const startOf = sql`((${scheduledActions.scheduledDate} + coalesce(${scheduledActions.scheduledTime}, '09:00')::time) at time zone 'UTC') - interval '3 hours'`;

export interface DueReminder {
  action_id: string;
  user_id: string;
  group_id: string;
  title: string;
  minutes_before: number;
}

/** Events older than this are left out of the subscription feed (it stays small). */
const FEED_MAX_EVENTS = 2000;

export const remindersRepo = {
  /** The event with the caller's membership of its group (undefined role: not a member). */
  async eventFor(db: Db, actionId: string, userId: string) {
    const [row] = await db
      .select({ event: scheduledActions, role: chatMembers.role })
      .from(scheduledActions)
      .leftJoin(
        chatMembers,
        and(eq(chatMembers.groupId, scheduledActions.groupId), eq(chatMembers.userId, userId)),
      )
      .where(eq(scheduledActions.id, actionId))
      .limit(1);
    return row ? { event: row.event, membership: row.role ? { role: row.role } : undefined } : undefined;
  },
  async membership(db: Db, groupId: string, userId: string) {
    const [row] = await db
      .select({ role: chatMembers.role })
      .from(chatMembers)
      .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)))
      .limit(1);
    return row;
  },
  /** Sets (or changes) the member's reminder; a changed one is unsent again. */
  async set(db: Db, actionId: string, userId: string, minutesBefore: number) {
    await db
      .insert(eventReminders)
      .values({ actionId, userId, minutesBefore })
      .onConflictDoUpdate({
        target: [eventReminders.actionId, eventReminders.userId],
        set: { minutesBefore, sentFor: null },
      });
  },
  async remove(db: Db, actionId: string, userId: string) {
    await db
      .delete(eventReminders)
      .where(and(eq(eventReminders.actionId, actionId), eq(eventReminders.userId, userId)));
  },
  /** The member's reminders for a group's events. */
  async forGroup(db: Db, groupId: string, userId: string) {
    return db
      .select({
        actionId: eventReminders.actionId,
        minutesBefore: eventReminders.minutesBefore,
        date: scheduledActions.scheduledDate,
        time: scheduledActions.scheduledTime,
        recurrenceRule: scheduledActions.recurrenceRule,
      })
      .from(eventReminders)
      .innerJoin(scheduledActions, eq(scheduledActions.id, eventReminders.actionId))
      .where(and(eq(scheduledActions.groupId, groupId), eq(eventReminders.userId, userId)));
  },
  /**
   * Claims up to `limit` reminders due at `now` and marks them sent, in one statement: rows
   * another process holds are skipped (FOR UPDATE SKIP LOCKED) and a row it sent meanwhile no
   * longer matches when re-checked, so each reminder is claimed by exactly one process. Due: its
   * time has come, the event has not started more than an hour ago, is not completed, and the
   * user is still in the group. A reminder is sent again only when the event moved (`sent_for`).
   */
  /** Records a birthday notice; false when it was sent already (by this or another process). */
  async claimBirthday(db: Db, memberId: string, birthday: string): Promise<boolean> {
    const rows = await db
      .insert(birthdayNotices)
      .values({ memberId, birthday })
      .onConflictDoNothing()
      .returning({ memberId: birthdayNotices.memberId });
    return rows.length > 0;
  },
  async claimDue(db: Db, now: Date, limit = 100): Promise<DueReminder[]> {
    const at = sql`${now.toISOString()}::timestamptz`;
    return rowsOf<DueReminder>(
      await db.execute(sql`
        with due as (
          select r.action_id, r.user_id, ${startOf} as start
          from event_reminders r
          join scheduled_actions on scheduled_actions.id = r.action_id
          where not scheduled_actions.is_completed
            and scheduled_actions.recurrence_rule is null
            and r.sent_for is distinct from ${startOf}
            and ${startOf} - make_interval(mins => r.minutes_before) <= ${at}
            and ${startOf} > ${at} - interval '1 hour'
            and exists (select 1 from chat_members m
              where m.group_id = scheduled_actions.group_id and m.user_id = r.user_id)
          order by 3
          limit ${limit}
          for update of r skip locked
        )
        update event_reminders r set sent_for = due.start
        from due, scheduled_actions a
        where r.action_id = due.action_id and r.user_id = due.user_id
          and a.id = r.action_id and r.sent_for is distinct from due.start
        returning r.action_id, r.user_id, a.group_id, a.title, r.minutes_before`),
    );
  },
  /**
   * Reminders on recurring events that may be due (issue 21): the series started by `until`, not
   * completed, the user still in the group. Which occurrence is due is worked out from the rule.
   */
  async recurringCandidates(db: Db, until: string) {
    return db
      .select({
        actionId: eventReminders.actionId,
        userId: eventReminders.userId,
        minutesBefore: eventReminders.minutesBefore,
        sentFor: eventReminders.sentFor,
        id: scheduledActions.id,
        scheduledDate: scheduledActions.scheduledDate,
        scheduledTime: scheduledActions.scheduledTime,
        recurrenceRule: scheduledActions.recurrenceRule,
      })
      .from(eventReminders)
      .innerJoin(scheduledActions, eq(scheduledActions.id, eventReminders.actionId))
      .where(
        and(
          sql`${scheduledActions.recurrenceRule} is not null`,
          eq(scheduledActions.isCompleted, false),
          sql`${scheduledActions.scheduledDate} <= ${until}`,
          sql`exists (select 1 from chat_members m
            where m.group_id = ${scheduledActions.groupId} and m.user_id = ${eventReminders.userId})`,
        ),
      );
  },
  /** The cancelled and moved occurrences of the given events. */
  exceptions(db: Db, actionIds: string[]) {
    if (actionIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(scheduledActionExceptions)
      .where(inArray(scheduledActionExceptions.actionId, actionIds));
  },
  /**
   * Claims reminders for the given occurrence starts and marks them sent, as claimDue does: rows
   * another process holds are skipped and a row already sent for that start no longer matches,
   * so each occurrence's reminder is sent by exactly one process.
   */
  async claimStarts(
    db: Db,
    wanted: { actionId: string; userId: string; start: Date }[],
  ): Promise<DueReminder[]> {
    if (wanted.length === 0) return [];
    const rows = sql.join(
      wanted.map((w) => sql`(${w.actionId}::uuid, ${w.userId}::uuid, ${w.start.toISOString()}::timestamptz)`),
      sql`, `,
    );
    return rowsOf<DueReminder>(
      await db.execute(sql`
        with wanted(action_id, user_id, start) as (values ${rows}),
        due as (
          select r.action_id, r.user_id, w.start
          from event_reminders r
          join wanted w on w.action_id = r.action_id and w.user_id = r.user_id
          where r.sent_for is distinct from w.start
          for update of r skip locked
        )
        update event_reminders r set sent_for = due.start
        from due, scheduled_actions a
        where r.action_id = due.action_id and r.user_id = due.user_id
          and a.id = r.action_id and r.sent_for is distinct from due.start
        returning r.action_id, r.user_id, a.group_id, a.title, r.minutes_before`),
    );
  },
  /** Events of the given groups for a calendar export, oldest first. */
  async events(db: Db, groupIds: string[]) {
    if (groupIds.length === 0) return [];
    return db
      .select({ event: scheduledActions, groupName: chatGroups.name })
      .from(scheduledActions)
      .innerJoin(chatGroups, eq(chatGroups.id, scheduledActions.groupId))
      .where(inArray(scheduledActions.groupId, groupIds))
      .orderBy(asc(scheduledActions.scheduledDate), asc(scheduledActions.id))
      .limit(FEED_MAX_EVENTS);
  },
  async groupName(db: Db, groupId: string) {
    const [row] = await db
      .select({ name: chatGroups.name })
      .from(chatGroups)
      .where(eq(chatGroups.id, groupId));
    return row?.name;
  },
  async groupIdsOf(db: Db, userId: string) {
    const rows = await db
      .select({ groupId: chatMembers.groupId })
      .from(chatMembers)
      .where(eq(chatMembers.userId, userId));
    return rows.map((r) => r.groupId);
  },
  /** Replaces the user's feed token (the old one stops working). */
  async setFeed(db: Db, userId: string, tokenHash: string) {
    await db
      .insert(calendarFeeds)
      .values({ userId, tokenHash })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } });
  },
  async feedOf(db: Db, userId: string) {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  },
  async removeFeed(db: Db, userId: string) {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  },
  async feedOwner(db: Db, tokenHash: string) {
    const [row] = await db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, tokenHash));
    return row?.userId;
  },
};
