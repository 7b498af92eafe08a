import type { DigestSetting } from '@krug/contract/email';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';
import { meKey } from '../auth/api.ts';

export const emailKeys = {
  pending: ['email', 'pending-change'] as const,
  digest: ['email', 'digest'] as const,
};

/** `POST /api/auth/verify-email/request`: a new verification link to my address. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => call(api.POST('/api/auth/verify-email/request')) });
}

/** A mailed link's token used once: verification or email change; the cached user is refreshed. */
export function useConfirmEmailToken(kind: 'verify' | 'change') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      call(
        kind === 'verify'
          ? api.POST('/api/auth/verify-email/confirm', { body: { token } })
          : api.POST('/api/auth/email-change/confirm', { body: { token } }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: meKey });
      void queryClient.invalidateQueries({ queryKey: emailKeys.pending });
    },
  });
}

/** `GET /api/users/email-change`: the address waiting for its link, if any. */
export function usePendingEmail(enabled = true) {
  return useQuery({
    queryKey: emailKeys.pending,
    queryFn: ({ signal }) => call(api.GET('/api/users/email-change', { signal })),
    enabled,
  });
}

/** `POST /api/users/email-change`: mails a link to the new address; the address stays until it is used. */
export function useStartEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; current_password: string }) =>
      call(api.POST('/api/users/email-change', { body })),
    onSuccess: (answer) =>
      queryClient.setQueryData(emailKeys.pending, { pending_email: answer.pending_email }),
  });
}

/** `GET|PUT /api/users/digest`. */
export function useDigest() {
  return useQuery({
    queryKey: emailKeys.digest,
    queryFn: ({ signal }) => call(api.GET('/api/users/digest', { signal })),
  });
}

export function useSaveDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DigestSetting) => call(api.PUT('/api/users/digest', { body })),
    onSuccess: (saved) => queryClient.setQueryData(emailKeys.digest, saved),
  });
}
