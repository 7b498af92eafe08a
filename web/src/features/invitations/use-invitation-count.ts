import { useQuery } from '@tanstack/react-query';
import { fetchInvitations, invitationKeys } from './api.ts';

/** How many invitations wait for an answer (0 while loading or when the list cannot be read). */
export function useInvitationCount(): number {
  const count = useQuery({
    queryKey: invitationKeys.all,
    queryFn: ({ signal }) => fetchInvitations(signal),
    select: (list) => list.length,
    // A badge is not worth an error retry storm; the next navigation or notification refreshes it.
    retry: false,
  });
  return count.data ?? 0;
}
