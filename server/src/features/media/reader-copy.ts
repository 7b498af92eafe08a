import type { MediaFileRow } from '../../db/schema/index.ts';

/** The name of a video's copy without metadata, the one everybody but its owner is given. */
export const READER_VARIANT = 'reader';

/** Variants of an image that are sizes of it (not the poster of a video or PDF, not a reader copy). */
export const isSize = (v: { name: string }) => v.name !== 'poster' && v.name !== READER_VARIANT;

/**
 * Which of a file's variants is its reader copy (see `readerCopy` in media.policy.ts): an image's
 * largest size, a video's copy without metadata; undefined while the job has not made it (or never
 * will): an image's reader then sees its upload thumbnail, a video's reader its poster only.
 */
export function readerVariant<V extends { name: string; width: number }>(
  file: Pick<MediaFileRow, 'fileType'>,
  variants: readonly V[],
): V | undefined {
  if (file.fileType === 'video') return variants.find((v) => v.name === READER_VARIANT);
  if (file.fileType !== 'image') return undefined;
  return variants
    .filter(isSize)
    .reduce<V | undefined>((a, v) => (!a || v.width > a.width ? v : a), undefined);
}
