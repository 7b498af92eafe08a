import type { ChatMessage } from '@krug/contract/chat';
import { type RefObject, useRef } from 'react';
import { notify } from '../../ui/toast.ts';
import type { MessageListHandle } from './MessageList.tsx';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

/** Tries `find` on each of the next `frames` animation frames; its first non-null answer, else null. */
async function within<T>(frames: number, find: () => T | null | false): Promise<T | null> {
  for (let i = 0; i < frames; i++) {
    const found = find();
    if (found) return found;
    await nextFrame();
  }
  return null;
}

/**
 * Goes to a message (the quote of a reply): loads older pages until it is there or there are no
 * more, has the virtualised list scroll to it (it is drawn once in view), and highlights it for
 * a moment.
 */
export function useJumpToMessage(
  current: { list: ChatMessage[]; hasMore: boolean },
  fetchOlder: () => Promise<{ list: ChatMessage[]; hasMore: boolean }>,
  listHandle: RefObject<MessageListHandle | null>,
  gone: string,
) {
  const now = useRef({ current, fetchOlder });
  now.current = { current, fetchOlder };
  return async (id: string) => {
    let { list, hasMore } = now.current.current;
    for (let pages = 0; pages < 50 && hasMore && !list.some((m) => m.id === id); pages++)
      ({ list, hasMore } = await now.current.fetchOlder());
    // The list takes the loaded pages on a later render.
    const inList = list.some((m) => m.id === id) && (await within(30, () => listHandle.current?.reveal(id)));
    const el = inList ? await within(30, () => document.getElementById(`msg-${id}`)) : null;
    if (!el) {
      notify({ type: 'info', message: gone });
      return;
    }
    el.classList.add('bg-primary-soft');
    setTimeout(() => el.classList.remove('bg-primary-soft'), 1500);
  };
}
