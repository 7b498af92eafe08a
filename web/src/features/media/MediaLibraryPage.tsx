import './texts.ts';
import { LIBRARY_ACCEPT, type MediaFile, type MediaType } from '@krug/contract/media';
import { isModuleKey, MODULES, type ModuleKey } from '@krug/contract/modules';
import { useQueryClient } from '@tanstack/react-query';
import { CheckSquare, Download, FolderOpen, FolderPlus, Grid2x2, Images, List } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLabel } from '../../i18n/labels.ts';
import { errorText } from '../../lib/api.ts';
import { buttonClass, SelectField } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { mediaItems } from '../../ui/lightbox-items.ts';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { AddToAlbumDialog } from './AddToAlbumDialog.tsx';
import { albumsPath, downloadSelection } from './albums-api.ts';
import { deleteMedia, mediaKeys, useMediaList } from './api.ts';
import { groupByDate } from './group-by-date.ts';
import { UPLOAD_INPUT_ID } from './MediaSidebar.tsx';
import { MediaTable } from './MediaTable.tsx';
import { SelectableTimeline } from './SelectableTimeline.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { SharedWithMe, useSharedCount } from './SharedWithMe.tsx';
import { useSelection } from './use-selection.ts';
import { useLibraryUpload } from './use-upload.ts';

function withParam(params: URLSearchParams, key: string, value: string | null) {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** "My Photos", "My Documents", "My Videos" (spec §2 Media storage). */
export function MediaLibraryPage({ type, module }: { type: MediaType; module: ModuleKey }) {
  const { t } = useTranslation('media');
  const label = useLabel();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = params.get('module');
  const moduleFilter: ModuleKey | 'all' = filter && isModuleKey(filter) ? filter : 'all';
  const layout = params.get('layout') === 'list' ? 'list' : 'grid';
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const [search, setSearch] = useState(searchText);
  // The URL last asked for: a layout click and the end of the search pause may both land before
  // the page re-renders with the new URL, and neither may undo the other.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const setParam = (key: string, value: string | null) => {
    latest.current = withParam(latest.current, key, value);
    setParams(latest.current, { replace: true });
  };
  // Search waits for a 300 ms pause in typing, and is kept in the URL. Only a changed search
  // navigates: a needless replace, 300 ms after the page opens, would undo a navigation the user
  // started meanwhile (a link clicked at once, while the next view was still rendering).
  useEffect(() => {
    if (searchText === (latest.current.get('q') ?? '')) {
      setSearch(searchText);
      return;
    }
    const timer = setTimeout(() => {
      setSearch(searchText);
      latest.current = withParam(latest.current, 'q', searchText || null);
      setParams(latest.current, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, setParams]);

  const list = useMediaList(type, moduleFilter, search);
  const files = useMemo(() => list.data?.pages.flatMap((p) => p.media_files) ?? [], [list.data]);
  const groups =
    layout === 'list'
      ? groupByDate(files, new Date(), { today: t('media.today'), yesterday: t('media.yesterday') })
      : [];
  const { upload, progress } = useLibraryUpload(module);
  const viewable = useMemo(
    () => files.filter((f) => f.file_type === 'image' || f.file_type === 'video'),
    [files],
  );
  const lightboxItems = useMemo(() => mediaItems(viewable), [viewable]);
  const [open, setOpen] = useState<number | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const openFile = (f: MediaFile) => {
    const i = viewable.findIndex((v) => v.id === f.id);
    if (i >= 0) setOpen(i);
    else if (f.file_url) window.open(f.file_url, '_blank', 'noopener');
  };
  async function remove(f: MediaFile) {
    const ok = await ask({
      title: t('media.deleteConfirm', { name: f.original_filename }),
      description: t('ui.irreversible'),
      confirmLabel: t('ui.delete'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await deleteMedia(f.id);
      notify({ type: 'info', message: t('media.deleted') });
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    } catch (err) {
      console.error('Delete failed', err);
    }
  }

  const selection = useSelection();
  const [adding, setAdding] = useState(false);
  const [zipping, setZipping] = useState(false);
  async function zipSelection() {
    setZipping(true);
    try {
      await downloadSelection([...selection.ids]);
      selection.stop();
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('albums.loadFailed')) });
    } finally {
      setZipping(false);
    }
  }

  const title = t(`media.titles.${type}`);
  const sharedCount = useSharedCount();
  return (
    <section aria-labelledby="media-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
        <h1 id="media-title" className="mr-auto text-xl font-semibold">
          {title}
        </h1>
        <Link to={albumsPath(module)} className={buttonClass('secondary', 'min-h-11')}>
          <Images aria-hidden="true" className="h-4 w-4" />
          {t('albums.title')}
        </Link>
        {layout === 'grid' && type !== 'document' ? (
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-11')}
            disabled={files.length === 0 || selection.active}
            onClick={selection.start}
          >
            <CheckSquare aria-hidden="true" className="h-4 w-4" />
            {t('albums.select')}
          </button>
        ) : null}
        <FilePicker
          id={UPLOAD_INPUT_ID}
          compact
          multiple
          showSelection={false}
          label={t('media.upload')}
          accept={LIBRARY_ACCEPT[type].split(',')}
          disabled={!!progress}
          progress={progress ? ((progress.done + progress.current) / progress.total) * 100 : null}
          onFiles={(chosen) => void upload(chosen)}
          className="w-full"
        />
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor="media-search" className="text-sm text-fg-subtle">
            {t('media.search')}
          </label>
          <input
            id="media-search"
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className="rounded-lg border border-line-strong bg-surface px-3 py-2"
          />
        </div>
        <SelectField
          id="media-module"
          label={t('media.moduleFilter')}
          value={moduleFilter}
          onChange={(e) => setParam('module', e.target.value === 'all' ? null : e.target.value)}
        >
          <option value="all">{t('media.allModules')}</option>
          {MODULES.map((m) => (
            <option key={m} value={m}>
              {label('module', m)}
            </option>
          ))}
        </SelectField>
        <fieldset className="flex rounded-lg border border-line-strong bg-surface p-0.5">
          <legend className="sr-only">{t('media.view')}</legend>
          {(['grid', 'list'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={layout === l}
              aria-label={t(`media.${l}`)}
              onClick={() => setParam('layout', l === 'grid' ? null : l)}
              className={`rounded-md p-2 ${layout === l ? 'bg-primary text-white' : 'text-fg-subtle hover:bg-surface-muted'}`}
            >
              {l === 'grid' ? (
                <Grid2x2 aria-hidden="true" className="h-4 w-4" />
              ) : (
                <List aria-hidden="true" className="h-4 w-4" />
              )}
            </button>
          ))}
        </fieldset>
      </div>

      {progress ? (
        <div className="rounded-xl bg-surface p-3 ring-1 ring-line">
          <p className="text-sm" role="status">
            {t('media.uploading', { n: Math.min(progress.done + 1, progress.total), total: progress.total })}
          </p>
        </div>
      ) : null}

      {selection.active ? (
        <SelectionBar count={selection.ids.size} onCancel={selection.stop}>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={selection.ids.size === 0 || zipping}
            onClick={() => void zipSelection()}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {zipping ? t('albums.preparing') : t('albums.download')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={selection.ids.size === 0}
            onClick={() => setAdding(true)}
          >
            <FolderPlus aria-hidden="true" className="h-4 w-4" />
            {t('albums.addToAlbum')}
          </button>
        </SelectionBar>
      ) : null}

      {search || moduleFilter !== 'all' || selection.active ? null : <SharedWithMe module={module} />}

      {list.isPending ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-square w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError && files.length === 0 ? (
        <ErrorState error={list.error} title={t('media.loadFailed')} onRetry={() => void list.refetch()} />
      ) : files.length === 0 ? (
        <EmptyState
          icon={<FolderOpen />}
          title={
            search || moduleFilter !== 'all'
              ? t('media.emptySearch')
              : sharedCount
                ? t('albums.emptyButShared')
                : t('media.empty')
          }
        />
      ) : layout === 'grid' ? (
        <SelectableTimeline files={files} pages={list} selection={selection} onOpen={openFile} />
      ) : (
        <>
          {groups.map((group) => (
            <section key={group.key} aria-label={group.label}>
              <h2 className="mb-2 text-sm font-semibold text-fg-subtle">{group.label}</h2>
              <MediaTable files={group.items} onOpen={openFile} onRemove={remove} />
            </section>
          ))}
          {list.hasNextPage ? (
            <button
              type="button"
              className={buttonClass('secondary', 'self-center')}
              onClick={() => list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {t('media.more')}
            </button>
          ) : null}
        </>
      )}
      <Lightbox items={lightboxItems} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      <AddToAlbumDialog
        ids={[...selection.ids]}
        open={adding}
        onOpenChange={setAdding}
        onDone={selection.stop}
      />
      {confirmDialog}
    </section>
  );
}
