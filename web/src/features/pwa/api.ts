import type {
  PushDevice,
  PushPublicKey,
  PushSettings,
  PushSettingsBody,
  PushSubscriptionBody,
} from '@krug/contract/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

export const pushKeys = {
  devices: ['push', 'devices'] as const,
  settings: ['push', 'settings'] as const,
  /** This browser's own subscription (its endpoint), or null. */
  here: ['push', 'here'] as const,
};

export const pushApi = {
  publicKey: () => apiFetch<PushPublicKey>('/api/push/public-key'),
  subscribe: (body: PushSubscriptionBody) =>
    apiFetch<PushDevice>('/api/push/subscriptions', { method: 'POST', body }),
  remove: (id: string) =>
    apiFetch<void>(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export function usePushDevices() {
  return useQuery({
    queryKey: pushKeys.devices,
    queryFn: ({ signal }) => apiFetch<PushDevice[]>('/api/push/subscriptions', { signal }),
  });
}

export function useRemovePushDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => pushApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['push'] }),
  });
}

export function usePushSettings() {
  return useQuery({
    queryKey: pushKeys.settings,
    queryFn: ({ signal }) => apiFetch<PushSettings>('/api/push/settings', { signal }),
  });
}

export function useSavePushSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettingsBody) =>
      apiFetch<PushSettings>('/api/push/settings', { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData(pushKeys.settings, settings),
  });
}
