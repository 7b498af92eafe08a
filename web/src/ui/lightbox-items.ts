import type { MediaFile } from '@krug/contract/media';
import type { LightboxItem } from './Lightbox.tsx';

/** A post's photos as lightbox items (full image, and its download link). */
export const imageItems = (files: readonly Pick<MediaFile, 'id' | 'original_filename' | 'file_url'>[]) =>
  files.map(
    (f): LightboxItem => ({
      id: f.id,
      title: f.original_filename,
      url: f.file_url,
      downloadUrl: `${f.file_url}&download=1`,
      kind: 'image',
    }),
  );
