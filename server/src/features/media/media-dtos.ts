import type { MediaFile } from '@krug/contract/media';
import type { SourceModule } from '@krug/contract/modules';
import type { MediaFileRow, MediaVariantRow } from '../../db/schema/index.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import { readerCopy } from './media.policy.ts';
import { isSize, READER_VARIANT, readerVariant } from './reader-copy.ts';

/** A media file as its owner and as anyone else sees it, with links signed for each (CONTRACT §4 "Metadata"). */

export const filesPath = (id: string) => `/api/media/files/${id}`;
export const PDF_MIME = 'application/pdf';
export const inlineSubject = (id: string) => `${id}:inline`;
/**
 * Links to a file's thumbnail, variants and poster are signed for this subject, its original
 * for the id alone: a link given to a viewer who is not the owner cannot be turned into the
 * original's by editing `variant`.
 */
export const publicSubject = (id: string) => `${id}:public`;
/**
 * A `variant` of the file route: the original, the upload thumbnail, the poster, a size ('1080'),
 * or a video's reader copy ('reader').
 */
export const FILE_VARIANT = /^(original|thumb|poster|reader|\d{1,5})$/;

/** The variant facts a DTO needs (the posts query gathers them as JSON). */
export type VariantInfo = Pick<MediaVariantRow, 'name' | 'width' | 'height'>;
export type MediaWithVariants = MediaFileRow & { variants?: VariantInfo[] | null };

/** The DTOs of media files, their links signed by `signer`. */
export function createMediaDtos(signer: UrlSigner) {
  const publicUrl = (id: string, variant: string) =>
    `${signer.sign(filesPath(id), publicSubject(id))}&variant=${variant}`;

  /** The fields every viewer gets; `file_url` is the original's (signed for the id alone). */
  const baseDto = (row: MediaWithVariants): MediaFile => {
    const all = row.variants ?? [];
    const sized = all.filter(isSize).sort((a, b) => a.width - b.width);
    const poster = all.find((v) => v.name === 'poster');
    return {
      id: row.id,
      file_type: row.fileType,
      mime_type: row.mimeType,
      file_url: signer.sign(filesPath(row.id), row.id),
      thumbnail_url: row.thumbnailKey ? publicUrl(row.id, 'thumb') : null,
      original_filename: row.originalFilename,
      file_size: row.fileSize,
      source_module: row.sourceModule as SourceModule,
      privacy_level: row.privacyLevel,
      created_at: row.createdAt.toISOString(),
      width: row.width ?? null,
      height: row.height ?? null,
      placeholder: row.placeholder ?? null,
      variants: sized.map((v) => ({ width: v.width, height: v.height, url: publicUrl(row.id, v.name) })),
      poster_url: poster ? publicUrl(row.id, 'poster') : null,
      duration_seconds: row.durationSeconds ?? null,
      taken_at: row.takenAt ? new Date(row.takenAt).toISOString() : null,
    };
  };
  /**
   * Anyone's view of a file (a post's reader, a family page's visitor): the original of an image or
   * a video stays with its owner (CONTRACT §4 "Metadata"). `file_url` is an image's largest variant,
   * or the upload thumbnail (480 px, metadata stripped) while the variants are being made; a video's
   * copy re-muxed without metadata, or null (the poster only) until it exists.
   */
  const toDto = (row: MediaWithVariants): MediaFile => {
    const dto = baseDto(row);
    if (row.fileType !== 'image' && row.fileType !== 'video') return dto;
    const copy = readerVariant(row, row.variants ?? []);
    if (row.fileType === 'video')
      return { ...dto, file_url: copy ? publicUrl(row.id, READER_VARIANT) : null };
    const stand_in = copy ? publicUrl(row.id, copy.name) : dto.thumbnail_url;
    return stand_in ? { ...dto, file_url: stand_in } : dto;
  };
  /**
   * The owner's own view of a file (library, upload answer): the original; a PDF's link also lets
   * it open in the browser's viewer (`inline=1`, signed separately, so nobody else can add it to
   * their link).
   */
  const toOwnerDto = (row: MediaWithVariants): MediaFile => {
    const dto = baseDto(row);
    if (row.mimeType !== PDF_MIME) return dto;
    return { ...dto, file_url: `${signer.sign(filesPath(row.id), inlineSubject(row.id))}&inline=1` };
  };
  /** A file as `viewerId` (null: signed out) sees it: the owner the original, others the reader copy. */
  const toViewerDto = (row: MediaWithVariants, viewerId: string | null): MediaFile =>
    readerCopy(viewerId, row) ? toDto(row) : baseDto(row);

  return { publicUrl, baseDto, toDto, toOwnerDto, toViewerDto };
}
