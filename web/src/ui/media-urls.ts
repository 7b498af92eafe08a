import type { MediaFile } from '@krug/contract/media';

/** `srcset` from the media's WebP variants (`url 1080w, …`), or undefined while they are pending. */
export function variantSrcSet(media: Partial<Pick<MediaFile, 'variants'>>): string | undefined {
  const variants = media.variants ?? [];
  if (variants.length === 0) return undefined;
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

/**
 * The `src` for browsers that ignore `srcset` and for the first paint: the largest variant up to
 * 1080 px on its long side, else the file itself (the original, for its owner, while pending).
 */
export function fallbackSrc(
  media: Pick<MediaFile, 'file_url' | 'thumbnail_url'> & Partial<Pick<MediaFile, 'variants'>>,
): string {
  const variants = media.variants ?? [];
  const file = media.file_url ?? NEUTRAL_POSTER;
  if (variants.length === 0) return media.thumbnail_url ?? file;
  const upTo1080 = variants.filter((v) => Math.max(v.width, v.height) <= 1080);
  return (upTo1080.at(-1) ?? variants[0])?.url ?? file;
}

/** A video without a poster frame (no ffmpeg on the server, or still pending): a plain dark 16:9 frame. */
export const NEUTRAL_POSTER =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 9%22%3E%3Crect width=%2216%22 height=%229%22 fill=%22%2327272a%22/%3E%3Cpath d=%22M6.5 2.75v3.5L9.75 4.5z%22 fill=%22%23a1a1aa%22/%3E%3C/svg%3E';
