import type { LatestDataExport } from '@krug/contract/data-export';
import type { NotificationPreferencesBody } from '@krug/contract/notification-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';

export const settingsDataKeys = {
  preferences: ['settings', 'notification-preferences'] as const,
  /**
   * Under `notifications`: every pushed notification reads it again (the live client invalidates
   * that prefix), so `data_export_ready` turns the section to "ready" without a reload.
   */
  dataExport: ['notifications', 'data-export'] as const,
};

export function useNotificationPreferences() {
  return useQuery({
    queryKey: settingsDataKeys.preferences,
    queryFn: ({ signal }) => call(api.GET('/api/users/notification-preferences', { signal })),
  });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      call(api.PUT('/api/users/notification-preferences', { body })),
    onSuccess: (prefs) => client.setQueryData(settingsDataKeys.preferences, prefs),
  });
}

/** While an export is being prepared it is also polled, in case the live connection is down. */
const POLL_MS = 5000;

export function useDataExport() {
  return useQuery({
    queryKey: settingsDataKeys.dataExport,
    queryFn: ({ signal }) => call(api.GET('/api/users/export', { signal })),
    refetchInterval: (q) => (q.state.data?.export?.status === 'pending' ? POLL_MS : false),
  });
}

export function useStartDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.POST('/api/users/export')),
    onSuccess: (started) =>
      client.setQueryData<LatestDataExport>(settingsDataKeys.dataExport, { export: started }),
  });
}
