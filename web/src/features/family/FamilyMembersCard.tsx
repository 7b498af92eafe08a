import '../invitations/texts.ts';
import './texts.ts';
import type { FamilyProfile } from '@krug/contract/family';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { isInvited } from '../invitations/api.ts';
import { FamilyMemberActions } from '../invitations/FamilyMemberActions.tsx';
import { InvitedBadge } from '../invitations/InvitedBadge.tsx';
import { PersonLink } from '../people/PersonLink.tsx';
import { useFamilyMembers } from './api.ts';
import { useMemberLabel } from './member-kinship.ts';

/**
 * The family's members on its profile, each with what they are to the family. PARENTs edit and
 * remove relatives entered by name (and remove or un-invite members) right here.
 */
export function FamilyMembersCard({ family }: { family: FamilyProfile }) {
  const { t } = useTranslation(['family', 'invitations']);
  const labelOf = useMemberLabel(family);
  const members = useFamilyMembers(family.id);
  const manager = family.user_role === 'PARENT';
  return (
    <section aria-labelledby="family-members-title" className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="family-members-title" className="font-semibold">
          {t('familyHome.membersTitle')}
        </h2>
        {manager ? (
          <Link
            to={`/family/family-manage?id=${family.id}&tab=members`}
            className={buttonClass('ghost', 'text-sm')}
          >
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            {t('familyHome.addRelative')}
          </Link>
        ) : null}
      </div>
      {members.isPending ? (
        <ListSkeleton rows={2} />
      ) : members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <ul className="flex flex-col divide-y divide-line-subtle rounded-xl ring-1 ring-line">
          {members.data.map((m) => {
            const name = `${m.first_name} ${m.last_name}`.trim();
            return (
              <li key={m.id} className="flex items-center gap-3 px-3 py-2 text-sm sm:px-4">
                {m.user_id ? (
                  <PersonLink userId={m.user_id} decorative className="shrink-0">
                    <Avatar src={m.profile_picture} name={name} size="md" decorative />
                  </PersonLink>
                ) : (
                  <Avatar src={m.profile_picture} name={name} size="md" decorative />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">
                    {/* A relative entered by name has no account and so no page. */}
                    {m.user_id ? <PersonLink userId={m.user_id}>{name}</PersonLink> : name}
                  </span>
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-fg-faint">
                    <span>{labelOf(m)}</span>
                    {m.date_of_birth ? <span>{formatDate(m.date_of_birth)}</span> : null}
                    {m.is_creator ? (
                      <span className="rounded bg-warn-soft-strong px-1.5 py-0.5 text-xs text-warn-fg">
                        {t('family.creator')}
                      </span>
                    ) : null}
                    {isInvited(m) ? <InvitedBadge /> : null}
                    {m.user_id === null ? (
                      <span className="text-xs">{t('invitations.relative.noAccount')}</span>
                    ) : null}
                  </span>
                </span>
                {manager ? <FamilyMemberActions familyId={family.id} member={m} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
