import type { ChatGroupEntry } from '@krug/contract/chat';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '../auth/session.tsx';
import { LeaveButton } from './LeaveButton.tsx';

/**
 * «Покинуть группу» in a chat group's participants, when the server's ability `can_leave` says so.
 * Not for a FAMILY group: it follows the family's membership (one leaves the family instead).
 */
export function LeaveGroup({ entry }: { entry: ChatGroupEntry }) {
  const { group } = entry;
  const me = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!entry.can_leave) return null;
  return (
    <LeaveButton
      kind="group"
      name={group.name}
      of={group.id}
      me={me.id}
      // Back to the chat without the group: the list, with the family group selected by default.
      onLeft={() => navigate(pathname, { replace: true })}
      className="mt-3 w-full"
    />
  );
}
