import { createHash, randomBytes } from 'node:crypto';
import { CHAT_TEXTS } from '@krug/contract/chat-texts';
import { type EventReminder, REMINDER_TEXTS } from '@krug/contract/reminders';
import type { Db } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import { birthdaysOn } from '../family/birthdays.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { eventStart, type IcsEvent, renderCalendar } from './ics.ts';
import { canExportGroup, remindAbout } from './reminders.policy.ts';
import { type DueReminder, remindersRepo } from './reminders.repo.ts';

const MINUTE = 60_000;
/** Event times are Moscow wall-clock time (UTC+3 all year); so is «tomorrow» for birthdays. */
const MOSCOW_OFFSET_MS = 3 * 60 * MINUTE;
/** How often a process looks for tomorrow's birthdays (each is announced once anyway). */
const BIRTHDAY_CHECK_MS = 10 * MINUTE;

/** Tomorrow's date in Moscow, `YYYY-MM-DD`. */
export const moscowTomorrow = (now: Date) =>
  new Date(now.getTime() + MOSCOW_OFFSET_MS + 24 * 60 * MINUTE).toISOString().slice(0, 10);
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
const toIcs = (r: EventRow): IcsEvent => ({
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
  let nextBirthdayCheck = 0;
  const { db, notifications } = deps;
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
      const remindAt = new Date(
        eventStart(found.event.scheduledDate, found.event.scheduledTime).getTime() - minutesBefore * MINUTE,
      );
      if (remindAt.getTime() <= now.getTime()) throw new Invalid(REMINDER_TEXTS.pastTime);
      await remindersRepo.set(db, actionId, userId, minutesBefore);
      return { action_id: actionId, minutes_before: minutesBefore, remind_at: remindAt.toISOString() };
    },
    async remove(userId: string, actionId: string): Promise<void> {
      const found = await remindersRepo.eventFor(db, actionId, userId);
      if (!found?.membership) throw new NotFound(CHAT_TEXTS.eventNotFound);
      await remindersRepo.remove(db, actionId, userId);
    },
    async forGroup(userId: string, groupId: string): Promise<EventReminder[]> {
      if (!canExportGroup(await remindersRepo.membership(db, groupId, userId)))
        throw new NotFound(CHAT_TEXTS.groupNotFound);
      const rows = await remindersRepo.forGroup(db, groupId, userId);
      return rows.map((r) => ({
        action_id: r.actionId,
        minutes_before: r.minutesBefore,
        remind_at: new Date(eventStart(r.date, r.time).getTime() - r.minutesBefore * MINUTE).toISOString(),
      }));
    },
    /** Claims the due reminders (exactly once across processes) and notifies their members. */
    async sendDue(now = new Date()): Promise<DueReminder[]> {
      const due = await remindersRepo.claimDue(db, now);
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
    /** One scheduler tick: due event reminders, and tomorrow's birthdays every few minutes. */
    async tick(now = new Date()) {
      await this.sendDue(now);
      if (now.getTime() < nextBirthdayCheck) return;
      nextBirthdayCheck = now.getTime() + BIRTHDAY_CHECK_MS;
      await this.sendBirthdays(now);
    },
    /** One group's events as an .ics file (members only). */
    async groupCalendar(userId: string, groupId: string): Promise<{ name: string; body: string }> {
      if (!canExportGroup(await remindersRepo.membership(db, groupId, userId)))
        throw new NotFound(CHAT_TEXTS.groupNotFound);
      const name = (await remindersRepo.groupName(db, groupId)) ?? '';
      const rows = await remindersRepo.events(db, [groupId]);
      return { name, body: renderCalendar(`Круг: ${name}`, rows.map(toIcs)) };
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
      const rows = await remindersRepo.events(db, await remindersRepo.groupIdsOf(db, userId));
      return renderCalendar('Круг', rows.map(toIcs));
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
