import { Upload, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../i18n/format-size.ts';
import { currentLocale } from '../i18n/index.ts';
import { useHasMouse } from './use-has-mouse.ts';

export interface FilePickerProps {
  /** The button's text («Выбрать файл» unless told). */
  label?: string;
  /** Accepted MIME types (`image/png`, `image/*`) and extensions (`.pdf`). */
  accept?: readonly string[];
  /** Shown in the hint and in the type error («PDF, JPG, PNG»); derived from `accept` unless told. */
  acceptLabel?: string;
  /** Largest allowed size in bytes. */
  maxBytes?: number;
  /** The size error's text (the spec's, e.g. 'Размер файла не должен превышать 10 МБ'). */
  tooLargeMessage?: string;
  /** The type error's text. */
  badTypeMessage?: string;
  multiple?: boolean;
  /** Called with the accepted files (never with ones that fail the checks); `[]` when the choice is removed. */
  onFiles(files: File[]): void;
  /** Shows the chosen file (name, size, image preview) under the drop zone; on by default. */
  showSelection?: boolean;
  /** Upload progress 0–100; a bar is shown while it is not null. */
  progress?: number | null;
  /** An error from outside (the server's answer), shown like the picker's own. */
  error?: string | null;
  disabled?: boolean;
  /** Smaller drop zone for forms where the picker is secondary. */
  compact?: boolean;
  className?: string;
  /** The hidden file input's id (tests and labels reach the input by it). */
  id?: string;
}

/** Whether `file` matches one of the accept entries (MIME, MIME wildcard or extension). */
export function acceptsFile(file: File, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const a = raw.trim().toLowerCase();
    if (a.startsWith('.')) return name.endsWith(a);
    if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1));
    return type === a;
  });
}

function defaultAcceptLabel(accept: readonly string[]): string {
  const labels = accept.map((a) =>
    a.startsWith('.') ? a.slice(1) : a.endsWith('/*') ? a : (a.split('/')[1] ?? a),
  );
  return [...new Set(labels.map((l) => l.toUpperCase().replace('JPEG', 'JPG')))].join(', ');
}

type FileKind = 'image' | 'video' | 'document';

/** What kinds of file `accept` takes, in plain words' order: photo, video, document. */
export function fileKinds(accept: readonly string[]): FileKind[] {
  const kinds = new Set<FileKind>();
  for (const raw of accept) {
    const a = raw.trim().toLowerCase();
    if (a.startsWith('image/') || /^\.(jpe?g|png|gif|webp|heic)$/.test(a)) kinds.add('image');
    else if (a.startsWith('video/') || /^\.(mp4|webm|ogg|mov)$/.test(a)) kinds.add('video');
    else kinds.add('document');
  }
  return (['image', 'video', 'document'] as const).filter((k) => kinds.has(k));
}

/**
 * One file picker (issue 18): a styled button with visible focus and a drop zone, checks type and
 * size before anything is uploaded, previews images, shows a progress bar when given progress.
 */
export function FilePicker({
  label,
  accept,
  acceptLabel,
  maxBytes,
  tooLargeMessage,
  badTypeMessage,
  multiple = false,
  onFiles,
  showSelection = true,
  progress = null,
  error = null,
  disabled = false,
  compact = false,
  className = '',
  id,
}: FilePickerProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const types = acceptLabel ?? (accept ? defaultAcceptLabel(accept) : '');
  // The hint says what may be chosen in words («Фото, видео или документ»); the format list is
  // its tooltip (issue 32 item 21). A picker given its own list (acceptLabel) shows that list.
  const kinds = !acceptLabel && accept ? fileKinds(accept) : [];
  const kindWords = kinds.length
    ? new Intl.ListFormat(currentLocale(), { type: 'disjunction' }).format(
        kinds.map((k) => t(`ui.filePicker.kind.${k}`)),
      )
    : '';
  const kindText = kindWords ? kindWords[0]?.toUpperCase() + kindWords.slice(1) : '';
  // On a touch screen there is nothing to drag: the picker is its button (issue 32 item 13).
  const mouse = useHasMouse();

  const first = chosen[0];
  useEffect(() => {
    if (!first?.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(first);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [first]);

  const take = (list: FileList | File[] | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const picked = multiple ? files : files.slice(0, 1);
    for (const file of picked) {
      if (!acceptsFile(file, accept)) {
        setOwnError(badTypeMessage ?? t('ui.filePicker.badType', { types }));
        return;
      }
      if (maxBytes !== undefined && file.size > maxBytes) {
        setOwnError(tooLargeMessage ?? t('ui.filePicker.tooLarge', { size: formatSize(maxBytes) }));
        return;
      }
    }
    setOwnError(null);
    setChosen(picked);
    onFiles(picked);
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) take(e.dataTransfer.files);
  };

  const shownError = ownError ?? error;
  const described = [types || maxBytes ? hintId : '', shownError ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone; the button inside is the keyboard path */}
      <div
        data-testid="file-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col gap-2 transition-colors ${
          !mouse
            ? 'items-start'
            : `items-center justify-center rounded-xl border-2 border-dashed text-center ${compact ? 'px-3 py-3 sm:flex-row' : 'px-4 py-6'}`
        } ${
          !mouse
            ? ''
            : dragging
              ? 'border-primary-line bg-primary-soft'
              : shownError
                ? 'border-danger'
                : 'border-line-strong'
        }`}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          // The styled button below is the control people and screen readers use.
          tabIndex={-1}
          aria-hidden="true"
          accept={accept?.join(',')}
          multiple={multiple}
          disabled={disabled}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // Emptied after every pick, so choosing the same file again (after deleting the
            // photo it became, or after an error) is a change and is taken again.
            e.target.value = '';
            take(files);
          }}
        />
        <button
          type="button"
          disabled={disabled}
          aria-describedby={described || undefined}
          onClick={() => {
            if (!input.current) return;
            input.current.value = '';
            input.current.click();
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line-strong bg-surface px-4 py-2 text-sm font-medium text-fg hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:text-fg-faint"
        >
          <Upload aria-hidden="true" className="h-4 w-4" />
          {label ?? t('ui.filePicker.choose')}
        </button>
        {mouse ? <span className="text-sm text-fg-subtle">{t('ui.filePicker.drop')}</span> : null}
        {types || maxBytes ? (
          <span id={hintId} title={kindText ? types : undefined} className="text-sm text-fg-subtle">
            {[
              kindText || (types ? t('ui.filePicker.accepted', { types }) : ''),
              maxBytes ? t('ui.filePicker.maxSize', { size: formatSize(maxBytes) }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        ) : null}
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm text-danger-fg">
          {shownError}
        </p>
      ) : null}
      {showSelection && first ? (
        <div className="flex items-center gap-3 rounded-lg bg-surface-sunken p-2">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={t('ui.filePicker.preview')}
              className="h-14 w-14 shrink-0 rounded-md object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1 text-sm">
            {chosen.map((f) => (
              <p key={`${f.name}-${f.size}`} className="truncate text-fg">
                {f.name} <span className="text-fg-faint">· {formatSize(f.size)}</span>
              </p>
            ))}
          </div>
          <button
            type="button"
            aria-label={t('ui.filePicker.remove')}
            disabled={disabled || progress !== null}
            onClick={() => {
              setChosen([]);
              onFiles([]);
            }}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-fg-faint hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-focus"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : null}
      {progress !== null ? (
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          aria-label={t('ui.filePicker.progress', { percent: Math.round(progress) })}
          className="h-2 w-full overflow-hidden rounded-full bg-surface-strong"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
    </div>
  );
}
