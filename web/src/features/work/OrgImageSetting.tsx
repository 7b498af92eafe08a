import './texts.ts';
import { BANNER_AVATAR_MAX_BYTES } from '@krug/contract/limits';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../ui/FilePicker.tsx';

export type ImageKey = 'logo_url' | 'banner_url';

/** The logo or the banner: its preview, a file picker and removal. */
export function ImageSetting({
  caption,
  preview,
  previewAlt,
  empty,
  pickLabel,
  removeLabel,
  pendingNote,
  kind,
  onPick,
  onRemove,
}: {
  caption: string;
  preview: string | null;
  previewAlt: string;
  empty: string;
  pickLabel: string;
  removeLabel: string;
  pendingNote: string | null;
  kind: 'logo' | 'banner';
  onPick(file: File | undefined): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('work');
  const frame =
    kind === 'logo'
      ? 'flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-surface-sunken ring-1 ring-line'
      : 'flex min-h-24 w-full items-center justify-center overflow-hidden rounded-xl bg-surface-sunken ring-1 ring-line';
  return (
    <section aria-label={caption} className="flex flex-col gap-2">
      <h3 className="font-medium text-fg">{caption}</h3>
      <div
        className={kind === 'logo' ? 'flex flex-col gap-3 sm:flex-row sm:items-start' : 'flex flex-col gap-3'}
      >
        <div className={frame}>
          {preview ? (
            <img
              src={preview}
              alt={previewAlt}
              className={
                kind === 'logo' ? 'h-full w-full object-cover' : 'h-auto max-h-72 w-full object-contain'
              }
            />
          ) : (
            <span className="p-2 text-center text-xs text-fg-faint">{empty}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <FilePicker
            compact
            label={pickLabel}
            accept={['image/*']}
            acceptLabel="JPG, PNG, GIF, WEBP"
            maxBytes={BANNER_AVATAR_MAX_BYTES}
            tooLargeMessage={t('work.texts.imageTooLarge')}
            badTypeMessage={t('work.texts.imageNotImage')}
            showSelection={false}
            onFiles={(files) => onPick(files[0])}
          />
          {pendingNote ? <p className="text-xs text-fg-subtle">{pendingNote}</p> : null}
          {preview ? (
            <button
              type="button"
              className="inline-flex min-h-10 items-center self-start rounded-lg px-3 py-2 text-sm font-medium text-danger-fg hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-focus"
              onClick={onRemove}
            >
              {removeLabel}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
