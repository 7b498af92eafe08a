import type { UserSettingsBody } from '@krug/contract/account';
import type { User } from '@krug/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { meKey } from '../auth/api.ts';

/** Saves the interface language and/or theme of the signed-in user (PUT /api/users/settings). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserSettingsBody) => apiFetch<User>('/api/users/settings', { method: 'PUT', body }),
    onSuccess: (user) => queryClient.setQueryData(meKey, user),
  });
}
