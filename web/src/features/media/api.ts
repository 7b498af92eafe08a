import type { MediaType } from '@krug/contract/media';
import type { ModuleKey } from '@krug/contract/modules';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, call, uploadForm } from '../../lib/api-client.ts';

export const mediaKeys = {
  all: ['media'] as const,
  list: (type: MediaType, module: ModuleKey | 'all', search: string) =>
    ['media', 'list', type, module, search] as const,
  modules: ['media', 'modules'] as const,
};

export function useMediaList(type: MediaType, module: ModuleKey | 'all', search: string) {
  return useInfiniteQuery({
    queryKey: mediaKeys.list(type, module, search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = {
        media_type: type,
        limit: 60,
        module: module === 'all' ? undefined : module,
        search: search.trim() || undefined,
        before: pageParam ?? undefined,
      };
      return call(api.GET('/api/media', { params: { query }, signal }));
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useMediaModules() {
  return useQuery({
    queryKey: mediaKeys.modules,
    queryFn: ({ signal }) => call(api.GET('/api/media/modules', { signal })),
  });
}

/**
 * Uploads one file with progress (XHR, since fetch cannot report upload progress; 0..1).
 * Resolves with the stored file; rejects with ApiError carrying the server's detail.
 */
export function uploadMedia(
  file: File,
  fields: { source_module: string; privacy_level: string; client_key?: string },
  onProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('source_module', fields.source_module);
  form.append('privacy_level', fields.privacy_level);
  // The server keeps one file per key: an upload sent again after a lost answer is not a second file.
  if (fields.client_key) form.append('client_key', fields.client_key);
  form.append('file', file);
  return uploadForm('/api/media/upload', {}, form, (loaded, total) => {
    if (total) onProgress?.(loaded / total);
  });
}

/** Deletes one of my files (its variants and its places in albums go with it). */
export const deleteMedia = (id: string) => call(api.DELETE('/api/media/{id}', { params: { path: { id } } }));
