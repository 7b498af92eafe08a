import './texts.ts';
import { type ChatGroupEntry, groupTimeLabel, messagePreview } from '@krug/contract/chat';
import { isMuted } from '@krug/contract/chat-attachments';
import { BellOff, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar.tsx';
import './attachments-texts.ts';
import { registerDmTexts } from './dm-texts.ts';

registerDmTexts();

/** What a group is called in the list and its header: a DIRECT group by the other person's name. */
export const groupTitle = (entry: Pick<ChatGroupEntry, 'group' | 'peer'>) =>
  entry.peer ? `${entry.peer.first_name} ${entry.peer.last_name}`.trim() : entry.group.name;

/**
 * The side list of groups: name (a DIRECT group: the other person, with their photo), last-message
 * preview, time label, member count, crown for ADMIN, and the unread count (the name in bold).
 */
export function GroupList(props: {
  groups: ChatGroupEntry[];
  selected: string | null;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation('chat');
  const { t: dm } = useTranslation('dm');
  const { t: tm } = useTranslation('chatMedia');
  return (
    <ul className="flex flex-col">
      {props.groups.map((entry) => {
        const { group, member_count, user_role, latest_message, unread_count, peer } = entry;
        const active = group.id === props.selected;
        const direct = group.group_type === 'DIRECT';
        const title = groupTitle(entry);
        const unread = unread_count > 0;
        const muted = isMuted(entry.muted_until);
        return (
          <li key={group.id}>
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              onClick={() => props.onSelect(group.id)}
              className={`flex w-full items-start gap-3 rounded-xl px-3 py-2 text-left ${active ? 'bg-primary-soft' : 'hover:bg-surface-sunken'}`}
            >
              {direct ? (
                <Avatar src={peer?.profile_picture} name={title} size="sm" decorative className="mt-0.5" />
              ) : (
                <span
                  aria-hidden="true"
                  className="mt-1 h-3 w-3 shrink-0 rounded-full"
                  style={{ backgroundColor: group.color_code }}
                />
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1">
                  <span className={`truncate ${unread ? 'font-bold text-fg' : 'font-medium'}`}>{title}</span>
                  {user_role === 'ADMIN' && !direct ? (
                    <Crown
                      aria-label={t('chat.administrator')}
                      className="h-3.5 w-3.5 shrink-0 text-warn-icon"
                    />
                  ) : null}
                  {muted ? (
                    <BellOff aria-label={tm('muted')} className="h-3.5 w-3.5 shrink-0 text-fg-faint" />
                  ) : null}
                  <span className="ml-auto shrink-0 text-xs text-fg-faint">
                    {latest_message ? groupTimeLabel(latest_message.created_at) : ''}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <span
                    className={`min-w-0 flex-1 truncate text-sm ${unread ? 'font-medium text-fg' : 'text-fg-subtle'}`}
                  >
                    {messagePreview(latest_message?.content)}
                  </span>
                  {unread ? (
                    <span
                      className={`inline-flex min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-semibold text-white ${muted ? 'bg-fg-faint' : 'bg-primary'}`}
                      data-muted={muted || undefined}
                    >
                      <span aria-hidden="true">{unread_count > 999 ? '999+' : unread_count}</span>
                      <span className="sr-only">{dm('unread', { n: unread_count })}</span>
                    </span>
                  ) : null}
                </span>
                <span className="block text-xs text-fg-faint">
                  {direct ? dm('direct') : t('chat.members', { n: member_count })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
