import type { ChatGroupEntry } from '@krug/contract/chat';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useUser } from '../auth/session.tsx';
import { useChatMutations, useMessages } from './api.ts';

const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

/** One group's messages and the composer; own messages sit on the right in the group colour. */
export function Conversation({ entry }: { entry: ChatGroupEntry }) {
  const { t } = useTranslation();
  const me = useUser();
  const groupId = entry.group.id;
  const messages = useMessages(groupId);
  const { send } = useChatMutations();
  const [text, setText] = useState('');
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
    <section aria-label={entry.group.name} className="flex h-[32rem] flex-col">
      <header className="border-b border-slate-200 px-4 py-3">
        <h2 className="font-semibold">{entry.group.name}</h2>
        <p className="text-xs text-slate-500">
          {t(`chat.groupTypes.${entry.group.group_type}`)} · {t('chat.members', { n: entry.member_count })}
        </p>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        {messages.hasNextPage ? (
          <button
            type="button"
            className="mx-auto mb-2 block text-sm text-emerald-700 underline"
            onClick={() => messages.fetchNextPage()}
          >
            {t('chat.older')}
          </button>
        ) : null}
        {messages.isPending ? (
          <Spinner label={t('app.loading')} className="text-slate-600" />
        ) : list.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500">{t('chat.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-live="polite">
            {list.map((m) => {
              const own = m.user_id === me.id;
              return (
                <li key={m.id} className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}>
                  {!own ? (
                    <span className="text-xs text-slate-500">
                      {m.sender ? `${m.sender.first_name} ${m.sender.last_name}` : t('chat.unknownSender')}
                    </span>
                  ) : null}
                  <span
                    className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${own ? 'text-white' : 'bg-slate-100'}`}
                    style={own ? { backgroundColor: entry.group.color_code } : undefined}
                  >
                    {m.content}
                  </span>
                  <span className="text-[10px] text-slate-400">{time.format(new Date(m.created_at))}</span>
                </li>
              );
            })}
            <li ref={bottom} aria-hidden="true" />
          </ol>
        )}
      </div>
      <form
        className="flex gap-2 border-t border-slate-200 p-3"
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
          className="flex-1 rounded-full border border-slate-300 px-4 py-2 disabled:bg-slate-100"
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
