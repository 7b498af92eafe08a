import type { UpdateRelativeBody } from '@krug/contract/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';
import { familyKeys } from '../family/api.ts';

/** Edits a relative entered by name only (`PUT /api/family/{id}/members/{memberId}`, PARENTs). */
export function useUpdateRelative(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, body }: { memberId: string; body: UpdateRelativeBody }) =>
      call(
        api.PUT('/api/family/{id}/members/{memberId}', {
          params: { path: { id: familyId, memberId } },
          body,
        }),
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(familyKeys.members(familyId), data);
      void queryClient.invalidateQueries({ queryKey: familyKeys.all });
    },
  });
}
