import './texts.ts';
import type { ModuleKey } from '@krug/contract/modules';
import { ArrowLeft, CheckSquare, Download, Flag, ImagePlus, Pencil, Share2, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { mediaItems } from '../../ui/lightbox-items.ts';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { registerReportsTexts } from '../reports/texts.ts';
import { useReport } from '../reports/use-report.tsx';
import { AlbumFormDialog } from './AlbumFormDialog.tsx';
import { albumsPath, downloadLink, useAlbum, useAlbumItems, useAlbumMutations } from './albums-api.ts';
import { MediaPickerDialog } from './MediaPickerDialog.tsx';
import { SelectableTimeline } from './SelectableTimeline.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { useSelection } from './use-selection.ts';

registerReportsTexts();

/** One album at /:module/media/albums/:albumId: its timeline, and the owner's tools. */
export function AlbumPage({ module }: { module: ModuleKey }) {
  const { albumId = '' } = useParams();
  return <AlbumView key={albumId} module={module} id={albumId} />;
}

function AlbumView({ module, id }: { module: ModuleKey; id: string }) {
  const { t } = useTranslation('media');
  const navigate = useNavigate();
  const album = useAlbum(id);
  const items = useAlbumItems(id);
  const m = useAlbumMutations();
  const [ask, confirmDialog] = useConfirm();
  const { t: tReports } = useTranslation('reports');
  const [report, reportDialog] = useReport();
  const [dialog, setDialog] = useState<'edit' | 'share' | 'pick' | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const selection = useSelection();
  const files = useMemo(() => items.data?.pages.flatMap((p) => p.items) ?? [], [items.data]);
  // The viewer's title is the album and the day; its info says who sees the album (the owner knows).
  const a0 = album.data;
  const lightbox = useMemo(
    () =>
      mediaItems(files, {
        album: a0?.title,
        audience: a0?.can_edit
          ? a0.shares.length > 0
            ? t('albums.sharedWith', { names: a0.shares.map((s) => s.name).join(', ') })
            : t('albums.onlyYou')
          : undefined,
      }),
    [files, a0, t],
  );

  if (album.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (album.isError)
    return (
      <ErrorState error={album.error} title={t('albums.notFound')} onRetry={() => void album.refetch()} />
    );
  const a = album.data;
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify({ type: 'success', message: done });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('albums.loadFailed')) });
    }
  };
  const remove = async () => {
    const ok = await ask({
      title: t('albums.deleteConfirm', { title: a.title }),
      description: t('albums.deleteHint'),
      confirmLabel: t('ui.delete'),
      destructive: true,
    });
    if (!ok) return;
    await run(() => m.remove.mutateAsync(a.id), t('albums.deleted'));
    navigate(albumsPath(module));
  };
  const who =
    a.shares.length > 0
      ? t('albums.sharedWith', { names: a.shares.map((s) => s.name).join(', ') })
      : t('albums.onlyYou');
  const action = buttonClass('secondary', 'min-h-11');

  return (
    <section aria-labelledby="album-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
        <Link
          to={albumsPath(module)}
          className="inline-flex items-center gap-1 self-start text-sm text-primary-strong hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('albums.back')}
        </Link>
        <div className="min-w-0">
          <h1 id="album-title" className="break-words text-2xl font-semibold">
            {a.title}
          </h1>
          {a.description ? <p className="mt-1 text-fg-muted">{a.description}</p> : null}
          <p className="mt-1 text-sm text-fg-subtle">
            {t('albums.count', { n: a.item_count })} ·{' '}
            {a.can_edit ? who : t('albums.owner', { name: `${a.owner.first_name} ${a.owner.last_name}` })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {a.can_edit ? (
            <>
              <button
                type="button"
                className={buttonClass('primary', 'min-h-11')}
                onClick={() => setDialog('pick')}
              >
                <ImagePlus aria-hidden="true" className="h-4 w-4" />
                {t('albums.addPhotos')}
              </button>
              <button type="button" className={action} onClick={() => setDialog('share')}>
                <Share2 aria-hidden="true" className="h-4 w-4" />
                {t('albums.share')}
              </button>
            </>
          ) : null}
          <button
            type="button"
            className={action}
            disabled={a.item_count === 0}
            onClick={() => {
              downloadLink(a.archive_url);
              notify({ type: 'info', message: t('albums.downloadStarted') });
            }}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('albums.download')}
          </button>
          {a.can_edit ? (
            <>
              <button
                type="button"
                className={action}
                disabled={files.length === 0}
                onClick={selection.start}
              >
                <CheckSquare aria-hidden="true" className="h-4 w-4" />
                {t('albums.select')}
              </button>
              <button type="button" className={action} onClick={() => setDialog('edit')}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t('albums.edit')}
              </button>
              <button
                type="button"
                className={buttonClass('ghost', 'min-h-11 text-danger-fg')}
                onClick={remove}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t('albums.delete')}
              </button>
            </>
          ) : null}
        </div>
      </div>

      {selection.active ? (
        <SelectionBar count={selection.ids.size} onCancel={selection.stop}>
          {selection.ids.size === 1 ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                run(
                  () => m.setCover.mutateAsync({ id: a.id, mediaId: [...selection.ids][0] ?? null }),
                  t('albums.coverSet'),
                ).then(selection.stop)
              }
            >
              {t('albums.setCover')}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass('danger')}
            disabled={selection.ids.size === 0}
            onClick={() =>
              run(
                () => m.removeItems.mutateAsync({ id: a.id, ids: [...selection.ids] }),
                t('albums.removed', { n: selection.ids.size }),
              ).then(selection.stop)
            }
          >
            {t('albums.removeFromAlbum')}
          </button>
        </SelectionBar>
      ) : null}

      {items.isPending ? (
        <div className="grid grid-cols-3 gap-1 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-square w-full" />
          ))}
        </div>
      ) : items.isError && files.length === 0 ? (
        <ErrorState
          error={items.error}
          title={t('albums.itemsFailed')}
          onRetry={() => void items.refetch()}
        />
      ) : files.length === 0 ? (
        <EmptyState
          icon={<ImagePlus />}
          title={t(a.can_edit ? 'albums.emptyAlbum' : 'albums.emptyAlbumReader')}
          action={
            a.can_edit ? (
              <button type="button" className={buttonClass('primary')} onClick={() => setDialog('pick')}>
                {t('albums.addPhotos')}
              </button>
            ) : undefined
          }
        />
      ) : (
        <SelectableTimeline
          files={files}
          pages={items}
          selection={selection}
          onOpen={(f) => setOpen(files.indexOf(f))}
        />
      )}

      <Lightbox
        items={lightbox}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        // A reader of a shared album may report a file in it (CONTRACT §8).
        actions={
          a.can_edit
            ? undefined
            : (item) => (
                <button
                  type="button"
                  aria-label={tReports('titleOf.media')}
                  className="rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
                  onClick={() => report({ type: 'media', id: item.id })}
                >
                  <Flag aria-hidden="true" className="h-5 w-5" />
                </button>
              )
        }
      />
      {reportDialog}
      {a.can_edit ? (
        <>
          <AlbumFormDialog
            open={dialog === 'edit'}
            onOpenChange={(o) => setDialog(o ? 'edit' : null)}
            album={a}
            save={(body) => m.update.mutateAsync({ id: a.id, body })}
          />
          <ShareDialog
            albumId={a.id}
            open={dialog === 'share'}
            onOpenChange={(o) => setDialog(o ? 'share' : null)}
          />
          <MediaPickerDialog
            open={dialog === 'pick'}
            onOpenChange={(o) => setDialog(o ? 'pick' : null)}
            title={t('albums.pickerTitle', { title: a.title })}
            busy={m.addItems.isPending}
            onPick={(ids) =>
              run(
                async () => {
                  const r = await m.addItems.mutateAsync({ id: a.id, ids });
                  setDialog(null);
                  return r;
                },
                t('albums.added', { n: ids.length }),
              )
            }
          />
        </>
      ) : null}
      {confirmDialog}
    </section>
  );
}
