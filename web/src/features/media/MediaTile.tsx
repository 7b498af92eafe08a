import type { MediaFile } from '@krug/contract/media';
import { Check, FileText, Play } from 'lucide-react';
import { MediaImage } from '../../ui/MediaImage.tsx';
import { NEUTRAL_POSTER } from '../../ui/media-urls.ts';

/** The tile's `sizes`: a grid cell is about 180 px wide on wide screens, a third of the width on phones. */
const TILE_SIZES = '(min-width: 768px) 200px, 34vw';

/** A square preview of a file: the small variant of a photo, a video's poster, a document's icon. */
export function MediaThumb({ file }: { file: MediaFile }) {
  if (file.file_type === 'image')
    return (
      <MediaImage
        media={file}
        sizes={TILE_SIZES}
        alt=""
        className="absolute inset-0 h-full w-full bg-surface-muted"
      />
    );
  if (file.file_type === 'video')
    return (
      <span className="absolute inset-0 block bg-slate-900">
        <img
          src={file.poster_url ?? NEUTRAL_POSTER}
          alt=""
          loading="lazy"
          className="h-full w-full object-cover"
        />
        <Play aria-hidden="true" className="absolute inset-0 m-auto h-10 w-10 text-white/90 drop-shadow" />
      </span>
    );
  return (
    <span className="absolute inset-0 flex items-center justify-center bg-surface-sunken">
      <FileText aria-hidden="true" className="h-12 w-12 text-fg-faint" />
    </span>
  );
}

/**
 * One cell of a photo grid: opens the file, or in selection mode toggles it (a checkbox in the
 * corner, as in Google Photos). `extra` is drawn over the tile (e.g. a cover badge).
 */
export function MediaTile({
  file,
  label,
  selecting,
  selected,
  onOpen,
  onToggle,
}: {
  file: MediaFile;
  /** The accessible name: «Открыть: name» or «Выбрать: name». */
  label: string;
  selecting: boolean;
  selected: boolean;
  onOpen(): void;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selecting ? selected : undefined}
      onClick={selecting ? onToggle : onOpen}
      className={`group relative block aspect-square w-full overflow-hidden rounded-md bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${selected ? 'ring-4 ring-primary' : ''}`}
    >
      <span className={`absolute inset-0 transition-transform ${selected ? 'scale-90' : ''}`}>
        <MediaThumb file={file} />
      </span>
      {selecting ? (
        <span
          aria-hidden="true"
          className={`absolute top-1.5 left-1.5 flex h-6 w-6 items-center justify-center rounded-full border-2 ${selected ? 'border-primary bg-primary text-white' : 'border-white bg-black/20'}`}
        >
          {selected ? <Check className="h-4 w-4" /> : null}
        </span>
      ) : null}
    </button>
  );
}
