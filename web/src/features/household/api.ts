import type { CreateHouseholdBody, HouseholdResponse } from '@krug/contract/household';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

export const householdKey = ['household'] as const;

export function useHousehold() {
  return useQuery({
    queryKey: householdKey,
    queryFn: ({ signal }) => apiFetch<HouseholdResponse>('/api/household', { signal }),
  });
}

export function useHouseholdMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (data: HouseholdResponse) => queryClient.setQueryData(householdKey, data);
  return {
    create: useMutation({
      mutationFn: (body: CreateHouseholdBody) =>
        apiFetch<HouseholdResponse>('/api/household/create', { method: 'POST', body }),
      onSuccess,
    }),
    add: useMutation({
      mutationFn: ({ id, ...body }: { id: string; user_id: string; relationship: string }) =>
        apiFetch<HouseholdResponse>(`/api/household/${id}/members`, { method: 'POST', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ id, userId }: { id: string; userId: string }) =>
        apiFetch<HouseholdResponse>(`/api/household/${id}/members/${userId}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
