import type { CreateHouseholdBody, HouseholdResponse } from '@krug/contract/household';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, call } from '../../lib/api-client.ts';

export const householdKey = ['household'] as const;

export function useHousehold() {
  return useQuery({
    queryKey: householdKey,
    queryFn: ({ signal }) => call(api.GET('/api/household', { signal })),
  });
}

export function useHouseholdMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (data: HouseholdResponse) => queryClient.setQueryData(householdKey, data);
  return {
    create: useMutation({
      mutationFn: (body: CreateHouseholdBody) => call(api.POST('/api/household/create', { body })),
      onSuccess,
    }),
    add: useMutation({
      mutationFn: ({ id, ...body }: { id: string } & ApiBody<'/api/household/{id}/members', 'post'>) =>
        call(api.POST('/api/household/{id}/members', { params: { path: { id } }, body })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ id, userId }: { id: string; userId: string }) =>
        call(
          api.DELETE('/api/household/{id}/members/{memberId}', {
            params: { path: { id, memberId: userId } },
          }),
        ),
      onSuccess,
    }),
  };
}
