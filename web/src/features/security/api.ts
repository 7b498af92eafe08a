import type { User } from '@krug/contract/auth';
import type { MyInfo } from '@krug/contract/my-info';
import type {
  RecoveryCodes,
  RevokeOthersResponse,
  TwoFactorSetup,
  TwoFactorStatus,
  UserSession,
} from '@krug/contract/security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { myInfoKey } from '../account/api.ts';
import { meKey } from '../auth/api.ts';

export const securityKeys = {
  sessions: ['security', 'sessions'] as const,
  twoFactor: ['security', 'two-factor'] as const,
};

/** `GET /api/users/sessions`: my live sessions, latest activity first. */
export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => apiFetch<UserSession[]>('/api/users/sessions', { signal }),
  });
}

/** Signs one session out (`DELETE /api/users/sessions/{id}`), or every other one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
  return {
    one: useMutation({
      mutationFn: (id: string) =>
        apiFetch<void>(`/api/users/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
    others: useMutation({
      mutationFn: () =>
        apiFetch<RevokeOthersResponse>('/api/users/sessions/revoke-others', { method: 'POST' }),
      onSettled: refresh,
    }),
  };
}

/** `GET /api/users/2fa`: whether two-factor sign-in is on. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: securityKeys.twoFactor,
    queryFn: ({ signal }) => apiFetch<TwoFactorStatus>('/api/users/2fa', { signal }),
  });
}

/** Setup, enable, disable and new recovery codes; each refreshes the status. */
export function useTwoFactorActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor });
  return {
    setup: useMutation({
      mutationFn: (password: string) =>
        apiFetch<TwoFactorSetup>('/api/users/2fa/setup', { method: 'POST', body: { password } }),
    }),
    enable: useMutation({
      mutationFn: (code: string) =>
        apiFetch<RecoveryCodes>('/api/users/2fa/enable', { method: 'POST', body: { code } }),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (body: { password: string; code: string }) =>
        apiFetch<TwoFactorStatus>('/api/users/2fa/disable', { method: 'POST', body }),
      onSuccess: (status) => queryClient.setQueryData(securityKeys.twoFactor, status),
    }),
    regenerate: useMutation({
      mutationFn: (code: string) =>
        apiFetch<RecoveryCodes>('/api/users/2fa/recovery-codes', { method: 'POST', body: { code } }),
      onSuccess: refresh,
    }),
  };
}

/** Changes the sign-in email (`PUT /api/my-info` with the current password); the cached user follows. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; current_password: string }) =>
      apiFetch<MyInfo>('/api/my-info', { method: 'PUT', body }),
    onSuccess: (info) => {
      queryClient.setQueryData<User>(meKey, (user) => (user ? { ...user, email: info.email } : user));
      queryClient.setQueryData(myInfoKey, info);
    },
  });
}
