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
] as const;

/** CONTRACT §5 notification shape. */
export const Notification = z.object({
  id: Id,
  type: z.enum(NOTIFICATION_TYPES),
  text: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  actor: z.object({ id: Id, first_name: z.string(), last_name: z.string() }).nullable(),
  link: z.object({ kind: z.string(), id: z.string() }).nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = PageQuery.extend({
  unread_only: z
    .enum(['true', 'false'], { message: 'unread_only: true или false' })
    .optional()
    .transform((v) => v === 'true'),
});
export const NotificationsResponse = z.object({
  notifications: z.array(Notification),
  next_cursor: z.string().nullable(),
  unread_count: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;
