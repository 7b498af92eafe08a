import type { FamilyMember, UpdateRelativeBody } from '@krug/contract/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { familyKeys } from '../family/api.ts';

/** Edits a relative entered by name only (`PUT /api/family/{id}/members/{memberId}`, PARENTs). */
export function useUpdateRelative(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, body }: { memberId: string; body: UpdateRelativeBody }) =>
      apiFetch<{ members: FamilyMember[] }>(`/api/family/${familyId}/members/${memberId}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(familyKeys.members(familyId), data);
      void queryClient.invalidateQueries({ queryKey: familyKeys.all });
    },
  });
}
