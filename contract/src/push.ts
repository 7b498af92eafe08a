import { z } from 'zod';
import { Id } from './common.ts';
import type { NOTIFICATION_TYPES } from './notifications.ts';

// Web Push (issue 35 §3): a subscription per device, and the user's push settings.

export const PUSH_TEXTS = {
  endpointInvalid: 'Адрес подписки не похож на службу push-уведомлений',
  keyInvalid: 'Ключ подписки должен быть строкой base64url',
  notFound: 'Подписка не найдена',
  timeInvalid: 'Время должно быть в формате ЧЧ:ММ',
  timeZoneInvalid: 'Неизвестный часовой пояс',
  quietHoursHalf: 'Укажите и начало, и конец тихих часов',
  nothingToSave: 'Укажите, что изменить',
} as const;

/** Devices one user keeps subscribed; one more replaces their oldest. */
export const PUSH_DEVICES_MAX = 20;

/**
 * Notifications that also go out as a push (issue 35 §3: comments and replies, invitations, event
 * reminders and birthdays, friend requests); likes, reactions and the like only wait in the bell.
 * Each still follows its switch in the notification preferences.
 */
export const PUSHED_NOTIFICATION_TYPES = [
  'comment',
  'reply',
  'invitation',
  'friend_request',
  'event_reminder',
  'birthday_reminder',
] as const satisfies readonly (typeof NOTIFICATION_TYPES)[number][];

/** `GET /api/push/public-key`: the VAPID public key (base64url) the browser subscribes with. */
export const PushPublicKey = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

const base64url = (max: number) =>
  z
    .string()
    .max(max, { message: PUSH_TEXTS.keyInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: PUSH_TEXTS.keyInvalid });

/**
 * `POST /api/push/subscriptions`: what `PushSubscription.toJSON()` gives in the browser. The device
 * is named from the request's User-Agent, as sessions are.
 */
export const PushSubscriptionBody = z.object({
  endpoint: z.url({ message: PUSH_TEXTS.endpointInvalid }).max(2000, { message: PUSH_TEXTS.endpointInvalid }),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBody>;

/** One device that receives pushes; `endpoint` lets the browser find its own in the list. */
export const PushDevice = z.object({
  id: Id,
  endpoint: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
});
export type PushDevice = z.infer<typeof PushDevice>;
export const PushDevices = z.array(PushDevice);

/** What a push shows: the whole text, or only who wrote («Новое сообщение от Анны»). */
export const PUSH_PREVIEWS = ['full', 'no_text'] as const;
export type PushPreview = (typeof PUSH_PREVIEWS)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: PUSH_TEXTS.timeInvalid });

/** Whether a time zone name is one the runtime knows (`Europe/Moscow`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET|PUT /api/push/settings`. Quiet hours are wall-clock times in `time_zone` (both null: none);
 * `messages` turns pushes for chat messages on or off (the other kinds follow the notification
 * preferences).
 */
export const PushSettings = z.object({
  preview: z.enum(PUSH_PREVIEWS),
  messages: z.boolean(),
  quiet_from: clock.nullable(),
  quiet_to: clock.nullable(),
  time_zone: z.string(),
});
export type PushSettings = z.infer<typeof PushSettings>;

export const PushSettingsBody = PushSettings.partial()
  .extend({
    time_zone: z
      .string()
      .max(64, { message: PUSH_TEXTS.timeZoneInvalid })
      .refine(isTimeZone, { message: PUSH_TEXTS.timeZoneInvalid })
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: PUSH_TEXTS.nothingToSave })
  .refine((b) => (b.quiet_from === undefined) === (b.quiet_to === undefined), {
    message: PUSH_TEXTS.quietHoursHalf,
    path: ['quiet_to'],
  })
  .refine((b) => (b.quiet_from === null) === (b.quiet_to === null), {
    message: PUSH_TEXTS.quietHoursHalf,
    path: ['quiet_to'],
  });
export type PushSettingsBody = z.input<typeof PushSettingsBody>;

export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  preview: 'full',
  messages: true,
  quiet_from: null,
  quiet_to: null,
  time_zone: 'Europe/Moscow',
};

/** Minutes after midnight of `HH:MM`. */
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether `at` falls in the quiet hours `from`–`to` (wall-clock in `zone`); a span past midnight
 * (23:00–08:00) wraps. `from` equal to `to` is no quiet time at all.
 */
export function inQuietHours(at: Date, from: string | null, to: string | null, zone: string): boolean {
  if (!from || !to || from === to) return false;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: isTimeZone(zone) ? zone : 'Europe/Moscow',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  const now = hour * 60 + minute;
  const start = minutesOf(from);
  const end = minutesOf(to);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * What the service worker receives (JSON): the notification's title and body, a tag (one
 * notification per conversation is replaced, not stacked) and what tapping it opens — the web
 * app's `/open?kind=…&id=…` (a notification link, resolved by the app as in the bell).
 */
export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  url: string;
}
