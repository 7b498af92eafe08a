import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notifications.ts';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PREFERENCE_TEXTS = {
  unknownType: 'Неизвестный тип уведомления',
  notBoolean: 'Значение должно быть true или false',
  nothing: 'Укажите хотя бы один тип уведомления',
  locked: 'Это уведомление нельзя отключить',
} as const;

/**
 * Types that stay on whatever the user chooses (issue 20): an invitation to a family or household
 * asks for the invitee's consent (issue 16) and the ready data export is the answer to the user's
 * own request; turning them off would leave a request nobody sees.
 */
export const ALWAYS_ON_NOTIFICATIONS: readonly NotificationType[] = ['invitation', 'data_export_ready'];

/**
 * How settings groups the types for people. A type missing here (one added later) is shown in
 * «Другое», so every type always has its switch.
 */
export const NOTIFICATION_GROUPS = {
  reactions: ['like', 'reaction'],
  comments: ['comment', 'reply'],
  friends: ['friend_request', 'friend_accepted'],
  family: [
    'invitation',
    'invitation_answered',
    'family_added',
    'household_added',
    'chore_reminder',
    'album_shared',
  ],
  organizations: ['organization_added', 'join_request', 'request_decided'],
  chat: ['group_added', 'chat_mention', 'event_reminder', 'birthday_reminder'],
  account: ['data_export_ready', 'report_resolved'],
} as const satisfies Record<string, readonly NotificationType[]>;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS | 'other';

/** Every type in the enum, in groups: the listed groups, then whatever no group lists. */
export function notificationGroups(): { group: NotificationGroup; types: NotificationType[] }[] {
  const listed = new Set<string>(Object.values(NOTIFICATION_GROUPS).flat());
  const groups: { group: NotificationGroup; types: NotificationType[] }[] = Object.entries(
    NOTIFICATION_GROUPS,
  ).map(([group, types]) => ({
    group: group as NotificationGroup,
    types: (types as readonly NotificationType[]).filter((t) => NOTIFICATION_TYPES.includes(t)),
  }));
  const other = NOTIFICATION_TYPES.filter((t) => !listed.has(t));
  if (other.length) groups.push({ group: 'other', types: [...other] });
  return groups;
}

const shape = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, z.boolean()])) as Record<
  NotificationType,
  z.ZodBoolean
>;

/** `GET /api/users/notification-preferences`: every type, `true` when it is on. */
export const NotificationPreferences = z.object(shape);
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

const optionalShape = Object.fromEntries(
  NOTIFICATION_TYPES.map((t) => [
    t,
    z.boolean({ message: NOTIFICATION_PREFERENCE_TEXTS.notBoolean }).optional(),
  ]),
) as Record<NotificationType, z.ZodOptional<z.ZodBoolean>>;

/**
 * `PUT /api/users/notification-preferences`: any types, on or off; the others stay as they are.
 * An unknown type is 422, and so is turning off one of ALWAYS_ON_NOTIFICATIONS.
 */
export const NotificationPreferencesBody = z
  .strictObject(optionalShape, { message: NOTIFICATION_PREFERENCE_TEXTS.unknownType })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: NOTIFICATION_PREFERENCE_TEXTS.nothing,
  })
  .superRefine((b, ctx) => {
    for (const t of ALWAYS_ON_NOTIFICATIONS)
      if (b[t] === false)
        ctx.addIssue({ code: 'custom', message: NOTIFICATION_PREFERENCE_TEXTS.locked, path: [t] });
  });
export type NotificationPreferencesBody = z.input<typeof NotificationPreferencesBody>;
