import './texts.ts';
import type { MediaFile } from '@krug/contract/media';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../ui/states.tsx';
import { MediaTile } from './MediaTile.tsx';
import { Timeline } from './Timeline.tsx';
import type { useSelection } from './use-selection.ts';

/** What the timeline needs of an infinite query (TanStack's useInfiniteQuery result). */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/**
 * The library's and an album's timeline of tiles: a tap opens the file, or, while selecting,
 * toggles it; the next page loads as the end comes near.
 */
export function SelectableTimeline({
  files,
  pages,
  selection,
  onOpen,
}: {
  files: MediaFile[];
  pages: Pages;
  selection: ReturnType<typeof useSelection>;
  onOpen: (file: MediaFile) => void;
}) {
  const { t } = useTranslation('media');
  return (
    <Timeline
      files={files}
      label={t('albums.timeline')}
      hasNextPage={pages.hasNextPage}
      isFetchingNextPage={pages.isFetchingNextPage}
      fetchNextPage={() => void pages.fetchNextPage()}
      nextPageError={
        pages.isFetchNextPageError ? (
          <ErrorState error={pages.error} onRetry={() => void pages.fetchNextPage()} />
        ) : undefined
      }
      renderTile={(f) => (
        <MediaTile
          file={f}
          label={`${t(selection.active ? 'albums.select' : 'media.open')}: ${f.original_filename}`}
          selecting={selection.active}
          selected={selection.ids.has(f.id)}
          onOpen={() => onOpen(f)}
          onToggle={() => selection.toggle(f.id)}
        />
      )}
    />
  );
}
