import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  DeleteAccountBody,
  UpdateMyInfoBody,
} from '@krug/contract/account';
import type { User } from '@krug/contract/auth';
import type { MyInfo } from '@krug/contract/my-info';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, tokenStore } from '../../lib/api.ts';
import { meKey } from '../auth/api.ts';

export const myInfoKey = ['my-info'] as const;

export function useMyInfo() {
  return useQuery({
    queryKey: myInfoKey,
    queryFn: ({ signal }) => apiFetch<MyInfo>('/api/my-info', { signal }),
  });
}

export function useAccountMutations() {
  const queryClient = useQueryClient();
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: meKey });
  return {
    save: useMutation({
      mutationFn: (body: UpdateMyInfoBody) => apiFetch<MyInfo>('/api/my-info', { method: 'PUT', body }),
      onSuccess: (info) => {
        queryClient.setQueryData(myInfoKey, info);
        void refreshMe();
      },
    }),
    photo: useMutation({
      mutationFn: (dataUrl: string) =>
        apiFetch<User>('/api/users/profile-picture', { method: 'PUT', body: { profile_picture: dataUrl } }),
      onSuccess: (u) => queryClient.setQueryData(meKey, u),
    }),
    deletePhoto: useMutation({
      mutationFn: () => apiFetch<User>('/api/users/profile-picture', { method: 'DELETE' }),
      onSuccess: (u) => queryClient.setQueryData(meKey, u),
    }),
    password: useMutation({
      mutationFn: (body: ChangePasswordBody) =>
        apiFetch<ChangePasswordResponse>('/api/auth/change-password', { method: 'PUT', body }),
      // Older tokens (other devices) stop working; this one continues with the fresh token.
      onSuccess: (res) => tokenStore.set(res.access_token),
    }),
    deleteAccount: useMutation({
      mutationFn: (body: DeleteAccountBody) =>
        apiFetch('/api/auth/delete-account', { method: 'DELETE', body }),
    }),
  };
}
