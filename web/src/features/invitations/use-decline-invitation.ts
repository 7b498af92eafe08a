import type { Invitation } from '@krug/contract/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declineInvitation, invitationKeys } from './api.ts';

/** Declines an invitation; the list is read again (also after a failure, e.g. one already withdrawn). */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => declineInvitation(invitation.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
