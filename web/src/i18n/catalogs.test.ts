import { describe, expect, it } from 'vitest';
import { ALL_TEXTS } from '../test/all-texts.ts';

/** Every key path of a catalog ("a.b.c"), arrays by index. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (typeof value === 'function') return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const at = (catalog: object, path: string) =>
  path
    .split(/\.|\[|\]/)
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalog);

/** Brand names, formats and file names that read the same in both languages. */
const LATIN_IN_RUSSIAN = new Set(['Email', 'IT/AI', 'English', 'krug-recovery-codes.txt']);

describe('message catalogs', () => {
  for (const [ns, { ru, en }] of Object.entries(ALL_TEXTS)) {
    describe(`the "${ns}" namespace`, () => {
      it('the English catalog has exactly the keys of the Russian one', () => {
        const ruKeys = keyPaths(ru).sort();
        const enKeys = keyPaths(en).sort();
        expect(enKeys.filter((k) => !ruKeys.includes(k))).toEqual([]);
        expect(ruKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
      });

      it('every entry is a non-empty text', () => {
        for (const catalog of [ru, en]) {
          for (const path of keyPaths(catalog)) {
            const value = at(catalog, path);
            expect(typeof value === 'string' && value.trim().length > 0, path).toBe(true);
          }
        }
      });

      it('the Russian catalog has no English sentence (brand names and formats aside)', () => {
        const latinOnly = keyPaths(ru)
          .map((path) => [path, at(ru, path)] as const)
          .filter(
            ([, v]) =>
              typeof v === 'string' &&
              // Placeholders ({{name}}) are not words of the text.
              /[A-Za-z]{3,}/.test(v.replace(/\{\{[^}]*\}\}/g, '')) &&
              !/[А-Яа-яЁё]/.test(v) &&
              !LATIN_IN_RUSSIAN.has(v),
          );
        expect(latinOnly).toEqual([]);
      });
    });
  }
});
