import type { AdminSettingsBody, CreateInviteBody } from '@krug/contract/admin';
import type { ResolveReportBody } from '@krug/contract/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys } from './api.ts';

/** Actions on accounts; each refreshes the users lists (and the audit log). */
export function useUserActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.all });
  return {
    setRole: useMutation({
      mutationFn: (v: { id: string; role: 'admin' | 'user' }) => adminApi.setRole(v.id, v.role),
      onSettled: refresh,
    }),
    suspend: useMutation({
      mutationFn: (v: { id: string; reason: string }) => adminApi.suspend(v.id, { reason: v.reason }),
      onSettled: refresh,
    }),
    unsuspend: useMutation({ mutationFn: adminApi.unsuspend, onSettled: refresh }),
    resetTwoFactor: useMutation({ mutationFn: adminApi.resetTwoFactor, onSettled: refresh }),
    remove: useMutation({ mutationFn: adminApi.deleteUser, onSettled: refresh }),
  };
}

export function useInviteActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.invites });
  return {
    create: useMutation({
      mutationFn: (body: CreateInviteBody) => adminApi.createInvite(body),
      onSettled: refresh,
    }),
    revoke: useMutation({ mutationFn: adminApi.revokeInvite, onSettled: refresh }),
  };
}

/** `GET|PUT /api/admin/settings`; saving also refreshes what the sign-in page reads. */
export function useAdminSettings() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => adminApi.settings(signal),
  });
  const save = useMutation({
    mutationFn: (body: AdminSettingsBody) => adminApi.saveSettings(body),
    onSuccess: (saved) => client.setQueryData(adminKeys.settings, saved),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.instance }),
  });
  return { query, save };
}

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string } & ResolveReportBody) =>
      adminApi.resolve(v.id, { action: v.action, note: v.note }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
