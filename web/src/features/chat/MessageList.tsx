import './message-texts.ts';
import type { ChatMessage, ReadMark } from '@krug/contract/chat';
import { Fragment, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/toast.ts';
import { type BubbleActions, MessageBubble } from './MessageBubble.tsx';
import { readersOf } from './message-cache.ts';
import { dayLabel, listItems } from './message-runs.ts';
import { NewMessagesSeparator } from './UnreadMarkers.tsx';

/**
 * The conversation's messages (issue 31): day separators («Сегодня», «Вчера», «12 ноября») and
 * runs of one author per minute; the newest at the bottom. «Новые сообщения» goes above
 * `anchorId` (the first unread at opening); the conversation scrolls to `bottom` (use-unread-scroll).
 */
export function MessageList({
  messages,
  marks,
  meId,
  admin,
  direct,
  color,
  actions,
  anchorId,
  bottom,
}: {
  messages: ChatMessage[];
  marks: ReadMark[] | undefined;
  meId: string;
  admin: boolean;
  direct: boolean;
  color: string;
  actions: BubbleActions;
  anchorId: string | null;
  bottom: RefObject<HTMLLIElement | null>;
}) {
  const { t } = useTranslation('chatmsg');
  const words = { today: t('today'), yesterday: t('yesterday') };
  return (
    <ol className="flex flex-col gap-1" aria-live="polite">
      {listItems(messages).map((item) =>
        item.kind === 'day' ? (
          <li key={item.key} className="my-2 flex justify-center" data-testid="day-separator">
            <span className="rounded-full bg-surface-muted px-3 py-0.5 text-xs text-fg-subtle">
              {dayLabel(item.iso, words)}
            </span>
          </li>
        ) : (
          <Fragment key={item.key}>
            {item.message.id === anchorId ? <NewMessagesSeparator /> : null}
            <MessageBubble
              message={item.message}
              first={item.first || item.message.id === anchorId}
              meId={meId}
              admin={admin}
              direct={direct}
              color={color}
              readers={item.message.user_id === meId ? readersOf(item.message, marks) : []}
              actions={actions}
            />
          </Fragment>
        ),
      )}
      <li ref={bottom} aria-hidden="true" />
    </ol>
  );
}

/**
 * Goes to a message (the quote of a reply): loads older pages until it is there or there are no
 * more, then scrolls to it and highlights it for a moment.
 */
export function useJumpToMessage(
  current: { list: ChatMessage[]; hasMore: boolean },
  fetchOlder: () => Promise<{ list: ChatMessage[]; hasMore: boolean }>,
  gone: string,
) {
  const now = useRef({ current, fetchOlder });
  now.current = { current, fetchOlder };
  return async (id: string) => {
    let { list, hasMore } = now.current.current;
    for (let pages = 0; pages < 50 && hasMore && !list.some((m) => m.id === id); pages++)
      ({ list, hasMore } = await now.current.fetchOlder());
    // The list renders the loaded page on the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const el = document.getElementById(`msg-${id}`);
    if (!el) {
      notify({ type: 'info', message: gone });
      return;
    }
    el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    el.classList.add('bg-primary-soft');
    setTimeout(() => el.classList.remove('bg-primary-soft'), 1500);
  };
}
