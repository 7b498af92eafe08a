import './message-texts.ts';
import './attachments-texts.ts';
import type { ChatMessage, ReadMark } from '@krug/contract/chat';
import { YOUTUBE_FRAME_HEIGHT } from '@krug/contract/limits';
import { findYoutubeUrls, youtubeId } from '@krug/contract/youtube';
import { Check, CheckCheck, CornerUpLeft, Forward } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkParts } from './message-runs.ts';

/** The bubble's text with its links clickable (opened in a new tab). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((p, i) =>
        p.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            key={i}
            href={p.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline break-all"
          >
            {p.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

/** The first YouTube link of a message as the feed shows videos (a privacy-enhanced player). */
export function YoutubePreview({ text }: { text: string }) {
  const { t } = useTranslation('chatmsg');
  const url = findYoutubeUrls(text)[0];
  const id = url ? youtubeId(url) : null;
  if (!id) return null;
  return (
    <iframe
      title={t('video')}
      src={`https://www.youtube-nocookie.com/embed/${id}`}
      height={Math.round(YOUTUBE_FRAME_HEIGHT * 0.6)}
      className="mt-1 w-72 max-w-full rounded-lg"
      allow="encrypted-media; picture-in-picture"
      allowFullScreen
      data-testid="chat-youtube"
    />
  );
}

/** The quote above a reply; pressing it goes to the original. */
export function ReplyQuote({ message, onJump }: { message: ChatMessage; onJump: (id: string) => void }) {
  const { t } = useTranslation('chatmsg');
  // A quote without text answers a message of files only (issue 31).
  const { t: tMedia } = useTranslation('chatMedia');
  const q = message.reply_to;
  if (!q) return null;
  return (
    <button
      type="button"
      onClick={() => onJump(q.id)}
      aria-label={t('jumpToOriginal')}
      className="mb-1 block w-full min-w-0 rounded-lg border-l-4 border-current/60 bg-black/5 px-2 py-1 text-left text-xs"
      data-testid="reply-quote"
    >
      <span className="flex items-center gap-1 font-semibold">
        <CornerUpLeft aria-hidden="true" className="h-3 w-3" />
        {q.author_name ?? t('unknownAuthor')}
      </span>
      <span className="block truncate opacity-80">
        {q.deleted ? t('deleted') : q.text || tMedia('attachmentPreview')}
      </span>
    </button>
  );
}

/** «Переслано от …» above a forwarded message. */
export function ForwardedFrom({ name }: { name: string | null | undefined }) {
  const { t } = useTranslation('chatmsg');
  if (!name) return null;
  return (
    <span className="mb-1 flex items-center gap-1 text-xs italic opacity-80">
      <Forward aria-hidden="true" className="h-3 w-3" />
      {t('forwarded', { name })}
    </span>
  );
}

/**
 * The state of an own message (issue 31): one tick when sent, two once another member read it; in
 * a group, who read it on hover (title) or on a press (the list opens below).
 */
export function DeliveryTicks({ readers, direct }: { readers: ReadMark[]; direct: boolean }) {
  const { t } = useTranslation('chatmsg');
  const [open, setOpen] = useState(false);
  if (readers.length === 0)
    return (
      <span role="img" aria-label={t('sent')} title={t('sent')} data-testid="tick-sent">
        <Check aria-hidden="true" className="h-3 w-3" />
      </span>
    );
  const names = readers.map((r) => r.first_name).join(', ');
  const label = direct ? t('read') : t('readBy', { names });
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={direct ? undefined : open}
        onClick={() => !direct && setOpen((o) => !o)}
        className="inline-flex text-primary-fg"
        data-testid="tick-read"
      >
        <CheckCheck aria-hidden="true" className="h-3 w-3" />
      </button>
      {open ? (
        <span
          role="status"
          className="absolute right-0 top-4 z-30 whitespace-nowrap rounded-md bg-surface px-2 py-1 text-xs text-fg shadow ring-1 ring-line"
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
