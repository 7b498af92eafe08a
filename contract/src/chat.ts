import type { ScheduledAction } from './chat-events.ts';
import type { ChatMessage, MessageReaction, ReadMark } from './chat-messages.ts';
import {
  ADD_MEMBERS_MAX,
  CHAT_TEXTS,
  CREATABLE_GROUP_TYPES,
  DIRECT_TEXTS,
  GROUP_TYPE_LABELS,
  GROUP_TYPES,
  type GroupType,
  INVITEE_MAX_LENGTH,
  INVITEE_TEXTS,
  INVITEES_MAX,
  INVITEES_TEXT_MAX_LENGTH,
  MESSAGE_DELETE_WINDOW_HOURS,
  MESSAGE_EDIT_WINDOW_HOURS,
  MESSAGE_MAX,
  MESSAGE_TEXTS,
  QUOTE_CHARS,
} from './chat-texts.ts';
import type { HomeLiveEvent } from './home.ts';

export * from './chat-events.ts';
export * from './chat-groups.ts';
export * from './chat-messages.ts';
export {
  ADD_MEMBERS_MAX,
  CHAT_TEXTS,
  CREATABLE_GROUP_TYPES,
  DIRECT_TEXTS,
  GROUP_TYPE_LABELS,
  GROUP_TYPES,
  type GroupType,
  INVITEE_MAX_LENGTH,
  INVITEE_TEXTS,
  INVITEES_MAX,
  INVITEES_TEXT_MAX_LENGTH,
  MESSAGE_DELETE_WINDOW_HOURS,
  MESSAGE_EDIT_WINDOW_HOURS,
  MESSAGE_MAX,
  MESSAGE_TEXTS,
  QUOTE_CHARS,
};

/** Group list time label (spec §9): within 24 h the time; within 7 days the short weekday; else day and month. */
export function groupTimeLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const age = now.getTime() - date.getTime();
  if (age < 24 * 3600_000) return date.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });
  if (age < 7 * 24 * 3600_000) return date.toLocaleDateString('ru-RU', { weekday: 'short' });
  return date.toLocaleDateString('ru-RU', { day: 'numeric', month: 'short' });
}

/**
 * What the web app says on GET /api/ws (issue 35 §3): the conversation this tab shows while it is
 * visible (`group_id: null` when none), so no push goes out for a chat being read.
 */
export type LiveClientFrame = { type: 'viewing'; group_id: string | null };

/** Live events pushed on GET /api/ws (CONTRACT §5). */
export type LiveEvent =
  | {
      type: 'chat.message';
      group_id: string;
      message: ChatMessage;
      /**
       * The key the sender's device made for this message (its outbox's), when it sent one: the
       * sender's tabs recognise their own message arriving live before the send's answer, and show
       * it once. A random id made for one message; it tells the other members nothing.
       */
      client_key?: string;
    }
  | { type: 'event.changed'; group_id: string; event: ScheduledAction }
  /** An event (a whole series) was deleted (issue 21). */
  | { type: 'event.deleted'; group_id: string; event_id: string }
  | { type: 'notification'; notification: unknown }
  | { type: 'chat.refetch'; group_id: string }
  /** The user was added to a group (created with them, or added later): it joins their list. */
  | { type: 'chat.group_added'; group_id: string }
  /** The user left (or was removed from) a group: it leaves their list. */
  | { type: 'chat.group_removed'; group_id: string }
  /** Someone joined or left a group the user is in: its members and count change. */
  | { type: 'chat.members_changed'; group_id: string }
  /** The user read a group in another tab or device: unread badges follow. */
  | { type: 'chat.read'; group_id: string; unread_count: number }
  /** Another member is typing in a group (at most one every 2 s per person and group). */
  | { type: 'chat.typing'; group_id: string; user_id: string; first_name: string }
  /** A message's text was edited (issue 31). */
  | { type: 'chat.message_edited'; group_id: string; message_id: string; content: string; edited_at: string }
  /** A message was deleted for everyone (issue 31). */
  | { type: 'chat.message_deleted'; group_id: string; message_id: string }
  /** A message's reactions changed; `user_id` reacted with `emoji` (null: took theirs back). */
  | {
      type: 'chat.reactions';
      group_id: string;
      message_id: string;
      reactions: MessageReaction[];
      user_id: string;
      emoji: string | null;
    }
  /** Another member read the group up to `last_read_at`: the ticks of own messages follow. */
  | { type: 'chat.read_mark'; group_id: string; mark: ReadMark }
  | { type: 'ready' }
  /**
   * The user's password changed: every open socket closes and reconnects with the current token.
   * With `session_ids`, only the sockets of those sessions close (they were signed out).
   */
  | { type: 'session.ended'; session_ids?: string[] }
  /** A friend of the user came online (first live socket) or went offline (last one closed). */
  | { type: 'presence.changed'; user_id: string; online: boolean; last_seen_at?: string | null }
  /** A shared list, chores or the meal plan of a family or household changed (issue 34 §2). */
  | HomeLiveEvent;
