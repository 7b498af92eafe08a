import './texts.ts';
import type { ChatGroupEntry } from '@krug/contract/chat';
import type { ModuleKey } from '@krug/contract/modules';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Flag, MessagesSquare, Send, Users } from 'lucide-react';
import { Fragment, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { textOn } from '../../ui/color.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { PersonLink } from '../people/PersonLink.tsx';
import { personPath } from '../posts/post-path.ts';
import { HiddenNotice } from '../reports/HiddenNotice.tsx';
import { registerReportsTexts } from '../reports/texts.ts';
import { useReport } from '../reports/use-report.tsx';
import { AttachButton, PendingAttachments } from './AttachButton.tsx';
import { chatKeys, sendTyping, type Typing, useChatMutations, useMessages } from './api.ts';
import { GroupPanel } from './ChatSidebar.tsx';
import { groupTitle } from './GroupList.tsx';
import { MessageAttachments } from './MessageAttachments.tsx';
import { OutboxList } from './OutboxList.tsx';
import { useSendMessage } from './outbox.ts';
import { NewMessagesSeparator, ScrollToBottomButton } from './UnreadMarkers.tsx';
import { useChatAttachments } from './use-chat-attachments.ts';
import { useUnreadScroll } from './use-unread-scroll.ts';

registerReportsTexts();

/** How long «печатает…» stays after a typing signal (senders repeat it every 2 s while typing). */
export const TYPING_SHOWN_MS = 4000;
/** Typing signals are sent at most this often (the server drops more frequent ones anyway). */
const TYPING_SEND_MS = 2000;

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
  const { t: tReports } = useTranslation('reports');
  const [report, reportDialog] = useReport();
  const me = useUser();
  const groupId = entry.group.id;
  const messages = useMessages(groupId);
  const { markRead } = useChatMutations();
  // A message that could not be sent (refused by the server) comes back into an empty composer.
  const send = useSendMessage((message, err) => {
    // The server's sentence (e.g. across a block, CONTRACT §8); the draft comes back to try again.
    notify({ type: 'error', message: errorText(err, t('chat.sendFailed')) });
    setText((current) => current || message.content);
  });
  const direct = entry.group.group_type === 'DIRECT';
  const title = groupTitle(entry);
  const typing = useTyping(groupId, me.id);
  const typedAt = useRef(0);
  const [text, setText] = useState('');
  const attachments = useChatAttachments(module);
  const [info, setInfo] = useState(false);
  const bottom = useRef<HTMLLIElement>(null);
  const list = messages.data ? [...messages.data.pages].reverse().flatMap((p) => p.messages) : [];
  const scroller = useRef<HTMLDivElement>(null);
  // Opens at the first unread message (below «Новые сообщения»); «↓» when scrolled up (issue 31).
  const follow = useUnreadScroll({
    scroller,
    bottom,
    messages: list,
    meId: me.id,
    unreadAtOpen: entry.unread_count,
    loaded: !messages.isPending,
  });

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

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - typedAt.current >= TYPING_SEND_MS) {
      typedAt.current = now;
      sendTyping(groupId);
    }
  };

  // Into the outbox at once: sent now, or when the network returns (outbox.ts).
  const submit = () => {
    const content = text.trim();
    const mediaIds = attachments.mediaIds;
    if ((!content && mediaIds.length === 0) || attachments.uploading) return;
    send.mutate({ groupId, content, clientKey: crypto.randomUUID(), mediaIds });
    attachments.clear();
    setText('');
    typedAt.current = 0;
  };

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
            {typing ? (
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
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        {messages.hasNextPage ? (
          <button
            type="button"
            className="mx-auto mb-2 block text-sm text-primary-fg underline"
            onClick={() => messages.fetchNextPage()}
          >
            {t('chat.older')}
          </button>
        ) : null}
        {messages.isPending ? (
          <ListSkeleton rows={4} />
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState icon={<MessagesSquare />} title={t('chat.empty')} className="border-none" />
        ) : (
          <ol className="flex flex-col gap-2" aria-live="polite">
            {list.map((m) => {
              const own = m.user_id === me.id;
              const senderName = m.sender
                ? `${m.sender.first_name} ${m.sender.last_name}`
                : t('chat.unknownSender');
              return (
                <Fragment key={m.id}>
                  {m.id === follow.anchorId ? <NewMessagesSeparator /> : null}
                  <li className={`flex gap-2 ${own ? 'justify-end' : 'justify-start'}`}>
                    {own ? null : m.user_id && m.sender ? (
                      <PersonLink userId={m.user_id} decorative className="mt-4 shrink-0">
                        <Avatar src={m.sender.profile_picture} name={senderName} size="sm" decorative />
                      </PersonLink>
                    ) : (
                      <Avatar name={senderName} size="sm" decorative className="mt-4" />
                    )}
                    <div className={`flex min-w-0 max-w-[80%] flex-col ${own ? 'items-end' : 'items-start'}`}>
                      {own ? null : m.user_id && m.sender ? (
                        <PersonLink userId={m.user_id} className="text-xs text-fg-faint hover:underline">
                          {senderName}
                        </PersonLink>
                      ) : (
                        <span className="text-xs text-fg-faint">{senderName}</span>
                      )}
                      {m.attachments?.length ? <MessageAttachments files={m.attachments} /> : null}
                      <span
                        className={`max-w-full rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap empty:hidden ${own ? '' : 'bg-surface-muted'}`}
                        style={
                          own
                            ? {
                                backgroundColor: entry.group.color_code,
                                color: textOn(entry.group.color_code),
                              }
                            : undefined
                        }
                      >
                        {m.content}
                      </span>
                      <HiddenNotice moderation={m.moderation} kind="message" className="mt-1" />
                      <span className="flex items-center gap-1 text-[10px] text-fg-faint">
                        {formatTime(m.created_at)}
                        {own ? null : (
                          <button
                            type="button"
                            aria-label={tReports('titleOf.message')}
                            title={tReports('action')}
                            className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-surface-muted hover:text-fg-subtle"
                            onClick={() => report({ type: 'message', id: m.id })}
                          >
                            <Flag aria-hidden="true" className="h-3 w-3" />
                          </button>
                        )}
                      </span>
                    </div>
                  </li>
                </Fragment>
              );
            })}
            <li ref={bottom} aria-hidden="true" />
          </ol>
        )}
        <OutboxList groupId={groupId} color={entry.group.color_code} />
        {follow.atBottom ? null : <ScrollToBottomButton unseen={follow.unseen} onClick={follow.toBottom} />}
        {reportDialog}
      </div>
      <PendingAttachments attachments={attachments} />
      <form
        className="flex gap-2 border-t border-line p-3 max-md:pb-[max(0.75rem,env(safe-area-inset-bottom))]"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <AttachButton attachments={attachments} />
        <label htmlFor="chat-input" className="sr-only">
          {t('chat.messageLabel')}
        </label>
        <input
          id="chat-input"
          value={text}
          onChange={(e) => typed(e.target.value)}
          placeholder={t('chat.messagePlaceholder')}
          autoComplete="off"
          className="flex-1 rounded-full border border-line-strong px-4 py-2 disabled:bg-surface-muted"
        />
        <button
          type="submit"
          className={buttonClass('primary', 'rounded-full')}
          disabled={(!text.trim() && attachments.mediaIds.length === 0) || attachments.uploading}
          aria-label={t('chat.send')}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
    </section>
  );
}
