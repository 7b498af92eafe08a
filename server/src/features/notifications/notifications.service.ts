import type { Notification, NotificationsQuery, UnreadCount } from '@krug/contract/notifications';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/index.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { NotFound } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import type { LiveBus } from '../../platform/live.ts';
import { usersRepo } from '../users/users.repo.ts';
import { notificationsRepo } from './notifications.repo.ts';

type Query = z.output<typeof NotificationsQuery>;

/**
 * Kinds that say "this person feels so about that object": one per actor and object, so
 * like → unlike → like (or changing a reaction) leaves one notification, not one per click.
 */
const ONE_PER_ACTOR_AND_OBJECT: ReadonlySet<Notification['type']> = new Set(['like', 'reaction']);
export interface NewNotification {
  userId: string;
  /** Null for what the system itself tells the user. */
  actorId: string | null;
  type: Notification['type'];
  text: string;
  link: { kind: string; id: string } | null;
}

const toDto = (
  n: NotificationRow,
  actor: { firstName: string | null; lastName: string | null; profilePicture: string | null },
): Notification => ({
  id: n.id,
  type: n.type as Notification['type'],
  text: n.text,
  created_at: n.createdAt.toISOString(),
  is_read: n.isRead,
  actor:
    n.actorId && actor.firstName !== null
      ? {
          id: n.actorId,
          first_name: actor.firstName,
          last_name: actor.lastName ?? '',
          profile_picture: actor.profilePicture,
        }
      : null,
  link: n.linkKind && n.linkId ? { kind: n.linkKind, id: n.linkId } : null,
});

/** Notifications (CONTRACT §5): stored, listed, marked read, and pushed live to the recipient. */
export function createNotificationsService(deps: { db: Db; live: LiveBus }) {
  const { db, live } = deps;
  return {
    /** Never notifies people about their own actions. */
    async notify(n: NewNotification): Promise<void> {
      if (n.actorId && n.userId === n.actorId) return;
      const values = {
        userId: n.userId,
        actorId: n.actorId,
        type: n.type,
        text: n.text,
        linkKind: n.link?.kind ?? null,
        linkId: n.link?.id ?? null,
      };
      const row =
        n.actorId && ONE_PER_ACTOR_AND_OBJECT.has(n.type)
          ? await notificationsRepo.replace(db, { ...values, actorId: n.actorId })
          : await notificationsRepo.insert(db, values);
      const actor = n.actorId ? await usersRepo.findById(db, n.actorId) : undefined;
      await live.publish([n.userId], {
        type: 'notification',
        notification: toDto(row, {
          firstName: actor?.firstName ?? null,
          lastName: actor?.lastName ?? null,
          profilePicture: actor?.profilePicture ?? null,
        }),
      });
    },
    async list(userId: string, q: Query): Promise<Page<Notification>> {
      const rows = await notificationsRepo.list(db, userId, {
        unreadOnly: q.unread_only,
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      const { next } = page(
        rows.map((r) => r.n),
        q.limit,
      );
      return { items: rows.map((r) => toDto(r.n, r)), next };
    },
    async unreadCount(userId: string): Promise<UnreadCount> {
      return { count: await notificationsRepo.unreadCount(db, userId) };
    },
    async markRead(userId: string, id: string) {
      if (!(await notificationsRepo.markRead(db, userId, id))) throw new NotFound('Уведомление не найдено');
    },
    markAllRead: (userId: string) => notificationsRepo.markAllRead(db, userId),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
/** What other areas need to notify someone. */
export type Notifier = Pick<NotificationsService, 'notify'>;
