import type { UserSettingsBody } from '@krug/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';
import { meKey } from '../auth/api.ts';

/** Saves the interface language and/or theme of the signed-in user (PUT /api/users/settings). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserSettingsBody) => call(api.PUT('/api/users/settings', { body })),
    onSuccess: (user) => queryClient.setQueryData(meKey, user),
  });
}
