import { type ChatGroupEntry, groupTimeLabel, messagePreview } from '@krug/contract/chat';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The side list of groups: name, last-message preview, time label, member count, crown for ADMIN. */
export function GroupList(props: {
  groups: ChatGroupEntry[];
  selected: string | null;
  onSelect(id: string): void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col">
      {props.groups.map(({ group, member_count, user_role, latest_message }) => {
        const active = group.id === props.selected;
        return (
          <li key={group.id}>
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              onClick={() => props.onSelect(group.id)}
              className={`flex w-full items-start gap-3 rounded-xl px-3 py-2 text-left ${active ? 'bg-primary-soft' : 'hover:bg-surface-sunken'}`}
            >
              <span
                aria-hidden="true"
                className="mt-1 h-3 w-3 shrink-0 rounded-full"
                style={{ backgroundColor: group.color_code }}
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1">
                  <span className="truncate font-medium">{group.name}</span>
                  {user_role === 'ADMIN' ? (
                    <Crown
                      aria-label={t('chat.administrator')}
                      className="h-3.5 w-3.5 shrink-0 text-warn-icon"
                    />
                  ) : null}
                  <span className="ml-auto shrink-0 text-xs text-fg-faint">
                    {latest_message ? groupTimeLabel(latest_message.created_at) : ''}
                  </span>
                </span>
                <span className="block truncate text-sm text-fg-subtle">
                  {messagePreview(latest_message?.content)}
                </span>
                <span className="block text-xs text-fg-faint">{t('chat.members', { n: member_count })}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
