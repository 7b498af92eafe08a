import { describe, expect, it } from 'vitest';
import { findYoutubeUrls, youtubeId } from './youtube.ts';

describe('YouTube ids', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://vimeo.com/123456789', null],
    ['not a url', null],
  ])('%s → %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it('finds distinct links in a text', () => {
    const text =
      'Смотрите https://youtu.be/dQw4w9WgXcQ и ещё https://www.youtube.com/watch?v=dQw4w9WgXcQ, а также https://example.com';
    expect(findYoutubeUrls(text)).toEqual(['https://youtu.be/dQw4w9WgXcQ']);
  });
});
