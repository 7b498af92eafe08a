import type { ChatMessage } from '@krug/contract/chat';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MessageListHandle } from './MessageList.tsx';

/** Within this many pixels of the end the reader counts as at the bottom (new messages scroll in). */
const NEAR_BOTTOM_PX = 120;

/**
 * Where a conversation opens and follows (issue 31): at the first unread message (the one the
 * «Новые сообщения» separator goes above), else at the end; new messages scroll in only when the
 * reader is at the bottom, otherwise they are counted for the «↓» button. The virtualised list
 * (`list`) does the scrolling: it knows where rows are that are not drawn.
 */
export function useUnreadScroll(opts: {
  scroller: RefObject<HTMLElement | null>;
  list: RefObject<MessageListHandle | null>;
  messages: readonly Pick<ChatMessage, 'id' | 'user_id'>[];
  meId: string;
  /** The group's unread count when the conversation opened. */
  unreadAtOpen: number;
  loaded: boolean;
}) {
  const { scroller, list, messages, meId, unreadAtOpen, loaded } = opts;
  // Fixed once the first page is there: reading the messages must not move the separator.
  const [anchorId, setAnchorId] = useState<string | null | undefined>(undefined);
  const [atBottom, setAtBottom] = useState(true);
  const seenUpTo = useRef<string | null>(null);
  const lastId = messages.at(-1)?.id ?? null;

  useLayoutEffect(() => {
    if (!loaded || anchorId !== undefined) return;
    const others = messages.filter((m) => m.user_id !== meId);
    const first = unreadAtOpen > 0 ? others[Math.max(0, others.length - unreadAtOpen)] : undefined;
    setAnchorId(first?.id ?? null);
    const index = first ? messages.findIndex((m) => m.id === first.id) : -1;
    seenUpTo.current = index > 0 ? (messages[index - 1]?.id ?? null) : first ? null : lastId;
  }, [loaded, anchorId, messages, meId, unreadAtOpen, lastId]);

  // Opening: the separator at the top of the view, or the end. Later: follow only at the bottom.
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (anchorId === undefined || !lastId) return;
    if (!opened.current) {
      opened.current = true;
      if (!(anchorId && list.current?.toSeparator())) list.current?.toEnd();
      return;
    }
    if (!atBottom) return;
    list.current?.toEnd();
    seenUpTo.current = lastId;
  }, [anchorId, lastId, atBottom, list]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      const near = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
      setAtBottom(near);
      if (near) seenUpTo.current = lastId;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [scroller, lastId]);

  const seenIndex = seenUpTo.current ? messages.findIndex((m) => m.id === seenUpTo.current) : -1;
  const unseen = atBottom ? 0 : messages.slice(seenIndex + 1).filter((m) => m.user_id !== meId).length;
  return {
    /** The first unread message at opening (the separator goes above it), null when none. */
    anchorId: anchorId ?? null,
    atBottom,
    /** Others' messages below the view that the reader has not scrolled to. */
    unseen,
    toBottom: () => list.current?.toEnd('smooth'),
  };
}
