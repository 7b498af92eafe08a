/** WCAG relative luminance of a `#rgb` / `#rrggbb` colour (null when it is not one). */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const full = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const DARK_TEXT = '#0f172a';

/**
 * White or near-black, whichever reads better on a user-chosen fill (a chat group's or a
 * department's colour): one of the two always passes WCAG AA (4.5:1).
 */
export function textOn(fill: string): '#ffffff' | typeof DARK_TEXT {
  const l = luminance(fill);
  if (l === null) return '#ffffff';
  const dark = luminance(DARK_TEXT) ?? 0;
  return contrast(l, 1) >= contrast(l, dark) ? '#ffffff' : DARK_TEXT;
}
