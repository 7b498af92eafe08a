import type { ChatMessage, LiveEvent, MessageReaction, ReadMark } from '@krug/contract/chat';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './api.ts';

/** A cached page of messages; the newest page (index 0) carries the others' read marks. */
export interface CachedPage {
  messages: ChatMessage[];
  next_cursor: string | null;
  read_marks?: ReadMark[];
}
type Cached = { pages: CachedPage[]; pageParams: unknown[] };

/** Applies `change` to every cached message of the group (a message and the quotes of it). */
export function updateMessages(
  queryClient: QueryClient,
  groupId: string,
  change: (m: ChatMessage) => ChatMessage,
) {
  queryClient.setQueryData<Cached>(chatKeys.messages(groupId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, messages: p.messages.map(change) })) } : data,
  );
}

/** The new text of a message (and of the quotes of it in replies), marked «изменено». */
export function messageEdited(
  queryClient: QueryClient,
  e: { group_id: string; message_id: string; content: string; edited_at: string },
) {
  updateMessages(queryClient, e.group_id, (m) => {
    if (m.id === e.message_id) return { ...m, content: e.content, edited_at: e.edited_at };
    if (m.reply_to?.id === e.message_id) return { ...m, reply_to: { ...m.reply_to, text: quote(e.content) } };
    return m;
  });
}

const quote = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/** «Сообщение удалено»: the message and the quotes of it. */
export function messageDeleted(queryClient: QueryClient, e: { group_id: string; message_id: string }) {
  updateMessages(queryClient, e.group_id, (m) => {
    if (m.id === e.message_id) return { ...m, content: '', deleted: true, reactions: [], my_reaction: null };
    if (m.reply_to?.id === e.message_id)
      return { ...m, reply_to: { ...m.reply_to, text: '', deleted: true } };
    return m;
  });
}

/** New counts of a message's reactions; the viewer's own follows when it was theirs. */
export function reactionsChanged(
  queryClient: QueryClient,
  e: {
    group_id: string;
    message_id: string;
    reactions: MessageReaction[];
    user_id?: string;
    emoji?: string | null;
  },
  meId?: string,
) {
  updateMessages(queryClient, e.group_id, (m) =>
    m.id === e.message_id
      ? {
          ...m,
          reactions: e.reactions,
          my_reaction:
            e.user_id !== undefined && e.user_id === meId ? (e.emoji ?? null) : (m.my_reaction ?? null),
        }
      : m,
  );
}

/** Another member's read mark moved: the ticks of own messages follow. */
export function readMarkMoved(queryClient: QueryClient, groupId: string, mark: ReadMark) {
  queryClient.setQueryData<Cached>(chatKeys.messages(groupId), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const marks = (first.read_marks ?? []).filter((r) => r.user_id !== mark.user_id);
    return { ...data, pages: [{ ...first, read_marks: [...marks, mark] }, ...rest] };
  });
}

/** The live events of issue 31, folded into the cache (LiveConnection calls this). */
export function messageEventArrived(queryClient: QueryClient, event: LiveEvent, meId?: string): boolean {
  if (event.type === 'chat.message_edited') messageEdited(queryClient, event);
  else if (event.type === 'chat.message_deleted') messageDeleted(queryClient, event);
  else if (event.type === 'chat.reactions') reactionsChanged(queryClient, event, meId);
  else if (event.type === 'chat.read_mark') readMarkMoved(queryClient, event.group_id, event.mark);
  else return false;
  return true;
}

/** Who of the others read a message of the viewer's (their read mark is at or after it). */
export function readersOf(message: ChatMessage, marks: ReadMark[] | undefined): ReadMark[] {
  return (marks ?? []).filter((r) => r.last_read_at >= message.created_at);
}

/**
 * Keys of this device's messages whose live copy came before the send's answer: the conversation
 * shows that copy, so the outbox row is hidden (a message shows once) until the answer ends it.
 */
export const arrivedKey = [...chatKeys.all, 'arrived'] as const;

/** The live copy of one of my messages arrived (its `client_key` from the live event). */
export const ownMessageArrived = (queryClient: QueryClient, clientKey: string) =>
  queryClient.setQueryData<string[]>(arrivedKey, (keys = []) =>
    keys.includes(clientKey) ? keys : [...keys, clientKey],
  );

export const forgetArrived = (queryClient: QueryClient, clientKey: string) =>
  queryClient.setQueryData<string[]>(arrivedKey, (keys = []) => keys.filter((k) => k !== clientKey));
