import type {
  PushDevice,
  PushPublicKey,
  PushSettings,
  PushSettingsBody,
  PushSubscriptionBody,
} from '@krug/contract/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';

export const pushKeys = {
  devices: ['push', 'devices'] as const,
  settings: ['push', 'settings'] as const,
  /** This browser's own subscription (its endpoint), or null. */
  here: ['push', 'here'] as const,
};

export const pushApi = {
  publicKey: (): Promise<PushPublicKey> => call(api.GET('/api/push/public-key')),
  subscribe: (body: PushSubscriptionBody): Promise<PushDevice> =>
    call(api.POST('/api/push/subscriptions', { body })),
  remove: (id: string) => call(api.DELETE('/api/push/subscriptions/{id}', { params: { path: { id } } })),
};

export function usePushDevices() {
  return useQuery({
    queryKey: pushKeys.devices,
    queryFn: ({ signal }): Promise<PushDevice[]> => call(api.GET('/api/push/subscriptions', { signal })),
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
    queryFn: ({ signal }): Promise<PushSettings> => call(api.GET('/api/push/settings', { signal })),
  });
}

export function useSavePushSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettingsBody): Promise<PushSettings> =>
      call(api.PUT('/api/push/settings', { body })),
    onSuccess: (settings) => client.setQueryData(pushKeys.settings, settings),
  });
}
