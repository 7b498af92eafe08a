import { z } from 'zod';
import { Id } from './common.ts';
import { PageQuery } from './pagination.ts';

export const NOTIFICATION_TYPES = [
  'comment',
  'reply',
  'like',
  'reaction',
  'family_added',
  'household_added',
  'group_added',
  'organization_added',
  'join_request',
  'request_decided',
  /** An invitation to a family or household (link kind `invitations`, id = the invitation). */
  'invitation',
  /** The invitee accepted or declined (sent to whoever invited). */
  'invitation_answered',
  /** Someone asks to be friends (link kind `friend_requests`, id = the request). */
  'friend_request',
  /** The addressee accepted your friend request (link kind `person`, id = that person). */
  'friend_accepted',
  /** «Скачать мои данные» is ready (link kind `data_export`, id = the export; opens settings). */
  'data_export_ready',
  /** A reminder the member set before an event (link kind `chat_group`, id = the event's group). */
  'event_reminder',
  /** Tomorrow is a family member's birthday (link kind `family`, id = the family). */
  'birthday_reminder',
  /** A chore is due (issue 34; link kind `chores`, id = the family or household, `family:<id>` / `household:<id>`). */
  'chore_reminder',
  /** An admin decided on the user's report (CONTRACT §8); no link. */
  'report_resolved',
  /** A member named the user with «@» in a chat message (issue 31; link kind `chat_group`). */
  'chat_mention',
  /** An album was shared with a circle of the user's (issue 32 item 14; link kind `album`, id = the album). */
  'album_shared',
] as const;

/** CONTRACT §5 notification shape. */
export const Notification = z.object({
  id: Id,
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  /** Who did it; `profile_picture` is their photo's public path. Null for system notices. */
  actor: z
    .object({ id: Id, first_name: z.string(), last_name: z.string(), profile_picture: z.string().nullable() })
    .nullable(),
  /**
   * What it is about: `post`, `comment` (with `post_id`, the post it is on), `invitations`,
   * `family`, `household`, `chat_group` or `organization`. Null when there is nothing to open.
   */
  link: z.object({ kind: z.string(), id: z.string(), post_id: Id.optional() }).nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = PageQuery.extend({
  unread_only: z
    .enum(['true', 'false'], { message: 'unread_only: true или false' })
    .optional()
    .transform((v) => v === 'true'),
});
/** CONTRACT §5: a bare array; the next page's address travels in the `Link` header (rel="next"). */
export const NotificationsResponse = z
  .array(Notification)
  .describe(
    'A bare array; the next page is linked in the Link header (rel="next"), absent on the last page.',
  );
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/** `GET /api/notifications/unread-count`, for the bell. */
export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;
