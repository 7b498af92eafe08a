import { createHash, randomBytes } from 'node:crypto';
import { CHAT_TEXTS } from '@krug/contract/chat-texts';
import { addDaysTo, parseRrule } from '@krug/contract/recurrence';
import { type EventReminder, REMINDER_TEXTS } from '@krug/contract/reminders';
import type { Db } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { isOccurrenceDate } from '../chat/occurrences.ts';
import { birthdaysOn } from '../family/birthdays.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { eventStart, type IcsEvent, renderCalendar } from './ics.ts';
import { dueStart, moscowDate, nextStart } from './occurrence-starts.ts';
import { canExportGroup, remindAbout } from './reminders.policy.ts';
import { type DueReminder, remindersRepo } from './reminders.repo.ts';

const MINUTE = 60_000;

/** Tomorrow's date in Moscow, `YYYY-MM-DD`. */
export const moscowTomorrow = (now: Date) => addDaysTo(moscowDate(now), 1);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** «через 10 минут», «через час», «через день», «начинается сейчас». */
function whenText(minutes: number): string {
  if (minutes === 0) return 'начинается сейчас';
  if (minutes === 60) return 'через час';
  if (minutes === 1440) return 'через день';
  if (minutes % 1440 === 0) return `через ${minutes / 1440} дн.`;
  if (minutes % 60 === 0) return `через ${minutes / 60} ч`;
  return `через ${minutes} минут`;
}

type EventRow = NonNullable<Awaited<ReturnType<typeof remindersRepo.events>>>[number];
type ExceptionRow = Awaited<ReturnType<typeof remindersRepo.exceptions>>[number];
/** An event for the ICS export; a series carries its rule, cancelled (EXDATE) and moved occurrences. */
const toIcs = (r: EventRow, exceptions: ExceptionRow[]): IcsEvent => {
  const own = exceptions.filter(
    (x) => x.actionId === r.event.id && isOccurrenceDate(r.event, x.occurrenceDate),
  );
  return {
    ...plainIcs(r),
    recurrence: parseRrule(r.event.recurrenceRule),
    cancelled: own.filter((x) => x.cancelled).map((x) => x.occurrenceDate),
    moved: own.flatMap((x) =>
      !x.cancelled && x.movedDate
        ? [{ occurrence: x.occurrenceDate, date: x.movedDate, time: x.movedTime }]
        : [],
    ),
  };
};
const plainIcs = (r: EventRow): IcsEvent => ({
  id: r.event.id,
  title: r.event.title,
  description: r.event.description,
  location: r.event.location,
  date: r.event.scheduledDate,
  time: r.event.scheduledTime,
  createdAt: r.event.createdAt,
  calendar: r.groupName,
});

export function createRemindersService(deps: { db: Db; notifications: Notifier }) {
  const { db, notifications } = deps;
  /**
   * Reminders on recurring events due at `now` (issue 21): each is worked out from the rule and
   * its exceptions, then claimed for that occurrence's start exactly once across processes.
   */
  async function sendDueOccurrences(now: Date): Promise<DueReminder[]> {
    const candidates = await remindersRepo.recurringCandidates(
      db,
      moscowDate(new Date(now.getTime() + 28 * 1440 * MINUTE)),
    );
    const exceptions = await remindersRepo.exceptions(db, [...new Set(candidates.map((c) => c.actionId))]);
    const wanted = candidates.flatMap((c) => {
      const start = dueStart(c, exceptions, c.minutesBefore, now);
      return start && start.getTime() !== c.sentFor?.getTime()
        ? [{ actionId: c.actionId, userId: c.userId, start }]
        : [];
    });
    return remindersRepo.claimStarts(db, wanted);
  }
  /** The groups' events for an ICS file, series with their exceptions. */
  async function icsEvents(groupIds: string[]): Promise<IcsEvent[]> {
    const rows = await remindersRepo.events(db, groupIds);
    const exceptions = await remindersRepo.exceptions(
      db,
      rows.filter((r) => r.event.recurrenceRule).map((r) => r.event.id),
    );
    return rows.map((r) => toIcs(r, exceptions));
  }
  return {
    /** Sets the caller's reminder; 422 when its time has already passed. */
    async set(
      userId: string,
      actionId: string,
      minutesBefore: number,
      now = new Date(),
    ): Promise<EventReminder> {
      const found = await remindersRepo.eventFor(db, actionId, userId);
      const verdict = found ? remindAbout(found.membership, found.event) : 'not-member';
      if (!found || verdict === 'not-member') throw new NotFound(CHAT_TEXTS.eventNotFound);
      if (verdict === 'completed') throw new Conflict(REMINDER_TEXTS.completed);
      const { event } = found;
      // A recurring event: the next occurrence whose reminder is still ahead (none: the series ended).
      const start = event.recurrenceRule
        ? nextStart(event, await remindersRepo.exceptions(db, [event.id]), minutesBefore, now)
        : eventStart(event.scheduledDate, event.scheduledTime);
      const remindAt = new Date((start?.getTime() ?? 0) - minutesBefore * MINUTE);
      if (!start || remindAt.getTime() <= now.getTime()) throw new Invalid(REMINDER_TEXTS.pastTime);
      await remindersRepo.set(db, actionId, userId, minutesBefore);
      return { action_id: actionId, minutes_before: minutesBefore, remind_at: remindAt.toISOString() };
    },
    async remove(userId: string, actionId: string): Promise<void> {
      const found = await remindersRepo.eventFor(db, actionId, userId);
      if (!found?.membership) throw new NotFound(CHAT_TEXTS.eventNotFound);
      await remindersRepo.remove(db, actionId, userId);
    },
    /** The caller's reminders; for a recurring event `remind_at` is for its next occurrence. */
    async forGroup(userId: string, groupId: string, now = new Date()): Promise<EventReminder[]> {
      if (!canExportGroup(await remindersRepo.membership(db, groupId, userId)))
        throw new NotFound(CHAT_TEXTS.groupNotFound);
      const rows = await remindersRepo.forGroup(db, groupId, userId);
      const exceptions = await remindersRepo.exceptions(
        db,
        rows.filter((r) => r.recurrenceRule).map((r) => r.actionId),
      );
      return rows.map((r) => {
        const series = {
          id: r.actionId,
          scheduledDate: r.date,
          scheduledTime: r.time,
          recurrenceRule: r.recurrenceRule,
        };
        const start =
          (r.recurrenceRule ? nextStart(series, exceptions, r.minutesBefore, now) : null) ??
          eventStart(r.date, r.time);
        return {
          action_id: r.actionId,
          minutes_before: r.minutesBefore,
          remind_at: new Date(start.getTime() - r.minutesBefore * MINUTE).toISOString(),
        };
      });
    },
    /** Claims the due reminders (exactly once across processes) and notifies their members. */
    async sendDue(now = new Date()): Promise<DueReminder[]> {
      const due = [...(await remindersRepo.claimDue(db, now)), ...(await sendDueOccurrences(now))];
      await notifications.notifyMany(
        due.map((r) => ({
          userId: r.user_id,
          actorId: null,
          type: 'event_reminder' as const,
          text: REMINDER_TEXTS.notification(r.title, whenText(r.minutes_before)),
          link: { kind: 'chat_group', id: r.group_id },
        })),
      );
      return due;
    },
    /**
     * The day before a family member's birthday, the family's other members are told (issue 21).
     * Each notice is recorded first (`birthday_notices`), so with several processes, or on every
     * tick of the day, a birthday is announced once. Returns the birthdays announced now.
     */
    async sendBirthdays(now = new Date()): Promise<string[]> {
      const date = moscowTomorrow(now);
      const announced: string[] = [];
      for (const b of await birthdaysOn(db, date)) {
        if (!(await remindersRepo.claimBirthday(db, b.member_id, date))) continue;
        announced.push(b.name);
        await notifications.notifyMany(
          b.recipient_ids.map((userId) => ({
            userId,
            actorId: null,
            type: 'birthday_reminder' as const,
            text: REMINDER_TEXTS.birthday(b.name, b.family_name),
            link: { kind: 'family', id: b.family_id },
          })),
        );
      }
      return announced;
    },
    /** One group's events as an .ics file (members only). */
    async groupCalendar(userId: string, groupId: string): Promise<{ name: string; body: string }> {
      if (!canExportGroup(await remindersRepo.membership(db, groupId, userId)))
        throw new NotFound(CHAT_TEXTS.groupNotFound);
      const name = (await remindersRepo.groupName(db, groupId)) ?? '';
      return { name, body: renderCalendar(`Круг: ${name}`, await icsEvents([groupId])) };
    },
    /** A new secret subscription token (the old one, if any, stops working). */
    async createFeed(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await remindersRepo.setFeed(db, userId, hashToken(token));
      return token;
    },
    async feedStatus(userId: string) {
      const row = await remindersRepo.feedOf(db, userId);
      return { active: !!row, created_at: row ? row.createdAt.toISOString() : null };
    },
    revokeFeed: (userId: string) => remindersRepo.removeFeed(db, userId),
    /** The subscription: every event of every group of the token's owner; 404 for an unknown token. */
    async feedCalendar(token: string): Promise<string> {
      const userId = await remindersRepo.feedOwner(db, hashToken(token));
      if (!userId) throw new NotFound(REMINDER_TEXTS.feedNotFound);
      return renderCalendar('Круг', await icsEvents(await remindersRepo.groupIdsOf(db, userId)));
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
