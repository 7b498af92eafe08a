import { LIBRARY_ACCEPT, type MediaFile, type MediaType } from '@krug/contract/media';
import { isModuleKey, MODULE_INFO, MODULES, type ModuleKey, toDisplayModule } from '@krug/contract/modules';
import { formatFileSize } from '@krug/contract/sizes';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, Grid2x2, List, Play, Trash2, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { apiFetch } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { Lightbox, type LightboxItem } from '../../ui/Lightbox.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/toast.ts';
import { mediaKeys, useMediaList } from './api.ts';
import { groupByDate } from './group-by-date.ts';
import { useLibraryUpload } from './use-upload.ts';

export const UPLOAD_INPUT_ID = 'media-upload-input';
const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' });
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
  const openFile = (f: MediaFile) => {
    const i = viewable.findIndex((v) => v.id === f.id);
    if (i >= 0) setOpen(i);
    else window.open(f.file_url, '_blank', 'noopener');
  };
  async function remove(f: MediaFile) {
    if (!window.confirm(t('media.deleteConfirm', { name: f.original_filename }))) return;
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
      <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h1 id="media-title" className="mr-auto text-xl font-semibold">
          {title}
        </h1>
        <label htmlFor={UPLOAD_INPUT_ID} className={`${buttonClass('primary')} cursor-pointer`}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {t('media.upload')}
        </label>
        <input
          id={UPLOAD_INPUT_ID}
          type="file"
          multiple
          accept={LIBRARY_ACCEPT[type]}
          className="sr-only"
          disabled={!!progress}
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            e.target.value = '';
            void upload(chosen);
          }}
        />
        <button type="button" className={buttonClass('secondary')} disabled title={t('media.albumSoon')}>
          {t('media.album')}
        </button>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor="media-search" className="text-sm text-slate-600">
            {t('media.search')}
          </label>
          <input
            id="media-search"
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="media-module" className="text-sm text-slate-600">
            {t('media.moduleFilter')}
          </label>
          <select
            id="media-module"
            value={moduleFilter}
            onChange={(e) => setParam('module', e.target.value === 'all' ? null : e.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="all">{t('media.allModules')}</option>
            {MODULES.map((m) => (
              <option key={m} value={m}>
                {MODULE_INFO[m].label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex rounded-lg border border-slate-300 bg-white p-0.5">
          <legend className="sr-only">{t('media.view')}</legend>
          {(['grid', 'list'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={layout === l}
              aria-label={t(`media.${l}`)}
              onClick={() => setParam('layout', l === 'grid' ? null : l)}
              className={`rounded-md p-2 ${layout === l ? 'bg-emerald-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
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
        <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <p className="text-sm">
            {t('media.uploading', { n: Math.min(progress.done + 1, progress.total), total: progress.total })}
          </p>
          <progress
            className="mt-2 h-2 w-full accent-emerald-600"
            max={progress.total}
            value={progress.done + progress.current}
            aria-label={t('media.upload')}
          />
        </div>
      ) : null}

      {list.isPending ? (
        <Spinner label={t('app.loading')} className="py-10 text-slate-600" />
      ) : list.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
          {t('media.loadFailed')}{' '}
          <button type="button" className="underline" onClick={() => list.refetch()}>
            {t('media.retry')}
          </button>
        </div>
      ) : files.length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          {search || moduleFilter !== 'all' ? t('media.emptySearch') : t('media.empty')}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-label={group.label}>
            <h2 className="mb-2 text-sm font-semibold text-slate-600">{group.label}</h2>
            {layout === 'grid' ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
                {group.items.map((f) => (
                  <li
                    key={f.id}
                    className="group relative overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
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
                      <span className="block px-2 pb-2 text-xs text-slate-500">
                        {formatFileSize(f.file_size)} · <ModuleBadge file={f} />
                      </span>
                    </button>
                    <button
                      type="button"
                      onClick={() => remove(f)}
                      aria-label={`${t('media.delete')}: ${f.original_filename}`}
                      className="absolute top-2 right-2 rounded-full bg-white/90 p-1.5 text-slate-600 opacity-0 shadow group-hover:opacity-100 focus:opacity-100"
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <table className="w-full overflow-hidden rounded-xl bg-white text-sm ring-1 ring-slate-200">
                <thead className="bg-slate-50 text-left text-slate-600">
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
                    <tr key={f.id} className="border-t border-slate-100">
                      <td className="px-3 py-2">
                        <button
                          type="button"
                          className="text-left text-emerald-800 hover:underline"
                          onClick={() => openFile(f)}
                        >
                          {f.original_filename}
                        </button>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatFileSize(f.file_size)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {dateTime.format(new Date(f.created_at))}
                      </td>
                      <td className="px-3 py-2 text-right">
                        <button
                          type="button"
                          onClick={() => remove(f)}
                          aria-label={`${t('media.delete')}: ${f.original_filename}`}
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4 text-slate-500" />
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
        className="aspect-square w-full bg-slate-100 object-cover"
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
    <span className="flex aspect-square w-full items-center justify-center bg-slate-50">
      <FileText aria-hidden="true" className="h-12 w-12 text-slate-400" />
    </span>
  );
}

function ModuleBadge({ file }: { file: MediaFile }) {
  const info = MODULE_INFO[toDisplayModule(file.source_module)];
  return <span style={{ color: info.color }}>{info.label}</span>;
}
