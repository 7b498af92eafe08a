import './texts.ts';
import { FolderPlus, Images } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { AlbumFormDialog } from './AlbumFormDialog.tsx';
import { useAlbumMutations, useMyAlbums } from './albums-api.ts';

/** «Добавить в альбом» for the library's selection: one of my albums, or a new one. */
export function AddToAlbumDialog({
  ids,
  open,
  onOpenChange,
  onDone,
}: {
  ids: string[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onDone(): void;
}) {
  const { t } = useTranslation('media');
  const albums = useMyAlbums();
  const { addItems, create } = useAlbumMutations();
  const [creating, setCreating] = useState(false);
  const list = albums.data?.pages.flatMap((p) => p.albums) ?? [];
  const add = async (id: string) => {
    try {
      const result = await addItems.mutateAsync({ id, ids });
      notify({ type: 'success', message: t('albums.added', { n: result.changed }) });
      onOpenChange(false);
      onDone();
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('albums.loadFailed')) });
    }
  };
  const row = 'flex min-h-12 w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-surface-muted';
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} title={t('albums.chooseAlbum')} size="sm">
        {albums.isPending ? (
          <ListSkeleton rows={2} />
        ) : albums.isError ? (
          <ErrorState error={albums.error} onRetry={() => void albums.refetch()} />
        ) : (
          <ul className="flex flex-col gap-1 pb-2">
            <li>
              <button type="button" className={row} onClick={() => setCreating(true)}>
                <span className="flex h-10 w-10 items-center justify-center rounded-md bg-primary-soft text-primary-strong">
                  <FolderPlus aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="font-medium">{t('albums.create')}</span>
              </button>
            </li>
            {list.map((a) => (
              <li key={a.id}>
                <button type="button" className={row} disabled={addItems.isPending} onClick={() => add(a.id)}>
                  {a.cover ? (
                    <img
                      src={a.cover.thumbnail_url ?? a.cover.poster_url ?? a.cover.file_url ?? undefined}
                      alt=""
                      className="h-10 w-10 rounded-md object-cover"
                    />
                  ) : (
                    <span className="flex h-10 w-10 items-center justify-center rounded-md bg-surface-sunken">
                      <Images aria-hidden="true" className="h-5 w-5 text-fg-faint" />
                    </span>
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{a.title}</span>
                    <span className="block text-xs text-fg-subtle">
                      {t('albums.count', { n: a.item_count })}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
      <AlbumFormDialog
        open={creating}
        onOpenChange={setCreating}
        save={(body) => create.mutateAsync(body)}
        onSaved={(album) => void add(album.id)}
      />
    </>
  );
}
