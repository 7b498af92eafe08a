import './texts.ts';
import './message-texts.ts';
import {
  type ChatMessage,
  MESSAGE_DELETE_WINDOW_HOURS,
  MESSAGE_EDIT_WINDOW_HOURS,
  type ReadMark,
} from '@krug/contract/chat';
import { ALL_REACTIONS } from '@krug/contract/posts-texts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { LiHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { textOn } from '../../ui/color.ts';
import { PersonLink } from '../people/PersonLink.tsx';
import { HiddenNotice } from '../reports/HiddenNotice.tsx';
import { MessageAttachments } from './MessageAttachments.tsx';
import { DeliveryTicks, ForwardedFrom, LinkifiedText, ReplyQuote, YoutubePreview } from './MessageBody.tsx';

const HOUR = 3600_000;

/** What a row of the virtualised message list puts on its `<li>` (MessageList). */
export type RowProps = LiHTMLAttributes<HTMLLIElement> & {
  ref?: Ref<HTMLLIElement>;
  'data-index'?: number;
};
const itemClass =
  'cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

export interface BubbleActions {
  reply(m: ChatMessage): void;
  edit(m: ChatMessage): void;
  remove(m: ChatMessage): void;
  forward(m: ChatMessage): void;
  react(m: ChatMessage, emoji: string | null): void;
  report(m: ChatMessage): void;
  jump(id: string): void;
}

/** What the viewer may do with a message (the server enforces the same windows). */
export function allowed(m: ChatMessage, meId: string, admin: boolean, now = Date.now()) {
  const own = m.user_id === meId;
  const age = now - new Date(m.created_at).getTime();
  const live = !m.deleted;
  return {
    edit: live && own && age <= MESSAGE_EDIT_WINDOW_HOURS * HOUR,
    remove: live && (admin || (own && age <= MESSAGE_DELETE_WINDOW_HOURS * HOUR)),
    react: live,
    forward: live && !m.moderation,
    reply: live,
  };
}

/**
 * One message (issue 31): the name and face on the first of a run, the quote it answers,
 * «Переслано от», its files (photos inline, documents as cards), the linkified text (a YouTube link plays inline), «изменено», the time and,
 * on own messages, the delivery ticks; reactions under it and a menu of what may be done.
 */
export function MessageBubble({
  message: m,
  first,
  meId,
  admin,
  direct,
  color,
  readers,
  actions,
  row,
  day,
}: {
  message: ChatMessage;
  first: boolean;
  meId: string;
  admin: boolean;
  direct: boolean;
  color: string;
  readers: ReadMark[];
  actions: BubbleActions;
  /** Its place in the virtualised list (MessageList): position, measuring ref, index. */
  row?: RowProps;
  /** The day separator, when this message opens a day. */
  day?: ReactNode;
}) {
  const { t } = useTranslation('chatmsg');
  const { t: tc } = useTranslation('chat');
  const own = m.user_id === meId;
  const can = allowed(m, meId, admin);
  const senderName = m.sender ? `${m.sender.first_name} ${m.sender.last_name}` : tc('chat.unknownSender');
  const showHead = first && !own;
  return (
    <li
      {...row}
      id={`msg-${m.id}`}
      data-testid="chat-message"
      className="group/msg rounded-lg transition-colors"
    >
      {day}
      <div className={`flex gap-2 ${own ? 'justify-end' : 'justify-start'} ${first ? 'pt-2' : ''}`}>
        {own ? null : showHead ? (
          m.user_id && m.sender ? (
            <PersonLink userId={m.user_id} decorative className="mt-4 shrink-0">
              <Avatar src={m.sender.profile_picture} name={senderName} size="sm" decorative />
            </PersonLink>
          ) : (
            <Avatar name={senderName} size="sm" decorative className="mt-4" />
          )
        ) : (
          <span aria-hidden="true" className="w-8 shrink-0" />
        )}
        <div className={`flex min-w-0 max-w-[80%] flex-col ${own ? 'items-end' : 'items-start'}`}>
          {showHead ? (
            m.user_id && m.sender ? (
              <PersonLink userId={m.user_id} className="text-xs text-fg-faint hover:underline">
                {senderName}
              </PersonLink>
            ) : (
              <span className="text-xs text-fg-faint">{senderName}</span>
            )
          ) : null}
          <div className={`flex items-start gap-1 ${own ? 'flex-row-reverse' : ''}`}>
            <div
              className={`max-w-full rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${own ? '' : 'bg-surface-muted'} ${m.deleted ? 'italic opacity-70' : ''}`}
              style={own && !m.deleted ? { backgroundColor: color, color: textOn(color) } : undefined}
              data-testid="bubble"
            >
              {m.deleted ? (
                t('deleted')
              ) : (
                <>
                  <ReplyQuote message={m} onJump={actions.jump} />
                  <ForwardedFrom name={m.forwarded_from} />
                  {m.attachments?.length ? (
                    <div className={`whitespace-normal text-fg ${m.content ? 'mb-1' : ''}`}>
                      <MessageAttachments files={m.attachments} />
                    </div>
                  ) : null}
                  <LinkifiedText text={m.content} />
                  <YoutubePreview text={m.content} />
                </>
              )}
            </div>
            {m.deleted ? null : <BubbleMenu m={m} own={own} can={can} actions={actions} />}
          </div>
          <HiddenNotice moderation={m.moderation} kind="message" className="mt-1" />
          {m.reactions?.length ? (
            <span className="mt-1 flex flex-wrap gap-1">
              {m.reactions.map((r) => (
                <button
                  key={r.emoji}
                  type="button"
                  aria-pressed={m.my_reaction === r.emoji}
                  aria-label={t('reactionCount', { emoji: r.emoji, n: r.count })}
                  onClick={() => actions.react(m, m.my_reaction === r.emoji ? null : r.emoji)}
                  className={`rounded-full px-2 text-xs ${m.my_reaction === r.emoji ? 'bg-primary-soft-strong' : 'bg-surface-muted'}`}
                >
                  {r.emoji} {r.count}
                </button>
              ))}
            </span>
          ) : null}
          <span className="flex items-center gap-1 text-[10px] text-fg-faint">
            {m.edited_at && !m.deleted ? <span data-testid="edited-mark">{t('edited')}</span> : null}
            {formatTime(m.created_at)}
            {own && !m.deleted ? <DeliveryTicks readers={readers} direct={direct} /> : null}
          </span>
        </div>
      </div>
    </li>
  );
}

function BubbleMenu({
  m,
  own,
  can,
  actions,
}: {
  m: ChatMessage;
  own: boolean;
  can: ReturnType<typeof allowed>;
  actions: BubbleActions;
}) {
  const { t } = useTranslation('chatmsg');
  const { t: tReports } = useTranslation('reports');
  return (
    <Menu.Root>
      <Menu.Trigger
        aria-label={t('actions')}
        className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-fg-faint opacity-60 hover:bg-surface-muted group-hover/msg:opacity-100 focus:opacity-100"
      >
        <MoreHorizontal aria-hidden="true" className="h-4 w-4" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align={own ? 'end' : 'start'}
          className="z-40 min-w-44 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
        >
          {can.react ? (
            <Menu.Group aria-label={t('react')} className="flex flex-wrap gap-0.5 px-1 pb-1">
              {ALL_REACTIONS.map((emoji) => (
                <Menu.Item
                  key={emoji}
                  aria-label={t('reactWith', { emoji })}
                  className={`cursor-pointer rounded-md p-1 text-lg outline-none data-[highlighted]:bg-surface-muted ${m.my_reaction === emoji ? 'bg-primary-soft-strong' : ''}`}
                  onSelect={() => actions.react(m, m.my_reaction === emoji ? null : emoji)}
                >
                  {emoji}
                </Menu.Item>
              ))}
            </Menu.Group>
          ) : null}
          {can.reply ? (
            <Menu.Item className={itemClass} onSelect={() => actions.reply(m)}>
              {t('reply')}
            </Menu.Item>
          ) : null}
          {can.forward ? (
            <Menu.Item className={itemClass} onSelect={() => actions.forward(m)}>
              {t('forward')}
            </Menu.Item>
          ) : null}
          {can.edit ? (
            <Menu.Item className={itemClass} onSelect={() => actions.edit(m)}>
              {t('edit')}
            </Menu.Item>
          ) : null}
          {can.remove ? (
            <Menu.Item className={`${itemClass} text-danger-fg`} onSelect={() => actions.remove(m)}>
              {t('delete')}
            </Menu.Item>
          ) : null}
          {own ? null : (
            <Menu.Item className={itemClass} onSelect={() => actions.report(m)}>
              {tReports('action')}
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
