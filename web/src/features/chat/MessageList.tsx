import './texts.ts';
import './message-texts.ts';
import type { ChatMessage, ReadMark } from '@krug/contract/chat';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useImperativeHandle, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type BubbleActions, MessageBubble, type RowProps } from './MessageBubble.tsx';
import { readersOf } from './message-cache.ts';
import { dayLabel, type ListRow, listRows } from './message-runs.ts';
import { NewMessagesSeparator } from './UnreadMarkers.tsx';

/** What the conversation asks of its list: scrolling to a message, the separator or the end. */
export interface MessageListHandle {
  /** Scrolls a loaded message to the middle of the view; false when it is not in the list. */
  reveal(id: string): boolean;
  /** Scrolls «Новые сообщения» to the top of the view; false when there is none. */
  toSeparator(): boolean;
  toEnd(behavior?: ScrollBehavior): void;
}

/** The room above the rows, and above them «Показать более ранние» while older pages exist. */
const TOP_PAD = 12;
const OLDER_ROOM = 48;

/** First guesses of a row's height; each row is measured once drawn. */
const estimate = (row: ListRow | undefined) =>
  !row
    ? 52
    : row.kind === 'new'
      ? 24
      : (row.first ? 72 : 52) + (row.day ? 40 : 0) + (row.message.attachments?.length ? 200 : 0);

/**
 * The conversation's messages (issue 31): day separators («Сегодня», «Вчера», «12 ноября») and
 * runs of one author per minute; the newest at the bottom; «Новые сообщения» goes above
 * `anchorId` (the first unread at opening). Virtualised (@tanstack/react-virtual over the
 * conversation's scroller, rows measured as drawn): only the rows in view and a few around them
 * are in the DOM, so a conversation of thousands of messages stays light. Loading older pages
 * keeps the rows in view where they were (`anchorTo: 'end'`); where the view goes otherwise is
 * use-unread-scroll's call, through `handle`.
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
  scroller,
  handle,
  older,
}: {
  messages: ChatMessage[];
  marks: ReadMark[] | undefined;
  meId: string;
  admin: boolean;
  direct: boolean;
  color: string;
  actions: BubbleActions;
  anchorId: string | null;
  scroller: RefObject<HTMLElement | null>;
  handle: RefObject<MessageListHandle | null>;
  /**
   * Older pages: «Показать более ранние» sits in the room above the rows while there are some
   * (not a row itself, so the rows in view stay the reading anchor when a page goes in above).
   */
  older: { hasMore: boolean; load(): void };
}) {
  const { t } = useTranslation('chatmsg');
  const { t: tc } = useTranslation('chat');
  const words = { today: t('today'), yesterday: t('yesterday') };
  const rows = useMemo(() => listRows(messages, anchorId), [messages, anchorId]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => estimate(rows[i]),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 6,
    gap: 4,
    paddingStart: older.hasMore ? OLDER_ROOM : TOP_PAD,
    anchorTo: 'end',
  });
  // A row that starts above the view or in its top strip (the room of «Показать более ранние»)
  // moves the view by how much it grew or shrank: the rows below it, which the reader looks at,
  // stay in place, e.g. when a page of older messages goes in above them (its rows drawn for the
  // first time) and the day separator moves from the first row to an older one (that row shrinks).
  // Not while the reader scrolls up through rows measured before (the library's rule).
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, v) => {
    const line = (v.scrollOffset ?? 0) + OLDER_ROOM;
    return v.itemSizeCache.has(item.key)
      ? item.start <= line && v.scrollDirection !== 'backward'
      : item.start < line;
  };
  useImperativeHandle(
    handle,
    () => ({
      reveal: (id) => {
        const index = rows.findIndex((r) => r.kind === 'message' && r.message.id === id);
        if (index < 0) return false;
        virtualizer.scrollToIndex(index, { align: 'center' });
        return true;
      },
      toSeparator: () => {
        const index = rows.findIndex((r) => r.kind === 'new');
        if (index < 0) return false;
        virtualizer.scrollToIndex(index, { align: 'start' });
        return true;
      },
      toEnd: (behavior = 'auto') => virtualizer.scrollToEnd({ behavior }),
    }),
    [rows, virtualizer],
  );

  return (
    <ol className="relative" style={{ height: virtualizer.getTotalSize() }} aria-live="polite">
      {older.hasMore ? (
        <li
          className="absolute top-0 left-0 flex w-full items-center justify-center"
          style={{ height: OLDER_ROOM }}
        >
          <button type="button" className="text-sm text-primary-fg underline" onClick={older.load}>
            {tc('chat.older')}
          </button>
        </li>
      ) : null}
      {virtualizer.getVirtualItems().map((v) => {
        const row = rows[v.index] as ListRow;
        const props: RowProps = {
          ref: virtualizer.measureElement,
          'data-index': v.index,
          'aria-posinset': v.index + 1,
          'aria-setsize': rows.length,
          style: {
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${v.start}px)`,
          },
        };
        if (row.kind === 'new') return <NewMessagesSeparator key={row.key} row={props} />;
        return (
          <MessageBubble
            key={row.key}
            row={props}
            day={
              row.day ? (
                <p className="flex justify-center py-2" data-testid="day-separator">
                  <span className="rounded-full bg-surface-muted px-3 py-0.5 text-xs text-fg-subtle">
                    {dayLabel(row.day, words)}
                  </span>
                </p>
              ) : null
            }
            message={row.message}
            first={row.first || row.message.id === anchorId}
            meId={meId}
            admin={admin}
            direct={direct}
            color={color}
            readers={row.message.user_id === meId ? readersOf(row.message, marks) : []}
            actions={actions}
          />
        );
      })}
    </ol>
  );
}
