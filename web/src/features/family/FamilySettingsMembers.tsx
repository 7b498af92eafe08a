import '../invitations/texts.ts';
import './texts.ts';
import {
  type FamilyMember,
  type FamilyProfile,
  RELATIONSHIPS,
  type Relationship,
} from '@krug/contract/family';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { isInvited } from '../invitations/api.ts';
import { EmailInvites } from '../invitations/EmailInvites.tsx';
import { FamilyMemberActions } from '../invitations/FamilyMemberActions.tsx';
import { InvitedBadge } from '../invitations/InvitedBadge.tsx';
import { PersonLink } from '../people/PersonLink.tsx';
import { UserSearch } from '../users/UserSearch.tsx';
import { useFamilyMembers, useFamilyMutations } from './api.ts';
import { useMemberLabel } from './member-kinship.ts';

/**
 * The settings' member list: each member with what they are to the viewer, «Управляет семьёй»
 * (which only the creator switches, issue 32 item 22), and adding a Krug user, whose relationship is
 * a required choice with nothing preselected (issue 32 item 3).
 */
export function FamilySettingsMembers({ family }: { family: FamilyProfile }) {
  const { t } = useTranslation(['family', 'invitations']);
  const me = useUser();
  const labelOf = useMemberLabel(family);
  const members = useFamilyMembers(family.id);
  const { addMember, setManager } = useFamilyMutations(family.id);
  const [relationship, setRelationship] = useState<Relationship | ''>('');
  const [relationshipError, setRelationshipError] = useState<string>();
  if (members.isPending) return <ListSkeleton rows={3} />;
  if (members.isError) return <ErrorState error={members.error} onRetry={() => void members.refetch()} />;
  const list = members.data ?? [];
  const iAmCreator = list.some((m) => m.is_creator && m.user_id === me.id);
  const switchable = (m: FamilyMember) => iAmCreator && !m.is_creator && m.user_id !== null && !isInvited(m);
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col divide-y divide-line-subtle rounded-xl ring-1 ring-line">
        {list.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
            <span className="flex min-w-0 flex-wrap items-center gap-x-2">
              <Avatar src={m.profile_picture} name={`${m.first_name} ${m.last_name}`} size="sm" />
              <span className="font-medium">
                {m.user_id ? (
                  <PersonLink userId={m.user_id}>
                    {m.first_name} {m.last_name}
                  </PersonLink>
                ) : (
                  `${m.first_name} ${m.last_name}`
                )}
              </span>{' '}
              <span className="text-fg-faint">{labelOf(m)}</span>
              {m.is_creator ? (
                <span className="ml-2 rounded bg-warn-soft-strong px-1.5 py-0.5 text-xs text-warn-fg">
                  {t('family.creator')}
                </span>
              ) : m.manages && !switchable(m) ? (
                <span className="ml-2 rounded bg-info-soft px-1.5 py-0.5 text-xs text-info-fg">
                  {t('family.manages')}
                </span>
              ) : null}
              {isInvited(m) ? <InvitedBadge /> : null}
              {m.user_id === null ? (
                <span className="ml-2 text-xs text-fg-faint">{t('invitations.relative.noAccount')}</span>
              ) : null}
            </span>
            <span className="flex items-center gap-2">
              {switchable(m) ? (
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    checked={m.manages}
                    disabled={setManager.isPending}
                    onChange={(e) =>
                      setManager.mutate(
                        { memberId: m.id, manages: e.target.checked },
                        {
                          onSuccess: () => notify({ type: 'success', message: t('family.managerChanged') }),
                          onError: (err) =>
                            notify({ type: 'error', message: errorText(err, t('family.managerError')) }),
                        },
                      )
                    }
                  />
                  {t('family.manages')}
                </label>
              ) : null}
              <FamilyMemberActions familyId={family.id} member={m} />
            </span>
          </li>
        ))}
      </ul>
      {iAmCreator ? <p className="max-w-xl text-xs text-fg-faint">{t('family.managesHint')}</p> : null}
      <div className="flex max-w-xl flex-col gap-3">
        <h2 className="font-medium">{t('family.addMember')}</h2>
        <SelectField
          id="family-relationship"
          label={t('family.relationship')}
          value={relationship}
          required
          error={relationshipError}
          onChange={(e) => {
            setRelationship(RELATIONSHIPS.find((r) => r === e.target.value) ?? '');
            setRelationshipError(undefined);
          }}
        >
          <option value="" disabled>
            {t('family.chooseRelationship')}
          </option>
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {t(`family.relationships.${r}`)}
            </option>
          ))}
        </SelectField>
        <UserSearch
          exclude={list.flatMap((m) => (m.user_id ? [m.user_id] : []))}
          onPick={async (u) => {
            if (!relationship) {
              setRelationshipError(t('family.relationshipRequired'));
              return;
            }
            try {
              await addMember.mutateAsync({ user_id: u.id, relationship });
              // A registered user is invited; they become a member when they accept.
              notify({ type: 'success', message: t('invitations.sent') });
              setRelationship('');
            } catch (err) {
              notify({ type: 'error', message: errorText(err, t('family.memberAddError')) });
            }
          }}
        />
      </div>
      <EmailInvites
        kind="family"
        targetId={family.id}
        relationships={RELATIONSHIPS}
        relationshipLabel={(r) => t(`family.relationships.${r}`)}
      />
    </div>
  );
}
