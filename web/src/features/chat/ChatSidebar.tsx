import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { useUser } from '../auth/session.tsx';
import { LeaveGroup } from '../invitations/LeaveGroup.tsx';
import { useGroupMembers } from './api.ts';
import { EventsPanel } from './EventsPanel.tsx';
import { useSelectedGroup } from './use-selected-group.ts';

/** Right column of the chat: the selected group's participants and its events. */
export function ChatSidebar() {
  const { selected } = useSelectedGroup();
  if (!selected) return null;
  return (
    <>
      <Participants groupId={selected.group.id} footer={<LeaveGroup group={selected.group} />} />
      <EventsPanel groupId={selected.group.id} color={selected.group.color_code} />
    </>
  );
}

function Participants({ groupId, footer }: { groupId: string; footer?: ReactNode }) {
  const { t } = useTranslation();
  const me = useUser();
  const members = useGroupMembers(groupId);
  return (
    <section aria-labelledby="participants" className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
      <h2 id="participants" className="mb-2 text-sm font-semibold">
        {t('chat.participants')}
      </h2>
      {members.isPending ? <ListSkeleton rows={3} /> : null}
      {members.isError ? <ErrorState error={members.error} onRetry={() => void members.refetch()} /> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {(members.data ?? []).map((m) => (
          <li key={m.user_id} className="flex items-center gap-2">
            <Avatar src={m.profile_picture} name={`${m.first_name} ${m.last_name}`} size="sm" decorative />
            <span className="min-w-0">
              {m.first_name} {m.last_name}{' '}
              {m.user_id === me.id ? <span className="text-fg-faint">{t('chat.you')}</span> : null}
            </span>
            {m.role === 'ADMIN' ? (
              <span className="ml-auto flex items-center gap-1 text-xs text-warn-fg">
                <Crown aria-hidden="true" className="h-3 w-3" />
                {t('chat.administrator')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}
