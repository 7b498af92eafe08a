import type { MediaFile } from '@krug/contract/media';
import type { LightboxItem } from './Lightbox.tsx';
import { fallbackSrc, NEUTRAL_POSTER, variantSrcSet } from './media-urls.ts';

type Viewable = Pick<MediaFile, 'id' | 'original_filename' | 'file_url'> &
  Partial<Pick<MediaFile, 'file_type' | 'variants' | 'poster_url' | 'width' | 'height'>>;

/**
 * Photos and videos as lightbox items: an image shows its largest variant (2048 px) with the
 * others in `srcset`, the file itself while they are pending; a video plays the file (ranges)
 * with its poster. The download link is the file as the viewer was given it. A video someone else
 * uploaded has no link until its copy without metadata is made: its poster shows, as a picture.
 */
export const mediaItems = (files: readonly Viewable[]) =>
  files.map((f): LightboxItem => {
    const largest = f.variants?.at(-1);
    const poster = f.poster_url ?? NEUTRAL_POSTER;
    const video = f.file_type === 'video';
    const playable = video && f.file_url !== null;
    return {
      id: f.id,
      title: f.original_filename,
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
