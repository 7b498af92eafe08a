import { useQuery } from '@tanstack/react-query';
import { fetchInvitations, invitationKeys } from './api.ts';

/** The caller's pending invitations, newest first as the server sends them. */
export function useInvitations() {
  return useQuery({
    queryKey: invitationKeys.all,
    queryFn: ({ signal }) => fetchInvitations(signal),
  });
}
