import type { ChangePasswordBody, DeleteAccountBody, UpdateMyInfoBody } from '@krug/contract/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tokenStore } from '../../lib/api.ts';
import { api, call } from '../../lib/api-client.ts';
import { meKey } from '../auth/api.ts';
import { postKeys } from '../posts/api.ts';

export const myInfoKey = ['my-info'] as const;

export function useMyInfo() {
  return useQuery({
    queryKey: myInfoKey,
    queryFn: ({ signal }) => call(api.GET('/api/my-info', { signal })),
  });
}

const setPhoto = (dataUrl: string) =>
  call(api.PUT('/api/users/profile-picture', { body: { profile_picture: dataUrl } }));

export function useAccountMutations() {
  const queryClient = useQueryClient();
  const refreshMe = () => queryClient.invalidateQueries({ queryKey: meKey });
  /** A new photo shows on one's own posts and comments at once, without a reload (issue 32 item 5). */
  const photoChanged = (u: Awaited<ReturnType<typeof setPhoto>>) => {
    queryClient.setQueryData(meKey, u);
    void queryClient.invalidateQueries({ queryKey: postKeys.all });
  };
  return {
    save: useMutation({
      mutationFn: (body: UpdateMyInfoBody) => call(api.PUT('/api/my-info', { body })),
      onSuccess: (info) => {
        queryClient.setQueryData(myInfoKey, info);
        void refreshMe();
      },
    }),
    photo: useMutation({
      mutationFn: setPhoto,
      onSuccess: photoChanged,
    }),
    deletePhoto: useMutation({
      mutationFn: () => call(api.DELETE('/api/users/profile-picture')),
      onSuccess: photoChanged,
    }),
    password: useMutation({
      mutationFn: (body: ChangePasswordBody) => call(api.PUT('/api/auth/change-password', { body })),
      // Older tokens (other devices) stop working; this one continues with the fresh token.
      onSuccess: (res) => tokenStore.set(res.access_token),
    }),
    deleteAccount: useMutation({
      mutationFn: (body: DeleteAccountBody) => call(api.DELETE('/api/auth/delete-account', { body })),
    }),
  };
}
