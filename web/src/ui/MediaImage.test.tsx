import type { MediaFile } from '@krug/contract/media';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediaItems } from './lightbox-items.ts';
import { MediaImage, placeholderUrl } from './MediaImage.tsx';
import { fallbackSrc, NEUTRAL_POSTER, variantSrcSet } from './media-urls.ts';

// A real ThumbHash (of a 4:3 orange image), as the server stores it.
const HASH = 'GusCBYCHh4h3eHd4eIeIgId4cIgI';

const photo = (over: Partial<MediaFile> = {}): MediaFile => ({
  id: '11111111-1111-4111-8111-111111111111',
  file_type: 'image',
  mime_type: 'image/jpeg',
  file_url: '/api/media/files/1?exp=1&sig=o',
  thumbnail_url: '/api/media/files/1?exp=1&sig=p&variant=thumb',
  original_filename: 'IMG_0001.jpg',
  file_size: 4_000_000,
  source_module: 'family',
  privacy_level: 'PUBLIC',
  created_at: '2026-01-01T00:00:00.000Z',
  width: 4000,
  height: 3000,
  placeholder: HASH,
  variants: [
    { width: 320, height: 240, url: '/v/320' },
    { width: 1080, height: 810, url: '/v/1080' },
    { width: 2048, height: 1536, url: '/v/2048' },
  ],
  poster_url: null,
  duration_seconds: null,
  ...over,
});

describe('MediaImage', () => {
  it('offers every variant in srcset with the caller’s sizes, and the 1080 one as src', () => {
    render(<MediaImage media={photo()} sizes="(min-width: 768px) 640px, 100vw" alt="Море" />);
    const img = screen.getByRole('img', { name: 'Море' });
    expect(img).toHaveAttribute('srcset', '/v/320 320w, /v/1080 1080w, /v/2048 2048w');
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 640px, 100vw');
    expect(img).toHaveAttribute('src', '/v/1080');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('reserves its box from the API’s width and height before anything loads', () => {
    render(<MediaImage media={photo({ width: 1800, height: 2400 })} sizes="100vw" alt="Портрет" />);
    const img = screen.getByRole('img', { name: 'Портрет' });
    expect(img).toHaveAttribute('width', '1800');
    expect(img).toHaveAttribute('height', '2400');
    expect(img.style.aspectRatio).toBe('1800 / 2400');
  });

  it('shows the ThumbHash blurred behind the image until it has loaded', () => {
    render(<MediaImage media={photo()} sizes="100vw" alt="Море" />);
    const img = screen.getByRole('img', { name: 'Море' });
    expect(img.style.backgroundImage).toMatch(/^url\("data:image\/png;base64,/);
    expect(img).toHaveAttribute('data-placeholder', 'true');
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
    expect(img).not.toHaveAttribute('data-placeholder');
  });

  it('while the variants are pending, shows the file itself, without srcset', () => {
    render(
      <MediaImage
        media={photo({ variants: [], thumbnail_url: null })}
        sizes="100vw"
        alt="Новое"
        loading="eager"
        fit="contain"
      />,
    );
    const img = screen.getByRole('img', { name: 'Новое' });
    expect(img).toHaveAttribute('src', '/api/media/files/1?exp=1&sig=o');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img.className).toContain('object-contain');
  });

  it('an older row without size or placeholder still renders, with no reserved ratio', () => {
    render(
      <MediaImage
        media={photo({ width: null, height: null, placeholder: null, variants: undefined })}
        sizes="100vw"
        alt="Старое"
      />,
    );
    const img = screen.getByRole('img', { name: 'Старое' });
    expect(img).not.toHaveAttribute('width');
    expect(img.style.aspectRatio).toBe('');
    expect(img.style.backgroundImage).toBe('');
    expect(img).toHaveAttribute('src', '/api/media/files/1?exp=1&sig=p&variant=thumb');
  });
});

describe('media URL helpers', () => {
  it('an unreadable placeholder is ignored', () => {
    expect(placeholderUrl('!!!not base64')).toBeNull();
    expect(placeholderUrl(null)).toBeNull();
  });

  it('the fallback src is the largest variant up to 1080 px, or the smallest when all are larger', () => {
    expect(fallbackSrc(photo())).toBe('/v/1080');
    expect(fallbackSrc(photo({ variants: [{ width: 2048, height: 1536, url: '/v/2048' }] }))).toBe('/v/2048');
    expect(variantSrcSet(photo({ variants: [] }))).toBeUndefined();
  });

  it('the lightbox opens the largest variant with the rest in srcset; a video gets its poster or a neutral one', () => {
    const video = photo({ file_type: 'video', file_url: '/clip', variants: [], poster_url: null });
    const [image, clip] = mediaItems([photo(), video]);
    expect(image).toMatchObject({ url: '/v/2048', kind: 'image', width: 4000, height: 3000 });
    expect(image?.srcSet).toContain('/v/320 320w');
    // The 1080 copy the card already loaded shows behind the 2048 one until it arrives.
    expect(image?.preview).toBe('/v/1080');
    expect(image?.downloadUrl).toBe('/api/media/files/1?exp=1&sig=o&download=1');
    expect(clip).toMatchObject({ url: '/clip', kind: 'video', poster: NEUTRAL_POSTER });
    expect(mediaItems([{ ...video, poster_url: '/poster' }])[0]?.poster).toBe('/poster');
  });

  it('someone else’s video without its copy yet: the poster as a picture, nothing to download', () => {
    const pending = photo({ file_type: 'video', file_url: null, variants: [], poster_url: '/poster' });
    expect(mediaItems([pending])[0]).toMatchObject({ url: '/poster', kind: 'image', downloadUrl: null });
  });
});
