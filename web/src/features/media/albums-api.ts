import type {
  Album,
  AlbumBody,
  AlbumItemsResponse,
  AlbumItemsResult,
  AlbumListResponse,
  AlbumSharesBody,
  AlbumSharesResponse,
  ArchiveLink,
} from '@krug/contract/albums';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, NETWORK_ERROR, tokenStore } from '../../lib/api.ts';

export const albumKeys = {
  all: ['albums'] as const,
  mine: ['albums', 'mine'] as const,
  shared: ['albums', 'shared'] as const,
  one: (id: string) => ['albums', 'one', id] as const,
  items: (id: string) => ['albums', 'items', id] as const,
  shares: (id: string) => ['albums', 'shares', id] as const,
};

/** Where an album list or an album lives in the media area (real URLs). */
export const albumsPath = (module: string) => `/${module}/media/albums`;
export const albumPath = (module: string, id: string) => `/${module}/media/albums/${id}`;

const albumList = (path: string) => ({
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    apiFetch<AlbumListResponse>(`${path}?limit=48${pageParam ? `&before=${pageParam}` : ''}`, { signal }),
  getNextPageParam: (last: AlbumListResponse) => last.next_cursor,
});

export const useMyAlbums = () => useInfiniteQuery({ queryKey: albumKeys.mine, ...albumList('/api/albums') });
export const useSharedAlbums = () =>
  useInfiniteQuery({ queryKey: albumKeys.shared, ...albumList('/api/albums/shared') });

export const useAlbum = (id: string) =>
  useQuery({
    queryKey: albumKeys.one(id),
    queryFn: ({ signal }) => apiFetch<Album>(`/api/albums/${id}`, { signal }),
  });

export const useAlbumItems = (id: string) =>
  useInfiniteQuery({
    queryKey: albumKeys.items(id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AlbumItemsResponse>(
        `/api/albums/${id}/items?limit=100${pageParam ? `&before=${pageParam}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor,
  });

export const useAlbumShares = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: albumKeys.shares(id),
    queryFn: ({ signal }) => apiFetch<AlbumSharesResponse>(`/api/albums/${id}/shares`, { signal }),
    enabled,
  });

/** Album writes; each refreshes the album lists (and the album) when it lands. */
export function useAlbumMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: albumKeys.all });
  const after = { onSuccess: refresh };
  return {
    create: useMutation({
      mutationFn: (body: AlbumBody) => apiFetch<Album>('/api/albums', { method: 'POST', body }),
      ...after,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: AlbumBody }) =>
        apiFetch<Album>(`/api/albums/${id}`, { method: 'PUT', body }),
      ...after,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<void>(`/api/albums/${id}`, { method: 'DELETE' }),
      ...after,
    }),
    addItems: useMutation({
      mutationFn: ({ id, ids }: { id: string; ids: string[] }) =>
        apiFetch<AlbumItemsResult>(`/api/albums/${id}/items`, { method: 'POST', body: { media_ids: ids } }),
      ...after,
    }),
    removeItems: useMutation({
      mutationFn: ({ id, ids }: { id: string; ids: string[] }) =>
        apiFetch<AlbumItemsResult>(`/api/albums/${id}/items/remove`, {
          method: 'POST',
          body: { media_ids: ids },
        }),
      ...after,
    }),
    setCover: useMutation({
      mutationFn: ({ id, mediaId }: { id: string; mediaId: string | null }) =>
        apiFetch<Album>(`/api/albums/${id}/cover`, { method: 'PUT', body: { media_id: mediaId } }),
      ...after,
    }),
    setShares: useMutation({
      mutationFn: ({ id, body }: { id: string; body: AlbumSharesBody }) =>
        apiFetch<AlbumSharesResponse>(`/api/albums/${id}/shares`, { method: 'PUT', body }),
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
export const libraryArchiveLink = () => apiFetch<ArchiveLink>('/api/media/archive-link');

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
  const token = tokenStore.get();
  let res: Response;
  try {
    res = await fetch('/api/media/archive', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ media_ids: ids }),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, typeof body?.detail === 'string' ? body.detail : null);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = dispositionName(res.headers.get('content-disposition'), 'krug.zip');
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
