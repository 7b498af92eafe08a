import { describe, expect, it } from 'vitest';
import { formatFileSize } from './sizes.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [3.25 * 1024 ** 3, '3.25 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('English: %d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
    expect(formatFileSize(bytes, 'en')).toBe(text);
  });

  it.each([
    [0, '0 байт'],
    [1, '1 байт'],
    [3, '3 байта'],
    [649, '649 байт'],
    [1536, '1,5 КБ'],
    [10 * 1024 * 1024, '10 МБ'],
    [4.23 * 1024 * 1024, '4,23 МБ'],
    [5 * 1024 ** 3, '5 ГБ'],
    [5 * 1024 ** 4, '5 120 ГБ'],
  ])('Russian: %d bytes → %s', (bytes, text) => {
    // Number and unit never part (a no-break space); the thousands gap is Intl's own.
    expect(formatFileSize(bytes, 'ru').replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });
});
