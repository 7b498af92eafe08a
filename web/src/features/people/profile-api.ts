import type { PersonPage, ProfileDetails } from '@krug/contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';
import { peopleKeys } from './api.ts';

/** «О себе» and the cover of one's own page (issue 32 item 14); the page shows the answer at once. */
export function useProfileDetails(userId: string) {
  const client = useQueryClient();
  const onSuccess = (d: ProfileDetails) =>
    client.setQueryData<PersonPage>(peopleKeys.person(userId), (p) => (p ? { ...p, ...d } : p));
  return {
    about: useMutation({
      mutationFn: (about: string) => call(api.PUT('/api/users/about', { body: { about } })),
      onSuccess,
    }),
    cover: useMutation({
      mutationFn: (dataUrl: string) =>
        call(api.PUT('/api/users/profile-cover', { body: { cover_image: dataUrl } })),
      onSuccess,
    }),
    removeCover: useMutation({
      mutationFn: () => call(api.DELETE('/api/users/profile-cover')),
      onSuccess,
    }),
  };
}
