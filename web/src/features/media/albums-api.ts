import type { AlbumBody, AlbumSharesBody } from '@krug/contract/albums';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, callResponse } from '../../lib/api-client.ts';

export const albumKeys = {
  all: ['albums'] as const,
  mine: ['albums', 'mine'] as const,
  shared: ['albums', 'shared'] as const,
  one: (id: string) => ['albums', 'one', id] as const,
  items: (id: string) => ['albums', 'items', id] as const,
  shares: (id: string) => ['albums', 'shares', id] as const,
};

export { albumPath, albumsPath } from './album-path.ts';

const albumList = (path: '/api/albums' | '/api/albums/shared') => ({
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    call(api.GET(path, { params: { query: { limit: 48, before: pageParam ?? undefined } }, signal })),
  getNextPageParam: (last: { next_cursor: string | null }) => last.next_cursor,
});

export const useMyAlbums = () => useInfiniteQuery({ queryKey: albumKeys.mine, ...albumList('/api/albums') });
export const useSharedAlbums = () =>
  useInfiniteQuery({ queryKey: albumKeys.shared, ...albumList('/api/albums/shared') });

export const useAlbum = (id: string) =>
  useQuery({
    queryKey: albumKeys.one(id),
    queryFn: ({ signal }) => call(api.GET('/api/albums/{id}', { params: { path: { id } }, signal })),
  });

export const useAlbumItems = (id: string) =>
  useInfiniteQuery({
    queryKey: albumKeys.items(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        api.GET('/api/albums/{id}/items', {
          params: { path: { id }, query: { limit: 100, before: pageParam ?? undefined } },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.next_cursor,
  });

export const useAlbumShares = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: albumKeys.shares(id),
    queryFn: ({ signal }) => call(api.GET('/api/albums/{id}/shares', { params: { path: { id } }, signal })),
    enabled,
  });

/** Album writes; each refreshes the album lists (and the album) when it lands. */
export function useAlbumMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: albumKeys.all });
  const after = { onSuccess: refresh };
  return {
    create: useMutation({
      mutationFn: (body: AlbumBody) => call(api.POST('/api/albums', { body })),
      ...after,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: AlbumBody }) =>
        call(api.PUT('/api/albums/{id}', { params: { path: { id } }, body })),
      ...after,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(api.DELETE('/api/albums/{id}', { params: { path: { id } } })),
      ...after,
    }),
    addItems: useMutation({
      mutationFn: ({ id, ids }: { id: string; ids: string[] }) =>
        call(api.POST('/api/albums/{id}/items', { params: { path: { id } }, body: { media_ids: ids } })),
      ...after,
    }),
    removeItems: useMutation({
      mutationFn: ({ id, ids }: { id: string; ids: string[] }) =>
        call(
          api.POST('/api/albums/{id}/items/remove', { params: { path: { id } }, body: { media_ids: ids } }),
        ),
      ...after,
    }),
    setCover: useMutation({
      mutationFn: ({ id, mediaId }: { id: string; mediaId: string | null }) =>
        call(api.PUT('/api/albums/{id}/cover', { params: { path: { id } }, body: { media_id: mediaId } })),
      ...after,
    }),
    setShares: useMutation({
      mutationFn: ({ id, body }: { id: string; body: AlbumSharesBody }) =>
        call(api.PUT('/api/albums/{id}/shares', { params: { path: { id } }, body })),
      onSuccess: (data, { id }) => {
        client.setQueryData(albumKeys.shares(id), data);
        return refresh();
      },
    }),
  };
}

/** Starts a browser download of a signed link (the browser streams it to disk). */
export function downloadLink(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/** The signed link to my whole library's zip. */
export const libraryArchiveLink = () => call(api.GET('/api/media/archive-link'));

/** The file name of a download from its Content-Disposition (the RFC 5987 form first). */
export function dispositionName(header: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return fallback;
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a zip of chosen files (at most ARCHIVE_SELECTION_MAX, so it fits in the browser's
 * memory; the whole library and albums go by signed links instead).
 */
export async function downloadSelection(ids: string[]): Promise<void> {
  const { data, response } = await callResponse(
    api.POST('/api/media/archive', { body: { media_ids: ids }, parseAs: 'blob' }),
  );
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = dispositionName(response.headers.get('content-disposition'), 'krug.zip');
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
