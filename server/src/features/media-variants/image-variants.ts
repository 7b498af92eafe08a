import { VARIANT_SIZES } from '@krug/contract/media';
import { rgbaToThumbHash } from 'thumbhash';
import { boundedSharp } from '../../platform/data-url.ts';

export interface MadeVariant {
  /** '320', '1080', '2048', the original's own long side when it is smaller, or 'poster'. */
  name: string;
  width: number;
  height: number;
  data: Buffer;
}

const WEBP = { quality: 80, effort: 4 } as const;
/** Posters and page renders are drawn at most this large on the long side (like the 1080 variant). */
export const POSTER_SIZE = 1080;

/**
 * Long sides to make for an image whose long side is `long`: the standard sizes below it, and the
 * image at its own size when that is at most the largest standard size (so every image has a
 * full-size copy without metadata); never larger than the original.
 */
export function variantSizes(long: number): number[] {
  const largest = VARIANT_SIZES[VARIANT_SIZES.length - 1] ?? 2048;
  const sizes: number[] = VARIANT_SIZES.filter((s) => s < long);
  if (long <= largest) sizes.push(long);
  return sizes;
}

/**
 * The WebP variants of an image: decoded once (EXIF orientation applied, `.rotate()`), scaled to
 * the largest size as raw pixels, and every size encoded from those pixels. sharp writes no
 * metadata unless asked, so EXIF (GPS included), XMP and IPTC never reach a variant.
 */
export async function makeImageVariants(original: Buffer): Promise<MadeVariant[]> {
  const meta = await boundedSharp(original).metadata();
  if (!meta.width || !meta.height) throw new Error('image without dimensions');
  const long = Math.max(meta.width, meta.height);
  const sizes = variantSizes(long);
  if ((meta.pages ?? 1) > 1) return animatedVariants(original, sizes);
  const top = Math.max(...sizes);
  const { data, info } = await boundedSharp(original, { animated: false })
    .rotate()
    .resize(top, top, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const out: MadeVariant[] = [];
  for (const size of sizes) {
    const { data: webp, info: made } = await boundedSharp(data, { raw })
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    out.push({ name: String(size), width: made.width, height: made.height, data: webp });
  }
  return out;
}

/**
 * An animated GIF's variants stay animated (animated WebP, every frame resized); GIFs carry no
 * EXIF orientation. `height` of the output is the frames' total, so each frame's is `pageHeight`.
 */
async function animatedVariants(original: Buffer, sizes: number[]): Promise<MadeVariant[]> {
  const out: MadeVariant[] = [];
  for (const size of sizes) {
    const { data, info } = await boundedSharp(original, { animated: true })
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    out.push({ name: String(size), width: info.width, height: info.pageHeight ?? info.height, data });
  }
  return out;
}

/** A poster (video frame, PDF page) from a decoded still: WebP, at most POSTER_SIZE on the long side. */
export async function makePoster(still: Buffer): Promise<MadeVariant> {
  const { data, info } = await boundedSharp(still)
    .rotate()
    .resize(POSTER_SIZE, POSTER_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .webp(WEBP)
    .toBuffer({ resolveWithObject: true });
  return { name: 'poster', width: info.width, height: info.height, data };
}

/**
 * Size after orientation and ThumbHash of an image, from a small rendition of it (the upload's
 * thumbnail): ThumbHash wants at most 100×100 pixels, so this costs almost nothing.
 */
export async function imageFacts(small: Buffer): Promise<{ placeholder: string }> {
  const { data, info } = await boundedSharp(small)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hash = rgbaToThumbHash(info.width, info.height, data);
  return { placeholder: Buffer.from(hash).toString('base64') };
}
