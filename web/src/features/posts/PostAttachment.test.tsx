import type { MediaFile } from '@krug/contract/media';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEUTRAL_POSTER } from '../../ui/media-urls.ts';
import { PostAttachment } from './PostAttachment.tsx';

const file = (over: Partial<MediaFile>): MediaFile => ({
  id: '22222222-2222-4222-8222-222222222222',
  file_type: 'video',
  mime_type: 'video/mp4',
  file_url: '/api/media/files/2?exp=1&sig=s',
  thumbnail_url: null,
  original_filename: 'Прогулка.mp4',
  file_size: 2_000_000,
  source_module: 'family',
  privacy_level: 'PUBLIC',
  created_at: '2026-01-01T00:00:00.000Z',
  width: null,
  height: null,
  placeholder: null,
  variants: [],
  poster_url: null,
  duration_seconds: null,
  ...over,
});

const video = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

describe('PostAttachment', () => {
  it('a video shows its poster in a box of its proportions and loads nothing until played', () => {
    const { container } = render(
      <PostAttachment
        file={file({ poster_url: '/poster', width: 1280, height: 720, duration_seconds: 12 })}
      />,
    );
    expect(video(container)).toHaveAttribute('poster', '/poster');
    expect(video(container)).toHaveAttribute('preload', 'none');
    expect(video(container).style.aspectRatio).toBe('1280 / 720');
  });

  it('without a poster (no ffmpeg on the server), a neutral one in a 16:9 box', () => {
    const { container } = render(<PostAttachment file={file({})} />);
    expect(video(container)).toHaveAttribute('poster', NEUTRAL_POSTER);
    expect(video(container).style.aspectRatio).toBe('16 / 9');
  });

  it('someone else’s video before its copy without metadata exists: the poster as a picture, no video', () => {
    const { container } = render(<PostAttachment file={file({ file_url: null, poster_url: '/poster' })} />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Прогулка.mp4' })).toHaveAttribute('src', '/poster');
  });

  it('a PDF shows its first page; another document an icon, no image', () => {
    const pdf = file({ file_type: 'document', mime_type: 'application/pdf', original_filename: 'Отчёт.pdf' });
    const { container, unmount } = render(<PostAttachment file={{ ...pdf, poster_url: '/page' }} />);
    expect(screen.getByRole('link', { name: /Отчёт\.pdf/ })).toHaveAttribute('href', pdf.file_url);
    expect(container.querySelector('img')).toHaveAttribute('src', '/page');
    unmount();
    const { container: other } = render(
      <PostAttachment file={{ ...pdf, original_filename: 'Смета.docx' }} />,
    );
    expect(other.querySelector('img')).toBeNull();
    expect(other.querySelector('svg')).not.toBeNull();
  });
});
