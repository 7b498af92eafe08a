import './texts.ts';
import './message-texts.ts';
import type { ChatGroupEntry, ChatMessage } from '@krug/contract/chat';
import type { ModuleKey } from '@krug/contract/modules';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MessagesSquare, Users } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { useOnline } from '../../lib/use-online.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { useLiveConnected } from '../live/live-status.ts';
import { personPath } from '../posts/post-path.ts';
import { registerReportsTexts } from '../reports/texts.ts';
import { useReport } from '../reports/use-report.tsx';
import { chatKeys, type Typing, useChatMutations, useGroupMembers, useMessages } from './api.ts';
import { GroupPanel } from './ChatSidebar.tsx';
import { Composer } from './Composer.tsx';
import { ForwardDialog } from './ForwardDialog.tsx';
import { groupTitle } from './GroupList.tsx';
import type { BubbleActions } from './MessageBubble.tsx';
import { MessageList, type MessageListHandle } from './MessageList.tsx';
import { useMessageActions } from './message-actions.ts';
import { OutboxList } from './OutboxList.tsx';
import { useSendMessage } from './outbox.ts';
import { ScrollToBottomButton } from './UnreadMarkers.tsx';
import { useJumpToMessage } from './use-jump-to-message.ts';
import { useUnreadScroll } from './use-unread-scroll.ts';

registerReportsTexts();

/** How long «печатает…» stays after a typing signal (senders repeat it every 2 s while typing). */
export const TYPING_SHOWN_MS = 4000;

/** Who is typing in the group now (another member, heard within TYPING_SHOWN_MS), or null. */
function useTyping(groupId: string, meId: string): Typing | null {
  const { data } = useQuery({
    queryKey: chatKeys.typing(groupId),
    queryFn: () => null as Typing | null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const at = data?.at;
  useEffect(() => {
    if (at === undefined) return;
    const left = at + TYPING_SHOWN_MS - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(tick, left + 10);
    return () => clearTimeout(timer);
  }, [at]);
  if (!data || data.user_id === meId || Date.now() - data.at >= TYPING_SHOWN_MS) return null;
  return data;
}

/** One group's messages and the composer; own messages sit on the right in the group colour. */
export function Conversation({
  entry,
  onBack,
  module,
}: {
  entry: ChatGroupEntry;
  onBack?: () => void;
  module?: ModuleKey;
}) {
  const { t } = useTranslation('chat');
  const { t: dm } = useTranslation('dm');
  const { t: tm } = useTranslation('chatmsg');
  const [report, reportDialog] = useReport();
  const me = useUser();
  const groupId = entry.group.id;
  const messages = useMessages(groupId);
  const { markRead } = useChatMutations();
  // A message the server refused stays as «Не отправлено» (OutboxList); the toast says why.
  const send = useSendMessage((_message, err) => failed(err));
  const direct = entry.group.group_type === 'DIRECT';
  const title = groupTitle(entry);
  const typing = useTyping(groupId, me.id);
  const [info, setInfo] = useState(false);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [forwarding, setForwarding] = useState<ChatMessage | null>(null);
  const members = useGroupMembers(groupId);
  const actions = useMessageActions();
  const [ask, confirmDialog] = useConfirm();
  const online = useOnline();
  const liveConnected = useLiveConnected();
  const flatten = (pages: { messages: ChatMessage[] }[]) => [...pages].reverse().flatMap((p) => p.messages);
  const list = messages.data ? flatten(messages.data.pages) : [];
  const marks = messages.data?.pages[0]?.read_marks;
  const listHandle = useRef<MessageListHandle>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // Opens at the first unread message (below «Новые сообщения»); «↓» when scrolled up (issue 31).
  const follow = useUnreadScroll({
    scroller,
    list: listHandle,
    messages: list,
    meId: me.id,
    unreadAtOpen: entry.unread_count,
    loaded: !messages.isPending,
  });
  const jump = useJumpToMessage(
    { list, hasMore: !!messages.hasNextPage },
    async () => {
      const r = await messages.fetchNextPage();
      return { list: r.data ? flatten(r.data.pages) : [], hasMore: !!r.hasNextPage };
    },
    listHandle,
    tm('originalGone'),
  );
  const failed = (err: unknown) => notify({ type: 'error', message: errorText(err, t('chat.sendFailed')) });
  const bubbleActions: BubbleActions = {
    reply: (m) => {
      setEditing(null);
      setReplyTo(m);
    },
    edit: (m) => {
      setReplyTo(null);
      setEditing(m);
    },
    remove: async (m) => {
      const ok = await ask({
        title: tm('deleteTitle'),
        description: tm('deleteText'),
        confirmLabel: tm('delete'),
        destructive: true,
      });
      if (ok) actions.remove.mutate(m, { onError: failed });
    },
    forward: setForwarding,
    react: (m, emoji) => actions.react.mutate({ message: m, emoji }, { onError: failed }),
    report: (m) => report({ type: 'message', id: m.id }),
    jump: (id) => void jump(id),
  };

  // Reading: on opening with unread messages, and whenever another member's message arrives while
  // the conversation is open and the tab is looked at (or when the tab is looked at again).
  const lastOtherId = list.findLast((m) => m.user_id !== me.id)?.id ?? null;
  const readMark = useRef<string | null | undefined>(undefined);
  const read = useRef(markRead.mutate);
  read.current = markRead.mutate;
  const unread = entry.unread_count;
  const loaded = !messages.isPending;
  useEffect(() => {
    if (!loaded) return;
    const sync = () => {
      if (document.visibilityState === 'hidden') return;
      if (unread === 0 && (readMark.current === undefined || readMark.current === lastOtherId)) {
        readMark.current = lastOtherId;
        return;
      }
      readMark.current = lastOtherId;
      read.current(groupId);
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [loaded, unread, lastOtherId, groupId]);

  return (
    <section aria-label={title} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-line px-4 py-3 max-md:pt-[max(0.75rem,env(safe-area-inset-top))]">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label={t('nav.backToChats')}
            className="-ml-2 inline-flex size-touch shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted md:hidden"
          >
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </button>
        ) : null}
        {direct ? <Avatar src={entry.peer?.profile_picture} name={title} size="md" decorative /> : null}
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            {direct && entry.peer && module ? (
              <Link to={personPath(module, entry.peer.id)} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          {/* «печатает…» replaces the subtitle while another member types; announced politely. */}
          <p className="truncate text-xs text-fg-faint" aria-live="polite">
            {!online ? (
              <span data-testid="connection-line">{tm('waitingForNetwork')}</span>
            ) : !liveConnected ? (
              <span data-testid="connection-line">{tm('connecting')}</span>
            ) : typing ? (
              <span className="font-medium text-primary-fg" data-testid="typing-indicator">
                {dm('typing', { name: typing.first_name })}
              </span>
            ) : direct ? (
              dm('direct')
            ) : (
              <>
                {t(`chat.groupTypes.${entry.group.group_type}`)} ·{' '}
                {t('chat.members', { n: entry.member_count })}
              </>
            )}
          </p>
        </div>
        {/* Wide screens show the group's panel beside the chat; narrower ones open it here. */}
        <button
          type="button"
          onClick={() => setInfo(true)}
          aria-label={t('chat.groupInfo')}
          title={t('chat.groupInfo')}
          className="-mr-2 inline-flex size-touch shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted lg:hidden"
        >
          <Users aria-hidden="true" className="h-5 w-5" />
        </button>
        <Dialog open={info} onOpenChange={setInfo} title={title} size="md">
          <div className="flex flex-col gap-4 pb-2">
            <GroupPanel entry={entry} />
          </div>
        </Dialog>
      </header>
      {/* No top padding: the list's rows are placed from its top (MessageList pads inside). */}
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-4 pb-3">
        {messages.isPending ? (
          <div className="pt-3">
            <ListSkeleton rows={4} />
          </div>
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} className="mt-3" />
        ) : list.length === 0 ? (
          <EmptyState icon={<MessagesSquare />} title={t('chat.empty')} className="border-none" />
        ) : (
          <MessageList
            messages={list}
            marks={marks}
            meId={me.id}
            admin={entry.user_role === 'ADMIN'}
            direct={direct}
            color={entry.group.color_code}
            actions={bubbleActions}
            anchorId={follow.anchorId}
            scroller={scroller}
            handle={listHandle}
            older={{ hasMore: !!messages.hasNextPage, load: () => void messages.fetchNextPage() }}
          />
        )}
        <OutboxList groupId={groupId} color={entry.group.color_code} onFailed={(_m, err) => failed(err)} />
        {follow.atBottom ? null : <ScrollToBottomButton unseen={follow.unseen} onClick={follow.toBottom} />}
        {reportDialog}
        {confirmDialog}
        <ForwardDialog message={forwarding} onClose={() => setForwarding(null)} />
      </div>
      <Composer
        groupId={groupId}
        meId={me.id}
        module={module}
        members={members.data ?? []}
        replyTo={replyTo}
        editing={editing}
        onCancel={() => {
          setReplyTo(null);
          setEditing(null);
        }}
        onSend={({ content, mentionIds, mediaIds }) => {
          // Into the outbox at once: sent now, or when the network returns (outbox.ts).
          send.mutate({
            groupId,
            content,
            clientKey: crypto.randomUUID(),
            replyTo: replyTo
              ? {
                  id: replyTo.id,
                  author_name: replyTo.sender
                    ? `${replyTo.sender.first_name} ${replyTo.sender.last_name}`
                    : null,
                  text: replyTo.content.slice(0, 100),
                  deleted: false,
                }
              : null,
            mentionIds,
            mediaIds,
          });
          setReplyTo(null);
        }}
        onSaveEdit={(m, content) => {
          setEditing(null);
          if (content !== m.content) actions.edit.mutate({ id: m.id, content }, { onError: failed });
        }}
      />
    </section>
  );
}
