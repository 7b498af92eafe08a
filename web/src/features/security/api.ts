import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, call, callPage } from '../../lib/api-client.ts';

export const securityKeys = {
  sessions: ['security', 'sessions'] as const,
  twoFactor: ['security', 'two-factor'] as const,
};

/** `GET /api/users/sessions`: my live sessions, latest activity first. */
export function useSessions() {
  return useQuery({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => call(api.GET('/api/users/sessions', { signal })),
  });
}

/** Signs one session out (`DELETE /api/users/sessions/{id}`), or every other one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
  return {
    one: useMutation({
      mutationFn: (id: string) => call(api.DELETE('/api/users/sessions/{id}', { params: { path: { id } } })),
      onSettled: refresh,
    }),
    others: useMutation({
      mutationFn: () => call(api.POST('/api/users/sessions/revoke-others')),
      onSettled: refresh,
    }),
  };
}

/** The second sign-in step: the password step's challenge and a code (or a recovery code). */
export const loginWithCode = (challenge: string, code: string) =>
  call(api.POST('/api/auth/login/2fa', { body: { challenge, code } }));

/** `GET /api/users/2fa`: whether two-factor sign-in is on. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: securityKeys.twoFactor,
    queryFn: ({ signal }) => call(api.GET('/api/users/2fa', { signal })),
  });
}

/** Setup, enable, disable and new recovery codes; each refreshes the status. */
export function useTwoFactorActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor });
  return {
    setup: useMutation({
      mutationFn: (password: string) => call(api.POST('/api/users/2fa/setup', { body: { password } })),
    }),
    enable: useMutation({
      mutationFn: (code: string) => call(api.POST('/api/users/2fa/enable', { body: { code } })),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (body: ApiBody<'/api/users/2fa/disable', 'post'>) =>
        call(api.POST('/api/users/2fa/disable', { body })),
      onSuccess: (status) => queryClient.setQueryData(securityKeys.twoFactor, status),
    }),
    regenerate: useMutation({
      mutationFn: (code: string) => call(api.POST('/api/users/2fa/recovery-codes', { body: { code } })),
      onSuccess: refresh,
    }),
  };
}

/** One page of my security events, newest first (the next by the Link header's cursor). */
export const fetchSecurityEvents = (before: string | null, signal?: AbortSignal) =>
  callPage(
    api.GET('/api/users/security-events', {
      params: { query: { limit: 20, before: before ?? undefined } },
      signal,
    }),
  );
