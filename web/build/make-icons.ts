/**
 * Writes the app's icons (web/public/icons/*.png) from one drawing of the logo — the ring of
 * index.html's favicon — with sharp (issue 35 §1). The PNGs are committed; run this again after
 * changing the drawing: `node --import tsx web/build/make-icons.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '..', 'public', 'icons');
const GREEN = '#059669';

/**
 * The ring on a green square. `inset` is the part of the side kept free around the ring: a
 * maskable icon keeps its drawing inside the middle 80% (the launcher may cut a circle from it).
 */
const square = (inset: number, rounded: boolean) => {
  const r = 50 - inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${rounded ? 22 : 0}" fill="${GREEN}"/>
  <circle cx="50" cy="50" r="${(r * 0.62).toFixed(2)}" fill="none" stroke="#fff" stroke-width="${(r * 0.26).toFixed(2)}"/>
</svg>`;
};

/** White on transparent: Android draws the notification badge from its alpha alone. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="32" fill="none" stroke="#fff" stroke-width="14"/>
</svg>`;

/** A shortcut's icon: the ring with a mark (a plus for «Новая запись», a bubble for «Сообщения»). */
const shortcut = (mark: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="22" fill="${GREEN}"/>
  ${mark}
</svg>`;
const PLUS = '<path d="M50 26v48M26 50h48" stroke="#fff" stroke-width="12" stroke-linecap="round"/>';
const BUBBLE =
  '<path d="M24 30a8 8 0 0 1 8-8h36a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8H44l-14 12V64h2a8 8 0 0 1-8-8z" fill="#fff"/>';

const icons: [file: string, svg: string, size: number][] = [
  ['icon-192.png', square(6, true), 192],
  ['icon-512.png', square(6, true), 512],
  ['maskable-512.png', square(14, false), 512],
  ['maskable-192.png', square(14, false), 192],
  ['apple-touch-icon.png', square(10, false), 180],
  ['badge-96.png', badge, 96],
  ['shortcut-new-post.png', shortcut(PLUS), 96],
  ['shortcut-messages.png', shortcut(BUBBLE), 96],
];

mkdirSync(OUT, { recursive: true });
for (const [file, svg, size] of icons) {
  const png = await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(join(OUT, file), png);
  console.log(file, png.length, 'bytes');
}
