import './texts.ts';
import type { ModuleKey } from '@krug/contract/modules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlbumCard } from './AlbumsPage.tsx';
import { albumsPath, useSharedAlbums } from './albums-api.ts';

/** How many albums the start page shows before «Все альбомы». */
const SHOWN = 4;

/**
 * «Общие со мной» on the media start page (issue 32): the albums others shared with the user, so
 * a library with no uploads of one's own is not «Нет файлов» while the family's photos are there.
 * Nothing when nobody shared anything.
 */
export function SharedWithMe({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('media');
  const shared = useSharedAlbums();
  const albums = shared.data?.pages.flatMap((p) => p.albums) ?? [];
  if (albums.length === 0) return null;
  return (
    <section aria-labelledby="shared-with-me" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="shared-with-me" className="text-lg font-semibold">
          {t('albums.shared')}
        </h2>
        <Link to={albumsPath(module)} className="text-sm font-medium text-primary-fg hover:underline">
          {t('albums.allShared')}
        </Link>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {albums.slice(0, SHOWN).map((a) => (
          <AlbumCard key={a.id} album={a} module={module} />
        ))}
      </div>
    </section>
  );
}

/** The sidebar's figure for shared albums: the loaded count, «N+» when there are more pages. */
export function useSharedCount(): string {
  const shared = useSharedAlbums();
  const first = shared.data?.pages[0];
  // Nothing shared is no count at all (a «0» would read as true where the count decides a text).
  if (!first || (first.albums.length === 0 && !first.next_cursor)) return '';
  return `${first.albums.length}${first.next_cursor ? '+' : ''}`;
}
