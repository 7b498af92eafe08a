import { vi } from 'vitest';
import { stubFetch } from './fetch.ts';
import { jsonResponse } from './render.tsx';

/**
 * The media library's server for a component test: `albumsShared` shared with the user
 * (`/api/albums/shared`), no own albums, empty module counts and an empty list of files.
 */
export function stubMediaServer(albumsShared: unknown[] = []) {
  stubFetch(
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/albums/shared'))
        return jsonResponse(200, { albums: albumsShared, next_cursor: null });
      if (url.startsWith('/api/albums'))
        return jsonResponse(200, { albums: [], next_cursor: null, total: 0 });
      if (url.startsWith('/api/media/modules'))
        return jsonResponse(200, {
          modules: {},
          total: { images: 0, documents: 0, videos: 0 },
          used_bytes: 0,
          quota_bytes: 5 * 1024 ** 3,
        });
      return jsonResponse(200, { media_files: [], next_cursor: null });
    }),
  );
}
