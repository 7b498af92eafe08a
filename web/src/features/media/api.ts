import type { MediaFile, MediaListResponse, MediaModulesResponse, MediaType } from '@krug/contract/media';
import type { ModuleKey } from '@krug/contract/modules';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, NETWORK_ERROR, tokenStore } from '../../lib/api.ts';

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
      const q = new URLSearchParams({ media_type: type, limit: '60' });
      if (module !== 'all') q.set('module', module);
      if (search.trim()) q.set('search', search.trim());
      if (pageParam) q.set('before', pageParam);
      return apiFetch<MediaListResponse>(`/api/media?${q}`, { signal });
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useMediaModules() {
  return useQuery({
    queryKey: mediaKeys.modules,
    queryFn: ({ signal }) => apiFetch<MediaModulesResponse>('/api/media/modules', { signal }),
  });
}

/**
 * Uploads one file with progress (XHR, since fetch cannot report upload progress).
 * Resolves with the stored file; rejects with ApiError carrying the server's detail.
 */
export function uploadMedia(
  file: File,
  fields: { source_module: string; privacy_level: string },
  onProgress?: (fraction: number) => void,
): Promise<MediaFile> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('source_module', fields.source_module);
    form.append('privacy_level', fields.privacy_level);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media/upload');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as MediaFile);
      else {
        const detail =
          body && typeof (body as { detail?: unknown }).detail === 'string'
            ? (body as { detail: string }).detail
            : null;
        reject(new ApiError(xhr.status, detail));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.send(form);
  });
}
