import type { MediaFile } from '@krug/contract/media';
import { formatDate, formatWith } from '../lib/format.ts';
import type { LightboxItem } from './Lightbox.tsx';
import { fallbackSrc, NEUTRAL_POSTER, variantSrcSet } from './media-urls.ts';

type Viewable = Pick<MediaFile, 'id' | 'original_filename' | 'file_url'> &
  Partial<
    Pick<
      MediaFile,
      'file_type' | 'variants' | 'poster_url' | 'width' | 'height' | 'taken_at' | 'created_at' | 'file_size'
    >
  >;

/** Where the photos are shown: the album's name, and who sees them there (for the info panel). */
export interface ViewerContext {
  album?: string | undefined;
  audience?: string | undefined;
}

/**
 * The day a photo was taken (EXIF keeps the camera's wall clock, stored as UTC: shown as is), else
 * the day it was uploaded; null when neither is known.
 */
export function photoDay(f: Pick<Viewable, 'taken_at' | 'created_at'>): string | null {
  if (f.taken_at)
    return formatWith(f.taken_at, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return f.created_at ? formatDate(f.created_at) : null;
}

/**
 * Photos and videos as lightbox items: an image shows its largest variant (2048 px) with the
 * others in `srcset`, the file itself while they are pending; a video plays the file (ranges)
 * with its poster. The download link is the file as the viewer was given it. A video someone else
 * uploaded has no link until its copy without metadata is made: its poster shows, as a picture.
 * Its title is the album and the day it was taken, not the file name.
 */
export const mediaItems = (files: readonly Viewable[], context: ViewerContext = {}) =>
  files.map((f): LightboxItem => {
    const largest = f.variants?.at(-1);
    const poster = f.poster_url ?? NEUTRAL_POSTER;
    const video = f.file_type === 'video';
    const playable = video && f.file_url !== null;
    return {
      id: f.id,
      // The album and the day, not the file's name (issue 32 item 16).
      title: [context.album, photoDay(f)].filter(Boolean).join(' · ') || f.original_filename,
      info: {
        takenAt: f.taken_at ?? null,
        uploadedAt: f.created_at ?? null,
        size: f.file_size ?? null,
        width: f.width ?? null,
        height: f.height ?? null,
        album: context.album ?? null,
        audience: context.audience ?? null,
      },
      url: video ? (f.file_url ?? poster) : (largest?.url ?? f.file_url ?? NEUTRAL_POSTER),
      srcSet: video ? undefined : variantSrcSet(f),
      preview: video || !largest ? undefined : fallbackSrc({ ...f, thumbnail_url: null }),
      poster: video ? poster : undefined,
      width: f.width ?? undefined,
      height: f.height ?? undefined,
      downloadUrl: f.file_url ? `${f.file_url}&download=1` : null,
      kind: video && playable ? 'video' : 'image',
    };
  });

/** A post's photos as lightbox items (kept for callers that only show images). */
export const imageItems = mediaItems;
