import './texts.ts';
import type { ChatGroupEntry } from '@krug/contract/chat';
import { Crown, UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { LeaveGroup } from '../invitations/LeaveGroup.tsx';
import { PersonLink } from '../people/PersonLink.tsx';
import { personPath } from '../posts/post-path.ts';
import { UserSearch } from '../users/UserSearch.tsx';
import { useChatMutations, useGroupMembers } from './api.ts';
import './consent-texts.ts';
import { registerDmTexts } from './dm-texts.ts';
import { EventsPanel } from './EventsPanel.tsx';
import { GroupInfoExtras, MemberOnline } from './GroupInfoPanel.tsx';
import { groupTitle } from './GroupList.tsx';
import { useSelectedGroup } from './use-selected-group.ts';

/**
 * Right column of the chat on wide screens: the selected group's participants and its events.
 * Narrower screens open the same panel from the conversation's header (GroupInfoButton).
 */
export function ChatSidebar() {
  const { selected } = useSelectedGroup();
  if (!selected) return null;
  return (
    <div className="hidden flex-col gap-4 lg:flex">
      <GroupPanel entry={selected} />
    </div>
  );
}

/**
 * A group's participants (with «Добавить участников» and «Покинуть группу») and its events; a
 * one-to-one conversation shows the other person instead (no events, no members to add).
 */
export function GroupPanel({ entry }: { entry: ChatGroupEntry }) {
  if (entry.group.group_type === 'DIRECT')
    return (
      <>
        <DirectPanel entry={entry} />
        <GroupInfoExtras entry={entry} />
      </>
    );
  return (
    <>
      <Participants entry={entry} />
      <GroupInfoExtras entry={entry} />
      <EventsPanel groupId={entry.group.id} color={entry.group.color_code} />
    </>
  );
}

function Participants({ entry }: { entry: ChatGroupEntry }) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation('chatConsent');
  const me = useUser();
  const groupId = entry.group.id;
  const members = useGroupMembers(groupId);
  // The server's ability: the ADMIN adds people; a FAMILY group's members are the family's; a
  // DIRECT one stays between its two people.
  const canAdd = entry.can_add_members;
  const [adding, setAdding] = useState(false);
  const { addMembers } = useChatMutations();
  const headingId = `participants-${groupId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
      <h2 id={headingId} className="mb-2 text-sm font-semibold">
        {t('chat.participants')}
      </h2>
      {members.isPending ? <ListSkeleton rows={3} /> : null}
      {members.isError ? <ErrorState error={members.error} onRetry={() => void members.refetch()} /> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {(members.data ?? []).map((m) => (
          <li key={m.user_id} className="flex items-center gap-2">
            <PersonLink userId={m.user_id} decorative className="relative shrink-0">
              <Avatar src={m.profile_picture} name={`${m.first_name} ${m.last_name}`} size="sm" decorative />
              <MemberOnline userId={m.user_id} />
            </PersonLink>
            <span className="min-w-0 flex-1">
              <span className="block truncate">
                <PersonLink userId={m.user_id}>
                  {m.first_name} {m.last_name}
                </PersonLink>{' '}
                {m.user_id === me.id ? <span className="text-fg-faint">{t('chat.you')}</span> : null}
              </span>
              {m.role === 'ADMIN' ? (
                <span className="flex items-center gap-1 text-xs text-warn-fg">
                  <Crown aria-hidden="true" className="h-3 w-3" />
                  {t('chat.administrator')}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {canAdd ? (
        <div className="mt-3 flex flex-col gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-touch w-full')}
            aria-expanded={adding}
            onClick={() => setAdding(!adding)}
          >
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            {t('chat.addMembersButton')}
          </button>
          {adding ? (
            <div className="flex flex-col gap-2 rounded-xl bg-surface-sunken p-3">
              <p className="text-xs text-fg-subtle">{tc('hint')}</p>
              <UserSearch
                present={(members.data ?? []).map((m) => m.user_id)}
                presentLabel={t('chat.alreadyInGroup')}
                onPick={(u) =>
                  addMembers.mutate(
                    { groupId, userIds: [u.id] },
                    {
                      // Added at once, or only invited when their setting does not allow it.
                      onSuccess: (answer) =>
                        answer.invited.some((i) => i.id === u.id)
                          ? notify({
                              type: 'info',
                              message: tc('invited', { name: `${u.name} ${u.surname}` }),
                            })
                          : notify({
                              type: 'success',
                              message: tc('added', { name: `${u.name} ${u.surname}` }),
                            }),
                      onError: (err) =>
                        notify({ type: 'error', message: errorText(err, t('chat.loadFailed')) }),
                    },
                  )
                }
              />
            </div>
          ) : null}
        </div>
      ) : null}
      <LeaveGroup entry={entry} />
    </section>
  );
}

registerDmTexts();

/** A one-to-one conversation's panel: the other person, a link to their page, and leaving it. */
function DirectPanel({ entry }: { entry: ChatGroupEntry }) {
  const { t } = useTranslation('dm');
  const { module = 'family' } = useParams();
  const name = groupTitle(entry);
  return (
    <section
      aria-label={t('direct')}
      className="flex flex-col items-center gap-3 rounded-2xl bg-surface p-4 text-center shadow-sm ring-1 ring-line"
    >
      <Avatar src={entry.peer?.profile_picture} name={name} size="lg" decorative />
      <div>
        <p className="font-semibold break-words">{entry.peer ? name : t('deletedPeer')}</p>
        <p className="text-xs text-fg-faint">{t('direct')}</p>
      </div>
      {entry.peer ? (
        <Link
          to={personPath(module, entry.peer.id)}
          className={buttonClass('secondary', 'min-h-touch w-full')}
        >
          <UserRound aria-hidden="true" className="h-4 w-4" />
          {t('openProfile')}
        </Link>
      ) : null}
      <LeaveGroup entry={entry} />
    </section>
  );
}
