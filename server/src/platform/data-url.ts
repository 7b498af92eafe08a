import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, LIMIT_TEXTS } from '@krug/contract/limits';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions, type SharpOptions } from 'sharp';
import { TooLarge, UnsupportedType } from './errors.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** A sharp pipeline that refuses to decode more than IMAGE_MAX_PIXELS (decompression bombs). */
export const boundedSharp = (input?: Buffer, options: SharpOptions = {}) =>
  input === undefined
    ? sharp({ ...options, limitInputPixels: IMAGE_MAX_PIXELS })
    : sharp(input, { ...options, limitInputPixels: IMAGE_MAX_PIXELS });

export const isPixelLimitError = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/**
 * Reads an image's header only: 413 when it has more than IMAGE_MAX_PIXELS, so a small file that
 * would decode to gigabytes is refused before any pixel is decoded. Answers false when the header
 * cannot be read (the caller's decode then decides).
 */
export async function checkImagePixels(head: Buffer): Promise<boolean> {
  try {
    const meta = await boundedSharp(head).metadata();
    return !!meta.width && !!meta.height;
  } catch (err) {
    if (isPixelLimitError(err)) throw new TooLarge(LIMIT_TEXTS.imageTooManyPixels);
    return false;
  }
}

/**
 * The image of a data URL, re-encoded as WebP. The declared type is not trusted: the content must
 * be a PNG, JPEG, GIF or WebP image, at most `maxBytes` once base64-decoded and at most
 * IMAGE_MAX_PIXELS (checked on the header before decoding: 413). Re-encoding keeps only the
 * pixels (the first frame of an animated GIF), so metadata, anything appended to the image (a
 * GIF+JS polyglot) and files that only start like an image (they do not decode: 415) never reach
 * storage. The image is turned upright and fits `resize` (default: IMAGE_MAX_SIDE on its longest
 * side, never enlarged).
 */
export async function decodeImageDataUrl(
  dataUrl: string,
  maxBytes: number,
  texts: { notAnImage: string; tooLarge: string },
  resize: ResizeOptions = {
    width: IMAGE_MAX_SIDE,
    height: IMAGE_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  },
): Promise<{ bytes: Buffer; mime: string; ext: string }> {
  const comma = dataUrl.indexOf(',');
  const header = comma > 0 ? dataUrl.slice(0, comma) : '';
  const base64 = dataUrl.slice(comma + 1).replace(/\s/g, '');
  if (!/^data:[^,;]*(;[^,;]*)*;base64$/.test(header) || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) {
    throw new UnsupportedType(texts.notAnImage);
  }
  // Reject on the encoded length first, so a huge body is never decoded.
  if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) throw new TooLarge(texts.tooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) throw new TooLarge(texts.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.includes(type.mime)) throw new UnsupportedType(texts.notAnImage);
  if (!(await checkImagePixels(bytes))) throw new UnsupportedType(texts.notAnImage);
  const webp = await boundedSharp(bytes)
    .rotate()
    .resize(resize)
    .webp({ quality: 82 })
    .toBuffer()
    .catch((err: unknown) => {
      throw isPixelLimitError(err)
        ? new TooLarge(LIMIT_TEXTS.imageTooManyPixels)
        : new UnsupportedType(texts.notAnImage);
    });
  return { bytes: webp, mime: 'image/webp', ext: 'webp' };
}
