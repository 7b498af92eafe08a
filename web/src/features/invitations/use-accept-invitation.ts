import type { Invitation } from '@krug/contract/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptInvitation } from './api.ts';
import { refreshMemberships } from './refresh-memberships.ts';

/** Accepts an invitation; the family, household, chat and feed lists are read again afterwards. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => acceptInvitation(invitation.id),
    onSettled: () => refreshMemberships(queryClient),
  });
}
