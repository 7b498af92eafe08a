import { boundedSharp, checkImagePixels } from '../../platform/data-url.ts';
import { piped, type Storage } from '../../platform/storage.ts';
import { imageFacts } from '../media-variants/image-variants.ts';
import { takenAtOf } from './taken-at.ts';

const THUMB_SIZE = 480;
/** Bytes read to find an image's dimensions before decoding it (headers sit at the start). */
const IMAGE_HEAD_BYTES = 256 * 1024;

/**
 * A thumbnail made under the pixel cap: an image over IMAGE_MAX_PIXELS is refused (413) from its
 * header. With it, the image's size after EXIF orientation and its ThumbHash, read from the
 * thumbnail (a few kilobytes), so feed cards can reserve the image's box at once.
 */
export async function makeThumbnail(storage: Storage, key: string, size: number) {
  const head: Buffer[] = [];
  for await (const chunk of storage.get(key, { start: 0, end: Math.min(size, IMAGE_HEAD_BYTES) - 1 }))
    head.push(chunk as Buffer);
  const headBytes = Buffer.concat(head);
  await checkImagePixels(headBytes);
  const thumbKey = `${key}.thumb.webp`;
  const resize = boundedSharp(undefined, { animated: false })
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 });
  await storage.put(thumbKey, piped(storage.get(key), resize));
  const thumb = await readSmall(storage, thumbKey);
  // The header tells the full size and orientation; a header past the first bytes, the thumbnail's shape.
  const meta = await boundedSharp(headBytes)
    .metadata()
    .catch(() => boundedSharp(thumb).metadata());
  const turned = (meta.orientation ?? 1) >= 5;
  const { placeholder } = await imageFacts(thumb);
  return {
    thumbKey,
    takenAt: await takenAtOf(headBytes),
    width: (turned ? meta.height : meta.width) ?? null,
    height: (turned ? meta.width : meta.height) ?? null,
    placeholder,
  };
}

async function readSmall(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
