import { describe, expect, it } from 'vitest';
import { AlbumBody, safeFileName, uniqueName } from './albums.ts';

describe('safeFileName', () => {
  it.each([
    ['фото.jpg', 'фото.jpg'],
    ['a/b\\c.png', 'a_b_c.png'],
    ['x:*?"<>|.gif', 'x_______.gif'],
    ['\u0000\u001fимя.png', '__имя.png'],
    ['...', 'file'],
    ['  . пробелы .  ', 'пробелы'],
    ['', 'file'],
  ])('%j → %j', (name, safe) => expect(safeFileName(name)).toBe(safe));

  it('keeps the end (the extension) of a very long name', () => {
    const long = `${'я'.repeat(300)}.jpg`;
    expect(safeFileName(long)).toHaveLength(120);
    expect(safeFileName(long).endsWith('.jpg')).toBe(true);
  });
});

describe('uniqueName', () => {
  it('numbers repeats without regard to case, before the extension', () => {
    const taken = new Set<string>();
    expect(['a.jpg', 'A.jpg', 'a.jpg', 'noext', 'noext'].map((n) => uniqueName(n, taken))).toEqual([
      'a.jpg',
      'A (2).jpg',
      'a (3).jpg',
      'noext',
      'noext (2)',
    ]);
  });
});

describe('AlbumBody', () => {
  it('trims the title and turns an empty description into null', () => {
    expect(AlbumBody.parse({ title: '  Лето ', description: '  ' })).toEqual({
      title: 'Лето',
      description: null,
    });
  });
  it.each(['', '   ', 'я'.repeat(101)])('refuses the title %j', (title) => {
    expect(AlbumBody.safeParse({ title }).success).toBe(false);
  });
});
