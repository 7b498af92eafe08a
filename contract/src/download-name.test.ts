import { describe, expect, it } from 'vitest';
import { downloadName } from './media.ts';

describe('downloadName', () => {
  it.each([
    ['poly.html', 'image/jpeg', 'poly.jpg'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['Photo.JPG', 'image/jpeg', 'Photo.JPG'],
    ['report.pdf', 'application/pdf', 'report.pdf'],
    ['report', 'application/pdf', 'report.pdf'],
    ['clip.mp4.exe', 'video/mp4', 'clip.mp4.mp4'],
    ['.html', 'image/png', '.html.png'],
    ['дача.png', 'image/webp', 'дача.webp'],
    ['notes.weird', 'application/x-unknown', 'notes.weird'],
  ])('%s as %s → %s', (name, mime, expected) => {
    expect(downloadName(name, mime)).toBe(expected);
  });
});
