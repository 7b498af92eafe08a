import type { MediaFile } from '@krug/contract/media';
import { type CSSProperties, type JSX, useMemo, useState } from 'react';
import { thumbHashToDataURL } from 'thumbhash';
import { fallbackSrc, variantSrcSet } from './media-urls.ts';

/** The ThumbHash (base64) as a tiny PNG data URL, or null when absent or unreadable. */
export function placeholderUrl(placeholder: string | null | undefined): string | null {
  if (!placeholder) return null;
  try {
    const bytes = Uint8Array.from(atob(placeholder), (c) => c.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return null;
  }
}

interface Props {
  media: MediaFile;
  /** The `sizes` attribute: how wide the image is drawn, e.g. `(min-width: 640px) 600px, 100vw`. */
  sizes: string;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fit?: 'cover' | 'contain';
}

/**
 * An uploaded image as the browser should fetch it (issue 22): `srcset` from the WebP variants
 * with the caller's `sizes`, so a card asks for 320 or 1080 px and the lightbox for 2048; width,
 * height and aspect-ratio from the API, so the box is reserved before a byte arrives (no layout
 * shift); the ThumbHash placeholder as a blurred background until the image has loaded; the
 * file itself while the variants are still being made.
 */
export function MediaImage(props: Props): JSX.Element {
  const { media, sizes, alt, className, loading = 'lazy', fit = 'cover' } = props;
  const [loaded, setLoaded] = useState(false);
  const placeholder = useMemo(() => placeholderUrl(media.placeholder), [media.placeholder]);
  const srcSet = variantSrcSet(media);
  const width = media.width ?? undefined;
  const height = media.height ?? undefined;
  const style: CSSProperties = {};
  if (width && height) style.aspectRatio = `${width} / ${height}`;
  if (placeholder && !loaded) {
    style.backgroundImage = `url("${placeholder}")`;
    style.backgroundSize = 'cover';
    style.backgroundPosition = 'center';
  }
  return (
    <img
      src={fallbackSrc(media)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      onLoad={() => setLoaded(true)}
      data-placeholder={placeholder && !loaded ? 'true' : undefined}
      className={`${fit === 'contain' ? 'object-contain' : 'object-cover'} ${className ?? ''}`.trim()}
      style={style}
    />
  );
}
