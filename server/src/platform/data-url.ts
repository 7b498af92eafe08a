import { fileTypeFromBuffer } from 'file-type';
import { TooLarge, UnsupportedType } from './errors.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The bytes of an image sent as a data URL. The declared type is not trusted: the content must
 * be a PNG, JPEG, GIF or WebP image, and at most `maxBytes` once decoded.
 */
export async function decodeImageDataUrl(
  dataUrl: string,
  maxBytes: number,
  texts: { notAnImage: string; tooLarge: string },
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
  return { bytes, mime: type.mime, ext: type.ext };
}
