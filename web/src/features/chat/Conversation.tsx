import type { ChatGroupEntry } from '@krug/contract/chat';
import { ArrowLeft, MessagesSquare, Send, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { textOn } from '../../ui/color.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { useUser } from '../auth/session.tsx';
import { useChatMutations, useMessages } from './api.ts';
import { GroupPanel } from './ChatSidebar.tsx';

/** One group's messages and the composer; own messages sit on the right in the group colour. */
export function Conversation({ entry, onBack }: { entry: ChatGroupEntry; onBack?: () => void }) {
  const { t } = useTranslation();
  const me = useUser();
  const groupId = entry.group.id;
  const messages = useMessages(groupId);
  const { send } = useChatMutations();
  const [text, setText] = useState('');
  const [info, setInfo] = useState(false);
  const bottom = useRef<HTMLLIElement>(null);
  const list = messages.data ? [...messages.data.pages].reverse().flatMap((p) => p.messages) : [];
  const lastId = list.at(-1)?.id;
  useEffect(() => {
    if (lastId) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  const submit = async () => {
    const content = text.trim();
    if (!content || send.isPending) return;
    try {
      await send.mutateAsync({ groupId, content });
      setText('');
    } catch (err) {
      console.error('Send failed', err);
    }
  };

  return (
    <section aria-label={entry.group.name} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
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
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{entry.group.name}</h2>
          <p className="text-xs text-fg-faint">
            {t(`chat.groupTypes.${entry.group.group_type}`)} · {t('chat.members', { n: entry.member_count })}
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
        <Dialog open={info} onOpenChange={setInfo} title={entry.group.name} size="md">
          <div className="flex flex-col gap-4 pb-2">
            <GroupPanel entry={entry} />
          </div>
        </Dialog>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
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
                <li key={m.id} className={`flex gap-2 ${own ? 'justify-end' : 'justify-start'}`}>
                  {!own ? (
                    <Avatar
                      src={m.sender?.profile_picture}
                      name={senderName}
                      size="sm"
                      decorative
                      className="mt-4"
                    />
                  ) : null}
                  <div className={`flex min-w-0 max-w-[80%] flex-col ${own ? 'items-end' : 'items-start'}`}>
                    {!own ? <span className="text-xs text-fg-faint">{senderName}</span> : null}
                    <span
                      className={`max-w-full rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${own ? '' : 'bg-surface-muted'}`}
                      style={
                        own
                          ? { backgroundColor: entry.group.color_code, color: textOn(entry.group.color_code) }
                          : undefined
                      }
                    >
                      {m.content}
                    </span>
                    <span className="text-[10px] text-fg-faint">{formatTime(m.created_at)}</span>
                  </div>
                </li>
              );
            })}
            <li ref={bottom} aria-hidden="true" />
          </ol>
        )}
      </div>
      <form
        className="flex gap-2 border-t border-line p-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {t('chat.messageLabel')}
        </label>
        <input
          id="chat-input"
          value={text}
          disabled={send.isPending}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('chat.messagePlaceholder')}
          autoComplete="off"
          className="flex-1 rounded-full border border-line-strong px-4 py-2 disabled:bg-surface-muted"
        />
        <button
          type="submit"
          className={buttonClass('primary', 'rounded-full')}
          disabled={!text.trim() || send.isPending}
          aria-label={t('chat.send')}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
        </button>
      </form>
    </section>
  );
}
