import type { FamilyProfile } from '@krug/contract/family';
import { useNavigate } from 'react-router';
import { useUser } from '../auth/session.tsx';
import { LeaveButton } from './LeaveButton.tsx';

/**
 * «Покинуть семью» on the family page, for members other than its creator (who cannot leave): the
 * server's ability `can_leave`.
 */
export function LeaveFamily({ family }: { family: FamilyProfile }) {
  const me = useUser();
  const navigate = useNavigate();
  if (!family.can_leave) return null;
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
