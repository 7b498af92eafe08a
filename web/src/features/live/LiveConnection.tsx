import type { LiveEvent } from '@krug/contract/chat';
import type { Notification } from '@krug/contract/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { tokenStore } from '../../lib/api.ts';
import { useSession } from '../auth/session.tsx';
import { addMessageToCache, chatKeys, groupsChanged, unreadChanged } from '../chat/api.ts';
import { messageEventArrived, ownMessageArrived } from '../chat/message-cache.ts';
import { homeChanged, homeKeys } from '../home/api.ts';
import { invitationKeys } from '../invitations/api.ts';
import { notificationArrived, notificationKeys } from '../notifications/api.ts';
import { liveStatus } from './live-status.ts';
import { chatViewing, viewingFrame } from './viewing.ts';

/**
 * What live events keep current by reading again (prefixes of query keys): read again when a
 * connection starts listening after they were read, since an event in between was never heard.
 * Not the open conversation's messages: live events change those in place (a read mark, an edit,
 * a reaction), and a page read again at `ready` would answer after them and put them back; the
 * reconnect path (attempt > 0) reads them again, and a message of the gap shows with the next
 * read of the page.
 */
const LIVE_FED: readonly (readonly string[])[] = [
  notificationKeys.unreadCount,
  chatKeys.groups,
  chatKeys.unread,
  ['chat', 'events'],
  ['chat', 'members'],
  ['people', 'online'],
  homeKeys.all,
  invitationKeys.all,
];

/** Close code of a socket the server closed because the user opened too many (server WS_CLOSE). */
const LIVE_CLOSE_TOO_MANY = 4008;

/**
 * Keeps one WebSocket to /api/ws while signed in and folds pushed events into the query cache.
 * After a dropped connection it reconnects (backing off up to 30 s) and refetches chat data, so
 * whatever arrived meanwhile is shown. On a first connection, what live events keep current by
 * reading again (the bell's figure, the chat list, events, lists…) is read again if it was read
 * before the server started listening: an event that came between the page's first reads and
 * `ready` would otherwise never show.
 */
export function LiveConnection() {
  const { status, refresh, user } = useSession();
  const meRef = useRef(user?.id);
  meRef.current = user?.id;
  // Read at close time, so a new function identity never reopens the socket.
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'signed-in' || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let closed = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let removeVisibilityListener: (() => void) | undefined;

    const onEvent = (event: LiveEvent) => {
      if (event.type === 'chat.message') {
        addMessageToCache(queryClient, event.message);
        // My own message, live before the send's answer: it shows here, not also as «отправляется».
        if (event.client_key && event.message.user_id === meRef.current)
          ownMessageArrived(queryClient, event.client_key);
        void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
        unreadChanged(queryClient);
        // Their message ends their «печатает…».
        queryClient.setQueryData(chatKeys.typing(event.group_id), null);
      } else if (messageEventArrived(queryClient, event, meRef.current)) {
        // Edited or deleted: the group list's preview may follow (issue 31).
        if (event.type === 'chat.message_edited' || event.type === 'chat.message_deleted')
          void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
      } else if (event.type === 'chat.read') {
        unreadChanged(queryClient, event);
      } else if (event.type === 'chat.typing') {
        queryClient.setQueryData(chatKeys.typing(event.group_id), { ...event, at: Date.now() });
      } else if (event.type === 'chat.refetch') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.messages(event.group_id) });
      } else if (
        event.type === 'chat.group_added' ||
        event.type === 'chat.group_removed' ||
        event.type === 'chat.members_changed'
      ) {
        groupsChanged(queryClient, event);
      } else if (event.type === 'event.changed' || event.type === 'event.deleted') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.events(event.group_id) });
      } else if (event.type === 'presence.changed') {
        // Friends online refetches; an open page of that person shows it at once.
        void queryClient.invalidateQueries({ queryKey: ['people', 'online'] });
        queryClient.setQueryData(
          ['people', 'person', event.user_id],
          (p: object | undefined) =>
            p && { ...p, online: event.online, last_seen_at: event.last_seen_at ?? null },
        );
      } else if (event.type === 'home.changed') {
        homeChanged(queryClient, event);
      } else if (event.type === 'notification') {
        notificationArrived(queryClient);
        // An invitation (or its answer) changes the pending list and its badges.
        if ((event.notification as Notification | null)?.link?.kind === 'invitations')
          void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      }
    };

    // The conversation in view (issue 35): no push for it while this tab shows it. Told once the
    // server said `ready` (it listens from then on), and again on every change.
    let told: string | null = null;
    let ready = false;
    const tellViewing = () => {
      const frame = viewingFrame();
      if (!ready || socket?.readyState !== WebSocket.OPEN || frame === told) return;
      socket.send(frame);
      told = frame;
    };
    const stopViewing = chatViewing.subscribe(tellViewing);
    document.addEventListener('visibilitychange', tellViewing);

    /** Live-fed data read before this socket opened is read again once it listens. */
    const catchUp = (openedAt: number) =>
      void queryClient.invalidateQueries({
        predicate: (q) =>
          q.state.dataUpdatedAt < openedAt &&
          LIVE_FED.some((key) => key.every((part, i) => q.queryKey[i] === part)),
      });

    const connect = () => {
      told = null;
      ready = false;
      const openedAt = Date.now();
      const token = tokenStore.get();
      if (!token || closed) return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}/api/ws?token=${encodeURIComponent(token)}`);
      socket.onmessage = (msg) => {
        try {
          const event = JSON.parse(String(msg.data)) as LiveEvent;
          if (event.type === 'ready') {
            if (attempt > 0) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
            else catchUp(openedAt);
            attempt = 0;
            ready = true;
            liveStatus.set(true);
            tellViewing();
          } else onEvent(event);
        } catch (err) {
          console.error('Bad live event', err);
        }
      };
      socket.onclose = (e) => {
        if (closed) return;
        liveStatus.set(false);
        // The token is no longer accepted (e.g. the password was changed elsewhere): re-checking
        // the session signs this device out.
        if (e.code === 4401) {
          void refreshRef.current();
          return;
        }
        // The user opened more tabs than the server keeps sockets for, and this was the oldest:
        // reconnecting at once would push out another tab, so wait until this one is looked at.
        if (e.code === LIVE_CLOSE_TOO_MANY) {
          const onVisible = () => {
            if (document.visibilityState !== 'visible') return;
            document.removeEventListener('visibilitychange', onVisible);
            removeVisibilityListener = undefined;
            attempt = 1;
            connect();
          };
          document.addEventListener('visibilitychange', onVisible);
          removeVisibilityListener = () => document.removeEventListener('visibilitychange', onVisible);
          return;
        }
        attempt += 1;
        timer = setTimeout(connect, Math.min(30_000, 500 * 2 ** attempt));
      };
    };
    connect();
    return () => {
      closed = true;
      liveStatus.set(true);
      stopViewing();
      document.removeEventListener('visibilitychange', tellViewing);
      if (timer) clearTimeout(timer);
      removeVisibilityListener?.();
      socket?.close();
    };
  }, [status, queryClient]);
  return null;
}
