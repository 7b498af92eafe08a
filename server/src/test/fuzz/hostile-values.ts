import fc from 'fast-check';

/** Classic hostile strings: each has broken some server somewhere. */
export const HOSTILE_STRINGS: [string, string][] = [
  ['100 kB', 'я'.repeat(100_000)],
  ['NUL', 'a\u0000b'],
  ['RTL, emoji, zero-width', '\u202eабв\u200b👨‍👩‍👧\u200d\ufeff\u0301'],
  ['lone surrogate', 'x\ud800y'],
  ['empty', ''],
  ['spaces', '   '],
  ['html', '<script>alert(1)</script>'],
  ['sql', "' or 1=1--"],
];

/** Wrong-typed values for any field. */
export const WRONG_TYPES: [string, unknown][] = [
  ['null', null],
  ['number', 12345],
  ['boolean', true],
  ['object', { a: 1 }],
  ['array', ['x', 1]],
  ['string', 'не то'],
];

/** Numbers a column or a loop may not survive; raw JSON text, since JSON.stringify cannot write 1e400. */
export const HOSTILE_NUMBERS: [string, string][] = [
  ['negative', '-1'],
  ['zero', '0'],
  ['fraction', '1.5'],
  ['2^53+1', '9007199254740993'],
  ['huge', '1e308'],
  ['overflow', '1e400'],
  ['-huge', '-1e308'],
  ['NaN string', '"NaN"'],
  ['numeric string', '"42"'],
];

/** Dates that look right and are not. */
export const HOSTILE_DATES = [
  '2026-02-30',
  '99999-01-01',
  '0000-00-00',
  '2026-13-01T25:61:00Z',
  '-001000-01-01',
  '2026-02-28T00:00:00+99:00',
];

/** Ids that are not UUIDs, and UUIDs that name nothing. */
export const HOSTILE_IDS = [
  '1',
  '../../etc/passwd',
  "' or 1=1--",
  'x'.repeat(10_000),
  '00000000-0000-0000-0000-000000000000',
  '6f1c2a4e-0000-4000-8000-000000000000',
  'A1B2C3D4-E5F6-4A1B-8C2D-0123456789AB',
  'a\u0000b',
  'ид',
];

/** Query values for limits and cursors. */
export const HOSTILE_QUERY_VALUES = ['-5', '0', '1000000000', '1e400', 'abc', '', 'a%00b', 'x'.repeat(5000)];

/** Random JSON values, the same on every run (fixed seed). */
export function sampleJson(seed: number, count: number): unknown[] {
  return fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed, numRuns: count });
}

/** Random field values of any type, reproducible. */
export function sampleFieldValues(seed: number, count: number): unknown[] {
  return fc.sample(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    ),
    { seed, numRuns: count },
  );
}

/** A stable number from a string, to seed each operation differently but reproducibly. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
