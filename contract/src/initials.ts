// Initials for avatars, apart from the declension tables (lvovich), so the feed's avatars load
// without them. Re-exported by russian-names.ts.

/** Legal forms that never give an initial: «ООО «Ромашка»» → «Р». */
const LEGAL_FORMS = new Set([
  'ооо',
  'оао',
  'зао',
  'пао',
  'ао',
  'ип',
  'нко',
  'ано',
  'фгуп',
  'гуп',
  'муп',
  'тсж',
  'снт',
  'llc',
  'ltd',
  'inc',
]);

/**
 * Up to two initials from a person's, family's or organization's name, taken from letters (or
 * digits) only: quotes and other marks are skipped and so are legal forms («ООО «Ромашка»» → «Р»,
 * «Анна Иванова» → «АИ», «“Круг”» → «К»); «?» when nothing is left.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s«»"“”„'’`()[\]{},.;:!?/\\|–—-]+/u)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w && !LEGAL_FORMS.has(w.toLocaleLowerCase('ru')));
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toLocaleUpperCase('ru') || '?';
}
