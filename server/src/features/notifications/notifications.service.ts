import {
  ALWAYS_ON_NOTIFICATIONS,
  type NotificationPreferences,
  type NotificationPreferencesBody,
} from '@krug/contract/notification-preferences';
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationsQuery,
  type UnreadCount,
} from '@krug/contract/notifications';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { NotFound } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import type { LiveBus } from '../../platform/live.ts';
import type { PushNotifier } from '../push/push.service.ts';
import { preferencesRepo } from './notification-preferences.repo.ts';
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

type Listed = NonNullable<Awaited<ReturnType<typeof notificationsRepo.byId>>>;

/** The link as the web follows it: a comment's carries its post; one whose comment is gone, none. */
function linkOf(r: Listed): Notification['link'] {
  const { linkKind: kind, linkId: id } = r.n;
  if (!kind || !id) return null;
  if (kind !== 'comment') return { kind, id };
  return r.commentPostId ? { kind, id, post_id: r.commentPostId } : null;
}

const toDto = (r: Listed): Notification => ({
  id: r.n.id,
  type: r.n.type as Notification['type'],
  text: r.n.text,
  created_at: r.n.createdAt.toISOString(),
  is_read: r.n.isRead,
  actor:
    r.n.actorId && r.firstName !== null
      ? {
          id: r.n.actorId,
          first_name: r.firstName,
          last_name: r.lastName ?? '',
          profile_picture: r.profilePicture,
        }
      : null,
  link: linkOf(r),
});

/** Notifications (CONTRACT §5): stored, listed, marked read, and pushed live to the recipient. */
export function createNotificationsService(deps: {
  db: Db;
  live: LiveBus;
  /** Told of each stored notification (Web Push, issue 35 §3). */
  push?: Pick<PushNotifier, 'notificationStored'>;
}) {
  const { db, live, push } = deps;
  /** Stores one notification the recipient wants and pushes it to their open sockets. */
  const store = async (n: NewNotification) => {
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
    const listed = await notificationsRepo.byId(db, row.id);
    if (listed) await live.publish([n.userId], { type: 'notification', notification: toDto(listed) });
    await push?.notificationStored({ userId: n.userId, id: row.id, type: n.type });
  };
  /** Every type, on unless the user turned it off. */
  const preferences = async (userId: string): Promise<NotificationPreferences> => {
    const off = await preferencesRepo.offFor(db, userId);
    return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, !off.has(t)])) as NotificationPreferences;
  };
  return {
    /**
     * Never notifies people about their own actions, nor about a type they turned off in settings
     * (the single point where notifications are made; see notifyMany for several recipients).
     */
    async notify(n: NewNotification): Promise<void> {
      if (n.actorId && n.userId === n.actorId) return;
      if ((await preferencesRepo.optedOut(db, [n.userId], n.type)).has(n.userId)) return;
      await store(n);
    },
    /**
     * The same notification for several recipients (all of one type): who turned the type off is
     * read in one query for all of them.
     */
    async notifyMany(list: NewNotification[]): Promise<void> {
      const wanted = list.filter((n) => !(n.actorId && n.userId === n.actorId));
      const off = new Set<string>();
      for (const type of new Set(wanted.map((n) => n.type))) {
        const ids = wanted.filter((n) => n.type === type).map((n) => n.userId);
        for (const id of await preferencesRepo.optedOut(db, ids, type)) off.add(`${type}:${id}`);
      }
      for (const n of wanted) if (!off.has(`${n.type}:${n.userId}`)) await store(n);
    },
    preferences,
    /** One notification as its push job needs it (null when it is gone). */
    async forPush(id: string) {
      const r = await notificationsRepo.forPush(db, id);
      if (!r) return null;
      const dto = toDto(r);
      return {
        userId: r.n.userId,
        type: dto.type,
        text: dto.text,
        isRead: dto.is_read,
        actor: dto.actor ? { ...dto.actor, gender: r.gender } : null,
        link: dto.link,
      };
    },
    async updatePreferences(
      userId: string,
      body: z.output<typeof NotificationPreferencesBody>,
    ): Promise<NotificationPreferences> {
      const on: string[] = [];
      const off: string[] = [];
      for (const t of NOTIFICATION_TYPES) {
        if (body[t] === true) on.push(t);
        else if (body[t] === false && !ALWAYS_ON_NOTIFICATIONS.includes(t)) off.push(t);
      }
      await preferencesRepo.set(db, userId, { on, off });
      return preferences(userId);
    },
    /** Takes back one actor's notification about an object (an unlike, a reaction removed). */
    async withdraw(n: {
      userId: string;
      actorId: string;
      type: Notification['type'];
      link: { kind: string; id: string };
    }) {
      await notificationsRepo.withdraw(db, {
        userId: n.userId,
        actorId: n.actorId,
        type: n.type,
        linkKind: n.link.kind,
        linkId: n.link.id,
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
      return { items: rows.map(toDto), next };
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
export type Notifier = Pick<NotificationsService, 'notify' | 'notifyMany'>;

/**
 * Notifications about a post and its comments go with it: called by the posts feature inside the
 * transaction that deletes the post (`tx`), before the delete.
 */
export const forgetNotificationsAboutPost = (tx: Db, postId: string) =>
  notificationsRepo.deleteAboutPost(tx, postId);

/** Notifications about a comment and its replies, inside the transaction that deletes it. */
export const forgetNotificationsAboutComment = (tx: Db, commentId: string) =>
  notificationsRepo.deleteAboutComment(tx, commentId);

/** What each of two people was told of the other's doing, inside the transaction of a block. */
export const forgetNotificationsBetween = (tx: Db, a: string, b: string) =>
  notificationsRepo.deleteBetween(tx, a, b);
