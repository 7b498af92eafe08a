import '../../i18n/parts/media.ts';
import { LIBRARY_ACCEPT, type MediaFile, type MediaType } from '@krug/contract/media';
import { isModuleKey, MODULES, type ModuleKey, toDisplayModule } from '@krug/contract/modules';
import { formatFileSize } from '@krug/contract/sizes';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, FolderOpen, Grid2x2, List, Play, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLabel } from '../../i18n/labels.ts';
import { apiFetch } from '../../lib/api.ts';
import { formatWith } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { Lightbox, type LightboxItem } from '../../ui/Lightbox.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { mediaKeys, useMediaList } from './api.ts';
import { groupByDate } from './group-by-date.ts';
import { useLibraryUpload } from './use-upload.ts';

export const UPLOAD_INPUT_ID = 'media-upload-input';
const download = (f: MediaFile) => `${f.file_url}&download=1`;

function withParam(params: URLSearchParams, key: string, value: string | null) {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** "My Photos", "My Documents", "My Videos" (spec §2 Media storage). */
export function MediaLibraryPage({ type, module }: { type: MediaType; module: ModuleKey }) {
  const { t } = useTranslation();
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
  // Search waits for a 300 ms pause in typing, and is kept in the URL.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText);
      latest.current = withParam(latest.current, 'q', searchText || null);
      setParams(latest.current, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, setParams]);

  const list = useMediaList(type, moduleFilter, search);
  const files = useMemo(() => list.data?.pages.flatMap((p) => p.media_files) ?? [], [list.data]);
  const groups = groupByDate(files, new Date(), { today: t('media.today'), yesterday: t('media.yesterday') });
  const { upload, progress } = useLibraryUpload(module);
  const viewable = files.filter((f) => f.file_type === 'image' || f.file_type === 'video');
  const lightboxItems: LightboxItem[] = viewable.map((f) => ({
    id: f.id,
    title: f.original_filename,
    url: f.file_url,
    downloadUrl: download(f),
    kind: f.file_type === 'video' ? 'video' : 'image',
  }));
  const [open, setOpen] = useState<number | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const openFile = (f: MediaFile) => {
    const i = viewable.findIndex((v) => v.id === f.id);
    if (i >= 0) setOpen(i);
    else window.open(f.file_url, '_blank', 'noopener');
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
      await apiFetch(`/api/media/${f.id}`, { method: 'DELETE' });
      notify({ type: 'info', message: t('media.deleted') });
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    } catch (err) {
      console.error('Delete failed', err);
    }
  }

  const title = t(`media.titles.${type}`);
  return (
    <section aria-labelledby="media-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
        <h1 id="media-title" className="mr-auto text-xl font-semibold">
          {title}
        </h1>
        <button type="button" className={buttonClass('secondary')} disabled title={t('media.albumSoon')}>
          {t('media.album')}
        </button>
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
        <div className="flex flex-col gap-1">
          <label htmlFor="media-module" className="text-sm text-fg-subtle">
            {t('media.moduleFilter')}
          </label>
          <select
            id="media-module"
            value={moduleFilter}
            onChange={(e) => setParam('module', e.target.value === 'all' ? null : e.target.value)}
            className="rounded-lg border border-line-strong bg-surface px-3 py-2"
          >
            <option value="all">{t('media.allModules')}</option>
            {MODULES.map((m) => (
              <option key={m} value={m}>
                {label('module', m)}
              </option>
            ))}
          </select>
        </div>
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

      {list.isPending ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-square w-full rounded-xl" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState error={list.error} title={t('media.loadFailed')} onRetry={() => void list.refetch()} />
      ) : files.length === 0 ? (
        <EmptyState
          icon={<FolderOpen />}
          title={search || moduleFilter !== 'all' ? t('media.emptySearch') : t('media.empty')}
        />
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-label={group.label}>
            <h2 className="mb-2 text-sm font-semibold text-fg-subtle">{group.label}</h2>
            {layout === 'grid' ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
                {group.items.map((f) => (
                  <li
                    key={f.id}
                    className="group relative overflow-hidden rounded-xl bg-surface ring-1 ring-line"
                  >
                    <button
                      type="button"
                      className="block w-full text-left"
                      onClick={() => openFile(f)}
                      aria-label={`${t('media.open')}: ${f.original_filename}`}
                    >
                      <Tile file={f} />
                      <span className="block truncate px-2 pt-1 text-xs font-medium">
                        {f.original_filename}
                      </span>
                      <span className="block px-2 pb-2 text-xs text-fg-faint">
                        {formatFileSize(f.file_size)} · <ModuleBadge file={f} />
                      </span>
                    </button>
                    <button
                      type="button"
                      onClick={() => remove(f)}
                      aria-label={`${t('media.delete')}: ${f.original_filename}`}
                      className="absolute top-2 right-2 rounded-full bg-surface/90 p-1.5 text-fg-subtle opacity-0 shadow group-hover:opacity-100 focus:opacity-100"
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <table className="w-full overflow-hidden rounded-xl bg-surface text-sm ring-1 ring-line">
                <thead className="bg-surface-sunken text-left text-fg-subtle">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('media.name')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('media.size')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('media.date')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">{t('media.delete')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.items.map((f) => (
                    <tr key={f.id} className="border-t border-line-subtle">
                      <td className="px-3 py-2">
                        <button
                          type="button"
                          className="text-left text-primary-strong hover:underline"
                          onClick={() => openFile(f)}
                        >
                          {f.original_filename}
                        </button>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatFileSize(f.file_size)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {formatWith(f.created_at, { dateStyle: 'short', timeStyle: 'short' })}
                      </td>
                      <td className="px-3 py-2 text-right">
                        <button
                          type="button"
                          onClick={() => remove(f)}
                          aria-label={`${t('media.delete')}: ${f.original_filename}`}
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4 text-fg-faint" />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        ))
      )}
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
      <Lightbox items={lightboxItems} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      {confirmDialog}
    </section>
  );
}

function Tile({ file }: { file: MediaFile }) {
  if (file.file_type === 'image') {
    return (
      <img
        src={file.thumbnail_url ?? file.file_url}
        alt=""
        loading="lazy"
        className="aspect-square w-full bg-surface-muted object-cover"
      />
    );
  }
  if (file.file_type === 'video') {
    return (
      <span className="relative block aspect-square w-full bg-slate-900">
        <video
          src={`${file.file_url}#t=0.1`}
          preload="metadata"
          muted
          className="h-full w-full object-cover"
        />
        <Play aria-hidden="true" className="absolute inset-0 m-auto h-10 w-10 text-white/90" />
      </span>
    );
  }
  return (
    <span className="flex aspect-square w-full items-center justify-center bg-surface-sunken">
      <FileText aria-hidden="true" className="h-12 w-12 text-fg-faint" />
    </span>
  );
}

function ModuleBadge({ file }: { file: MediaFile }) {
  const label = useLabel();
  const module = toDisplayModule(file.source_module);
  return <span style={{ color: `var(--color-module-${module}-fg)` }}>{label('module', module)}</span>;
}
