import './texts.ts';
import './message-texts.ts';
import './attachments-texts.ts';
import type { ChatMember, ChatMessage } from '@krug/contract/chat';
import type { ModuleKey } from '@krug/contract/modules';
import { Check, CornerUpLeft, Pencil, Send, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../ui/Field.tsx';
import { AttachButton, PendingAttachments } from './AttachButton.tsx';
import { sendTyping } from './api.ts';
import { EmojiPicker } from './EmojiPicker.tsx';
import { insertAt } from './emoji-data.ts';
import { useChatAttachments } from './use-chat-attachments.ts';

/** Typing signals are sent at most this often (the server drops more frequent ones anyway). */
const TYPING_SEND_MS = 2000;

export interface Draft {
  content: string;
  mentionIds: string[];
  /** Issue 31: the files, uploaded (or picked from the library) before the message is sent. */
  mediaIds: string[];
}

/**
 * The composer (issue 31): the quote being answered or the message being edited above the field,
 * «@» suggestions of the group's members, «печатает…» signals while typing, the paperclip
 * with the files waiting to go (upload progress; a message may be files only), and emoji put in
 * at the caret.
 */
export function Composer({
  groupId,
  meId,
  module,
  members,
  replyTo,
  editing,
  onCancel,
  onSend,
  onSaveEdit,
}: {
  groupId: string;
  meId: string;
  module?: ModuleKey | undefined;
  members: ChatMember[];
  replyTo: ChatMessage | null;
  editing: ChatMessage | null;
  onCancel(): void;
  onSend(draft: Draft): void;
  onSaveEdit(message: ChatMessage, content: string): void;
}) {
  const { t } = useTranslation('chat');
  const { t: tm } = useTranslation('chatmsg');
  const { t: tMedia } = useTranslation('chatMedia');
  // «Поздравить» in the calendar opens the chat with a greeting ready (router state).
  const location = useLocation();
  const [text, setText] = useState(() => (location.state as { draft?: string } | null)?.draft ?? '');
  const [mentioned, setMentioned] = useState<ChatMember[]>([]);
  const typedAt = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const attachments = useChatAttachments(module);

  // Editing starts from the message's text; answering focuses the field.
  useEffect(() => {
    if (editing) setText(editing.content);
    if (editing || replyTo) input.current?.focus();
  }, [editing, replyTo]);

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (!editing && value.trim() && now - typedAt.current >= TYPING_SEND_MS) {
      typedAt.current = now;
      sendTyping(groupId);
    }
  };

  // A picked emoji goes where the caret was; the field gets the focus back with the caret after it.
  const caret = useRef<number | null>(null);
  const insertEmoji = (emoji: string) => {
    const start = input.current?.selectionStart ?? text.length;
    const next = insertAt(text, start, input.current?.selectionEnd ?? start, emoji);
    caret.current = next.caret;
    typed(next.text);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the text with the emoji is in the field.
  useLayoutEffect(() => {
    const at = caret.current;
    if (at === null) return;
    caret.current = null;
    input.current?.focus();
    input.current?.setSelectionRange(at, at);
  }, [text]);

  const query = /(?:^|\s)@([\p{L}\p{N}]*)$/u.exec(text)?.[1];
  const suggestions =
    query === undefined
      ? []
      : members
          .filter((m) => m.user_id !== meId && m.first_name.toLowerCase().startsWith(query.toLowerCase()))
          .slice(0, 5);
  const pick = (m: ChatMember) => {
    setText((v) => v.replace(/@([\p{L}\p{N}]*)$/u, `@${m.first_name} `));
    setMentioned((list) => (list.some((x) => x.user_id === m.user_id) ? list : [...list, m]));
    input.current?.focus();
  };

  // An edit changes the text only; a new message may be files without text.
  const mediaIds = editing ? [] : attachments.mediaIds;
  const ready = (text.trim() !== '' || mediaIds.length > 0) && (editing || !attachments.uploading);
  const submit = () => {
    const content = text.trim();
    if (!ready) return;
    if (editing) onSaveEdit(editing, content);
    else {
      onSend({
        content,
        mentionIds: mentioned.filter((m) => content.includes(`@${m.first_name}`)).map((m) => m.user_id),
        mediaIds,
      });
      attachments.clear();
    }
    setText('');
    setMentioned([]);
    typedAt.current = 0;
  };
  const cancel = () => {
    if (editing) setText('');
    onCancel();
  };

  const banner = editing ?? replyTo;
  return (
    <div className="border-t border-line">
      {banner ? (
        <div className="flex items-center gap-2 px-3 pt-2 text-xs" data-testid="composer-banner">
          {editing ? (
            <Pencil aria-hidden="true" className="h-4 w-4 text-primary-fg" />
          ) : (
            <CornerUpLeft aria-hidden="true" className="h-4 w-4 text-primary-fg" />
          )}
          <div className="min-w-0 flex-1 border-l-2 border-primary pl-2">
            <p className="font-semibold text-primary-fg">
              {editing
                ? tm('editing')
                : tm('replyingTo', {
                    name: banner.sender
                      ? `${banner.sender.first_name} ${banner.sender.last_name}`
                      : tm('unknownAuthor'),
                  })}
            </p>
            <p className="truncate text-fg-subtle">
              {banner.content || (banner.attachments?.length ? tMedia('attachmentPreview') : '')}
            </p>
          </div>
          <button
            type="button"
            onClick={cancel}
            aria-label={editing ? tm('cancelEdit') : tm('cancelReply')}
            className="inline-flex size-8 items-center justify-center rounded-full text-fg-muted hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
      {suggestions.length ? (
        <ul aria-label={tm('mentionMembers')} className="flex flex-wrap gap-1 px-3 pt-2">
          {suggestions.map((m) => (
            <li key={m.user_id}>
              <button
                type="button"
                onClick={() => pick(m)}
                className="rounded-full bg-surface-muted px-3 py-1 text-sm hover:bg-primary-soft"
              >
                @{m.first_name} {m.last_name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? null : <PendingAttachments attachments={attachments} />}
      <form
        className="flex gap-2 p-3 max-md:pb-[max(0.75rem,env(safe-area-inset-bottom))]"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {editing ? null : <AttachButton attachments={attachments} />}
        <label htmlFor="chat-input" className="sr-only">
          {t('chat.messageLabel')}
        </label>
        {/* The emoji button sits inside the field's end: the row stays as wide at 150 % text. */}
        <div className="relative flex min-w-0 flex-1 items-center">
          <input
            id="chat-input"
            ref={input}
            value={text}
            onChange={(e) => typed(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && banner) cancel();
            }}
            placeholder={t('chat.messagePlaceholder')}
            autoComplete="off"
            className="h-full w-full min-w-0 rounded-full border border-line-strong py-2 pr-12 pl-4 disabled:bg-surface-muted"
          />
          <EmojiPicker onPick={insertEmoji} field={input} className="absolute right-0" />
        </div>
        <button
          type="submit"
          className={buttonClass('primary', 'shrink-0 rounded-full')}
          disabled={!ready}
          aria-label={editing ? tm('save') : t('chat.send')}
        >
          {editing ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Send aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
      </form>
    </div>
  );
}
