import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { postKeys } from '../posts/api.ts';
import { useAccountMutations } from './api.ts';

// Issue 32 item 5: after changing one's photo, one's own posts on the open feed show it without a
// reload: the cached feed is refreshed along with the profile.
describe('changing one’s photo', () => {
  it.each(['photo', 'deletePhoto'] as const)(
    '%s refreshes the cached feed and the profile',
    async (which) => {
      const me = { ...testUser(), profile_picture: '/api/users/avatars/new.webp' };
      stubFetch(vi.fn(async () => jsonResponse(200, me)));
      localStorage.setItem('krug.token', 'x');
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const feedKey = postKeys.feed({});
      client.setQueryData(feedKey, { pages: [], pageParams: [] });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useAccountMutations(), { wrapper });
      expect(client.getQueryState(feedKey)?.isInvalidated).toBe(false);
      await act(async () => {
        if (which === 'photo') await result.current.photo.mutateAsync('data:image/png;base64,AA==');
        else await result.current.deletePhoto.mutateAsync();
      });
      await waitFor(() => expect(client.getQueryState(feedKey)?.isInvalidated).toBe(true));
      expect(client.getQueryData(meKey)).toMatchObject({ profile_picture: me.profile_picture });
      localStorage.clear();
    },
  );
});
