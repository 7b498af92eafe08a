import './texts.ts';
import type { Album } from '@krug/contract/albums';
import type { ModuleKey } from '@krug/contract/modules';
import { Images, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../ui/Field.tsx';
import { MediaImage } from '../../ui/MediaImage.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { AlbumFormDialog } from './AlbumFormDialog.tsx';
import { albumPath, useAlbumMutations, useMyAlbums, useSharedAlbums } from './albums-api.ts';

/** One album as a card: its cover, title, count, and who shared it or whom it is shared with. */
export function AlbumCard({ album, module }: { album: Album; module: ModuleKey }) {
  const { t } = useTranslation('media');
  const shared = album.can_edit ? album.shares.length > 0 : false;
  return (
    <Link
      to={albumPath(module, album.id)}
      className="group flex flex-col gap-1.5 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <span className="relative block aspect-square overflow-hidden rounded-xl bg-surface-sunken ring-1 ring-line">
        {album.cover ? (
          <MediaImage
            media={album.cover}
            sizes="(min-width: 768px) 240px, 50vw"
            alt=""
            className="absolute inset-0 h-full w-full transition-transform group-hover:scale-[1.03]"
          />
        ) : (
          <span className="absolute inset-0 flex items-center justify-center">
            <Images aria-hidden="true" className="h-10 w-10 text-fg-faint" />
          </span>
        )}
        {shared ? (
          <span className="absolute right-2 bottom-2 rounded-full bg-black/55 p-1.5 text-white">
            <Users aria-hidden="true" className="h-3.5 w-3.5" />
          </span>
        ) : null}
      </span>
      <span className="truncate font-medium">{album.title}</span>
      <span className="-mt-1 truncate text-sm text-fg-subtle">
        {album.can_edit
          ? t('albums.count', { n: album.item_count })
          : `${album.owner.first_name} ${album.owner.last_name} · ${t('albums.count', { n: album.item_count })}`}
      </span>
    </Link>
  );
}

function AlbumGrid({
  query,
  module,
  empty,
  emptyAction,
}: {
  query: ReturnType<typeof useMyAlbums>;
  module: ModuleKey;
  empty: string;
  emptyAction?: React.ReactNode;
}) {
  const { t } = useTranslation('media');
  const albums = query.data?.pages.flatMap((p) => p.albums) ?? [];
  if (query.isPending)
    return (
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="aspect-square w-full rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <ErrorState error={query.error} title={t('albums.loadFailed')} onRetry={() => void query.refetch()} />
    );
  if (albums.length === 0) return <EmptyState icon={<Images />} title={empty} action={emptyAction} />;
  return (
    <>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
        {albums.map((a) => (
          <li key={a.id} className="min-w-0">
            <AlbumCard album={a} module={module} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('secondary', 'mt-4 self-center')}
          disabled={query.isFetchingNextPage}
          onClick={() => query.fetchNextPage()}
        >
          {t('albums.more')}
        </button>
      ) : null}
    </>
  );
}

/** «Альбомы» at /:module/media/albums: my albums (with «Создать альбом») and «Общие со мной». */
export function AlbumsPage({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('media');
  const navigate = useNavigate();
  const mine = useMyAlbums();
  const shared = useSharedAlbums();
  const { create } = useAlbumMutations();
  const [creating, setCreating] = useState(false);
  const createButton = (
    <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {t('albums.create')}
    </button>
  );
  return (
    <section aria-labelledby="albums-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
        <h1 id="albums-title" className="mr-auto text-xl font-semibold">
          {t('albums.title')}
        </h1>
        {createButton}
      </div>
      <section aria-labelledby="albums-mine" className="flex flex-col gap-3">
        <h2 id="albums-mine" className="text-lg font-semibold">
          {t('albums.mine')}
        </h2>
        <AlbumGrid query={mine} module={module} empty={t('albums.empty')} />
      </section>
      <section aria-labelledby="albums-shared" className="flex flex-col gap-3">
        <h2 id="albums-shared" className="text-lg font-semibold">
          {t('albums.shared')}
        </h2>
        <AlbumGrid query={shared} module={module} empty={t('albums.emptyShared')} />
      </section>
      <AlbumFormDialog
        open={creating}
        onOpenChange={setCreating}
        save={(body) => create.mutateAsync(body)}
        onSaved={(album) => navigate(albumPath(module, album.id))}
      />
    </section>
  );
}
