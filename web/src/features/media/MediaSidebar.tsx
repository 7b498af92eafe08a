import './texts.ts';
import type { MediaType } from '@krug/contract/media';
import { MODULES, type ModuleKey } from '@krug/contract/modules';
import { Download, FolderPlus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useLabel } from '../../i18n/labels.ts';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { AlbumFormDialog } from './AlbumFormDialog.tsx';
import {
  albumPath,
  albumsPath,
  downloadLink,
  libraryArchiveLink,
  useAlbumMutations,
  useMyAlbums,
} from './albums-api.ts';
import { useMediaModules } from './api.ts';
import { useSharedCount } from './SharedWithMe.tsx';
import { StorageUsage } from './StorageUsage.tsx';

/** The id of the library page's file input (the sidebar's «Загрузить» opens it). */
export const UPLOAD_INPUT_ID = 'media-upload-input';

const SECTIONS: [
  MediaType,
  'media-photos' | 'media-documents' | 'media-videos',
  'images' | 'documents' | 'videos',
][] = [
  ['image', 'media-photos', 'images'],
  ['document', 'media-documents', 'documents'],
  ['video', 'media-videos', 'videos'],
];

/**
 * Right column of the media views: real counts per module and in total, sections (albums with
 * their real count), quick actions: upload, «Создать альбом», «Скачать всё» (the library's zip).
 */
export function MediaSidebar({ type, module }: { type: MediaType; module: ModuleKey }) {
  const { t } = useTranslation('media');
  const label = useLabel();
  const navigate = useNavigate();
  const stats = useMediaModules();
  const albums = useMyAlbums();
  // Albums others shared count too (issue 32): «Альбомы 0» alone looked like nothing was there.
  const sharedCount = useSharedCount();
  const { create } = useAlbumMutations();
  const [creating, setCreating] = useState(false);
  const key = SECTIONS.find(([s]) => s === type)?.[2] ?? 'images';
  const total = stats.data
    ? stats.data.total.images + stats.data.total.documents + stats.data.total.videos
    : 0;
  const downloadAll = async () => {
    try {
      downloadLink((await libraryArchiveLink()).url);
      notify({ type: 'info', message: t('albums.downloadStarted') });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('albums.loadFailed')) });
    }
  };
  const card = 'rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line';
  return (
    <>
      <section aria-labelledby="media-stats" className={card}>
        <h2 id="media-stats" className="mb-3 text-sm font-semibold">
          {t('media.stats')}
        </h2>
        {stats.data ? (
          <dl className="flex flex-col gap-1 text-sm">
            {MODULES.filter((m) => (stats.data.modules[m]?.[key] ?? 0) > 0).map((m) => (
              <div key={m} className="flex justify-between">
                <dt style={{ color: `var(--color-module-${m}-fg)` }}>{label('module', m)}</dt>
                <dd className="tabular-nums">{stats.data.modules[m]?.[key] ?? 0}</dd>
              </div>
            ))}
            <div className="mt-1 flex justify-between border-t border-line-subtle pt-1 font-medium">
              <dt>{t('media.total')}</dt>
              <dd className="tabular-nums">{stats.data.total[key]}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-fg-faint">{t('app.loading')}</p>
        )}
        {stats.data ? <StorageUsage used={stats.data.used_bytes} quota={stats.data.quota_bytes} /> : null}
      </section>
      <nav aria-labelledby="media-sections" className={card}>
        <h2 id="media-sections" className="mb-2 text-sm font-semibold">
          {t('media.sections')}
        </h2>
        <ul className="flex flex-col text-sm">
          {SECTIONS.map(([, view, k]) => (
            <li key={view}>
              <NavLink
                to={`/${module}/${view}`}
                className={({ isActive }) =>
                  `flex justify-between rounded-lg px-2 py-1 ${isActive ? 'bg-primary-soft font-medium text-primary-strong' : 'hover:bg-surface-muted'}`
                }
              >
                <span>{t(`media.${k}`)}</span>
                <span className="tabular-nums text-fg-faint">{stats.data?.total[k] ?? ''}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to={albumsPath(module)}
              className={({ isActive }) =>
                `flex justify-between rounded-lg px-2 py-1 ${isActive ? 'bg-primary-soft font-medium text-primary-strong' : 'hover:bg-surface-muted'}`
              }
            >
              <span>{t('albums.title')}</span>
              <span className="tabular-nums text-fg-faint">{albums.data?.pages[0]?.total ?? ''}</span>
            </NavLink>
          </li>
          {sharedCount ? (
            <li>
              <Link
                to={albumsPath(module)}
                className="flex justify-between rounded-lg px-2 py-1 hover:bg-surface-muted"
              >
                <span>{t('albums.shared')}</span>
                <span className="tabular-nums text-fg-faint">{sharedCount}</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <section aria-labelledby="media-actions" className={card}>
        <h2 id="media-actions" className="mb-2 text-sm font-semibold">
          {t('media.quickActions')}
        </h2>
        <div className="flex flex-col gap-2">
          {/* Opens the library page's file picker (a keyboard-reachable button, not a bare label). */}
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => document.getElementById(UPLOAD_INPUT_ID)?.click()}
          >
            <Upload aria-hidden="true" className="h-4 w-4" />
            {t('media.upload')}
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => setCreating(true)}>
            <FolderPlus aria-hidden="true" className="h-4 w-4" />
            {t('albums.create')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            title={t('media.downloadAllHint')}
            disabled={total === 0}
            onClick={() => void downloadAll()}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('albums.downloadAll')}
          </button>
        </div>
      </section>
      <AlbumFormDialog
        open={creating}
        onOpenChange={setCreating}
        save={(body) => create.mutateAsync(body)}
        onSaved={(album) => navigate(albumPath(module, album.id))}
      />
    </>
  );
}
