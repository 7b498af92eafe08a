import type { MediaFile } from '@krug/contract/media';
import { FileText } from 'lucide-react';
import { formatSize } from '../../i18n/format-size.ts';
import { NEUTRAL_POSTER } from '../../ui/media-urls.ts';

/**
 * A post's video or document (photos go to PhotoGrid). A video shows its poster frame, or a
 * neutral one where the server could not make it, in a box of its own proportions, and loads
 * nothing until played (it then streams by range requests); someone else's video without a link
 * yet (its copy without metadata is being made) shows just the poster. A PDF shows its first page
 * when the server rendered one; other documents an icon.
 */
export function PostAttachment({ file }: { file: MediaFile }) {
  if (file.file_type === 'video') {
    const ratio = file.width && file.height ? `${file.width} / ${file.height}` : '16 / 9';
    if (!file.file_url)
      return (
        <img
          src={file.poster_url ?? NEUTRAL_POSTER}
          alt={file.original_filename}
          style={{ aspectRatio: ratio }}
          className="mt-3 max-h-[32rem] w-full rounded-lg bg-black object-contain"
        />
      );
    return (
      // biome-ignore lint/a11y/useMediaCaption: user-uploaded videos come without captions
      <video
        src={file.file_url}
        poster={file.poster_url ?? NEUTRAL_POSTER}
        controls
        preload="none"
        style={{ aspectRatio: ratio }}
        className="mt-3 max-h-[32rem] w-full rounded-lg bg-black"
      />
    );
  }
  return (
    <a
      href={file.file_url ?? undefined}
      target="_blank"
      rel="noopener"
      className="mt-3 flex items-center gap-3 rounded-lg bg-surface-sunken p-2 text-sm"
    >
      {file.poster_url ? (
        <img
          src={file.poster_url}
          alt=""
          loading="lazy"
          className="h-16 w-12 shrink-0 rounded border border-line bg-white object-cover object-top"
        />
      ) : (
        <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-fg-faint" />
      )}
      <span className="min-w-0">
        <span className="block truncate">{file.original_filename}</span>
        <span className="text-fg-faint">{formatSize(file.file_size)}</span>
      </span>
    </a>
  );
}
