import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../auth/session.tsx';
import { useGroupMembers } from './api.ts';
import { EventsPanel } from './EventsPanel.tsx';
import { useSelectedGroup } from './use-selected-group.ts';

/** Right column of the chat: the selected group's participants and its events. */
export function ChatSidebar() {
  const { selected } = useSelectedGroup();
  if (!selected) return null;
  return (
    <>
      <Participants groupId={selected.group.id} />
      <EventsPanel groupId={selected.group.id} color={selected.group.color_code} />
    </>
  );
}

function Participants({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const me = useUser();
  const members = useGroupMembers(groupId);
  return (
    <section
      aria-labelledby="participants"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="participants" className="mb-2 text-sm font-semibold">
        {t('chat.participants')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {(members.data ?? []).map((m) => (
          <li key={m.user_id} className="flex items-center gap-1">
            <span>
              {m.first_name} {m.last_name}{' '}
              {m.user_id === me.id ? <span className="text-slate-500">{t('chat.you')}</span> : null}
            </span>
            {m.role === 'ADMIN' ? (
              <span className="ml-auto flex items-center gap-1 text-xs text-amber-700">
                <Crown aria-hidden="true" className="h-3 w-3" />
                {t('chat.administrator')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
