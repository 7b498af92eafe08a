import type { FamilyProfile } from '@krug/contract/family';
import { useNavigate } from 'react-router';
import { useUser } from '../auth/session.tsx';
import { useFamilyMembers } from '../family/api.ts';
import { LeaveButton } from './LeaveButton.tsx';

/** «Покинуть семью» on the family page, for members other than its creator (who cannot leave). */
export function LeaveFamily({ family }: { family: FamilyProfile }) {
  const me = useUser();
  const navigate = useNavigate();
  const members = useFamilyMembers(family.id);
  const mine = members.data?.find((m) => m.user_id === me.id);
  if (!family.is_user_member || !mine || mine.is_creator) return null;
  return (
    <LeaveButton
      kind="family"
      name={family.family_name}
      of={family.id}
      me={me.id}
      onLeft={() => navigate('/family/my-family-profile', { replace: true })}
    />
  );
}
