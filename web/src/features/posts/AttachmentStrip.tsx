import { AlertCircle, Check, ChevronLeft, ChevronRight, FileText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from './use-attachments.ts';

const small =
  'flex h-11 w-11 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70 disabled:opacity-40 sm:h-8 sm:w-8';

/**
 * The composer's attachments as thumbnails (issue 32 item 9): a photo's preview, a file's name,
 * each with its upload progress, «убрать» and moves earlier / later (the post shows them in this order).
 */
export function AttachmentStrip({
  items,
  busy,
  onRemove,
  onMove,
}: {
  items: Attachment[];
  busy: boolean;
  onRemove(key: string): void;
  onMove(key: string, delta: -1 | 1): void;
}) {
  const { t } = useTranslation('posts');
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('postsEditor.attachments')} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {items.map((a, i) => (
        <li
          key={a.key}
          className="relative aspect-square overflow-hidden rounded-xl bg-surface-muted ring-1 ring-line"
        >
          {a.preview ? (
            <img src={a.preview} alt={a.file.name} className="h-full w-full object-cover" />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-1 p-2 text-center text-xs">
              <FileText aria-hidden="true" className="h-6 w-6 text-fg-subtle" />
              <span className="line-clamp-2 break-all">{a.file.name}</span>
            </div>
          )}
          {a.state === 'uploading' ? (
            <div
              role="progressbar"
              aria-label={t('postsEditor.uploading', {
                name: a.file.name,
                percent: Math.round(a.progress * 100),
              })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(a.progress * 100)}
              className="absolute inset-x-0 bottom-0 h-1.5 bg-black/30"
            >
              <div className="h-full bg-primary" style={{ width: `${Math.round(a.progress * 100)}%` }} />
            </div>
          ) : null}
          {a.state === 'uploaded' ? (
            <span
              title={t('postsEditor.uploaded')}
              className="absolute bottom-1 left-1 rounded-full bg-emerald-600 p-0.5 text-white"
            >
              <Check aria-label={t('postsEditor.uploaded')} className="h-3.5 w-3.5" />
            </span>
          ) : null}
          {a.state === 'failed' ? (
            <span className="absolute bottom-1 left-1 rounded-full bg-danger p-0.5 text-white">
              <AlertCircle aria-label={t('postsEditor.uploadFailed')} className="h-3.5 w-3.5" />
            </span>
          ) : null}
          <button
            type="button"
            className={`${small} absolute top-1 right-1`}
            aria-label={`${t('posts.removeFile')}: ${a.file.name}`}
            disabled={busy}
            onClick={() => onRemove(a.key)}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
          {items.length > 1 ? (
            <div className="absolute bottom-1 right-1 flex gap-1">
              <button
                type="button"
                className={small}
                aria-label={t('postsEditor.moveEarlier', { name: a.file.name })}
                disabled={busy || i === 0}
                onClick={() => onMove(a.key, -1)}
              >
                <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="button"
                className={small}
                aria-label={t('postsEditor.moveLater', { name: a.file.name })}
                disabled={busy || i === items.length - 1}
                onClick={() => onMove(a.key, 1)}
              >
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
