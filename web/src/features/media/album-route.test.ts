import { describe, expect, it } from 'vitest';
import { shellViewOf } from '../../app/views.ts';
import { albumPath, albumsPath, dispositionName } from './albums-api.ts';

describe('album URLs', () => {
  it('/:module/media/albums and /:module/media/albums/:albumId are the albums views', () => {
    expect(albumsPath('family')).toBe('/family/media/albums');
    expect(albumPath('family', 'x1')).toBe('/family/media/albums/x1');
    expect(shellViewOf('family', { mediaSection: 'albums' })).toBe('media-albums');
    expect(shellViewOf('family', { mediaSection: 'albums', albumId: 'x1' })).toBe('media-album');
    expect(shellViewOf('family', { mediaSection: 'other' })).toBeNull();
  });
});

describe('dispositionName', () => {
  it('reads the RFC 5987 name first, then the plain one, else the fallback', () => {
    const ru = 'Круг — выбранные файлы.zip';
    expect(
      dispositionName(`attachment; filename="_.zip"; filename*=UTF-8''${encodeURIComponent(ru)}`, 'x'),
    ).toBe(ru);
    expect(dispositionName('attachment; filename="a.zip"', 'x')).toBe('a.zip');
    expect(dispositionName(null, 'x.zip')).toBe('x.zip');
  });
});
