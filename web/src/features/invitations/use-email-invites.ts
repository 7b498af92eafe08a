import type { FamilyEmailInviteBody, HouseholdEmailInviteBody } from '@krug/contract/email-invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelEmailInvite,
  type EmailInviteKind,
  emailInviteKeys,
  fetchEmailInvites,
  sendEmailInvite,
} from './email-invites-api.ts';

/** The pending invitations by email of a family or household, and sending and cancelling them. */
export function useEmailInvites(kind: EmailInviteKind, id: string) {
  const queryClient = useQueryClient();
  const key = emailInviteKeys.of(kind, id);
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchEmailInvites(kind, id, signal) });
  const send = useMutation({
    mutationFn: (body: FamilyEmailInviteBody | HouseholdEmailInviteBody) => sendEmailInvite(kind, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const cancel = useMutation({
    mutationFn: (invitationId: string) => cancelEmailInvite(kind, id, invitationId),
    onSuccess: (left) => queryClient.setQueryData(key, left),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { list, send, cancel };
}
