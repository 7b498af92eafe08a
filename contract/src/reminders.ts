import { z } from 'zod';
import { Id } from './common.ts';

/** Issue 21: reminders before events and the calendar (ICS) export. */
export const REMINDER_TEXTS = {
  minutesInvalid: 'Выберите, за сколько напомнить: за 10 минут, за час или за день',
  pastTime: 'Время напоминания уже прошло',
  completed: 'Событие уже завершено',
  feedNotFound: 'Подписка на календарь не найдена или отключена',
  /** The notification's text; {title} is the event's title, {when} «через 10 минут» and so on. */
  notification: (title: string, when: string) => `Напоминание: «${title}» ${when}`,
  /** The day-before birthday notice (issue 21). */
  birthday: (name: string, family: string) => `Завтра день рождения: ${name} (семья «${family}»)`,
} as const;

/** The choices the web offers («за 10 минут / за час / за день»); 0 is «в момент начала». */
export const REMINDER_CHOICES = [0, 10, 60, 1440] as const;

/** `PUT /api/scheduled-actions/{id}/reminder`. */
export const ReminderBody = z.object({
  minutes_before: z
    .number({ message: REMINDER_TEXTS.minutesInvalid })
    .int({ message: REMINDER_TEXTS.minutesInvalid })
    .refine((m) => (REMINDER_CHOICES as readonly number[]).includes(m), {
      message: REMINDER_TEXTS.minutesInvalid,
    }),
});
export type ReminderBody = z.input<typeof ReminderBody>;

/** A member's reminder for one event; `remind_at` is the instant it fires (ISO, UTC). */
export const EventReminder = z.object({
  action_id: Id,
  minutes_before: z.number().int(),
  remind_at: z.string(),
});
export type EventReminder = z.infer<typeof EventReminder>;
/** `GET /api/chat-groups/{id}/reminders`: the caller's reminders for the group's events. */
export const EventRemindersResponse = z.object({ reminders: z.array(EventReminder) });
export type EventRemindersResponse = z.infer<typeof EventRemindersResponse>;

/** `POST /api/calendar/feed`: the personal subscription URL (shown once; a new one revokes it). */
export const CalendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeed>;
/** `GET /api/calendar/feed`: whether the caller has a subscription (the URL itself is not kept). */
export const CalendarFeedStatus = z.object({ active: z.boolean(), created_at: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;
