import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Leavable, leave } from './api.ts';
import { refreshMemberships } from './refresh-memberships.ts';

/**
 * Leaves a family, a household or a chat group (`DELETE …/members/{own id}`, CONTRACT §4
 * "Consent"); what the caller could see through that membership is read again.
 */
export function useLeave(kind: Leavable, id: string, me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leave(kind, id, me),
    onSuccess: () => {
      // Not awaited: the caller navigates away at once; the lists refresh behind it.
      void refreshMemberships(queryClient);
    },
  });
}
