import { describe, expect, it } from 'vitest';
import { type KinGender, type KinLink, type KinStep, kinship, kinshipPath } from './kinship.ts';

const F = 'FEMALE';
const M = 'MALE';
const husband: KinStep = { rel: 'spouse', gender: M };
const wife: KinStep = { rel: 'spouse', gender: F };

/** [path from the viewer, gender of the person, Russian word, English word]. */
const TABLE: [KinStep[], KinGender, string, string][] = [
  [[], F, 'я', 'me'],
  [['parent'], F, 'мама', 'mother'],
  [['parent'], M, 'папа', 'father'],
  [['parent'], null, 'родитель', 'parent'],
  [['child'], F, 'дочь', 'daughter'],
  [['child'], M, 'сын', 'son'],
  [['child'], 'IT', 'ребёнок', 'child'],
  [['spouse'], F, 'жена', 'wife'],
  [['spouse'], M, 'муж', 'husband'],
  [['sibling'], F, 'сестра', 'sister'],
  [['parent', 'child'], M, 'брат', 'brother'],
  [['sibling'], null, 'брат или сестра', 'sibling'],
  [['parent', 'parent'], F, 'бабушка', 'grandmother'],
  [['parent', 'parent'], M, 'дедушка', 'grandfather'],
  [['parent', 'parent', 'parent'], F, 'прабабушка', 'great-grandmother'],
  [['parent', 'parent', 'parent', 'parent'], M, 'прапрадедушка', 'great-great-grandfather'],
  [['child', 'child'], F, 'внучка', 'granddaughter'],
  [['child', 'child', 'child'], M, 'правнук', 'great-grandson'],
  [['parent', 'sibling'], F, 'тётя', 'aunt'],
  [['parent', 'sibling'], M, 'дядя', 'uncle'],
  [['parent', 'parent', 'child'], M, 'дядя', 'uncle'],
  [['sibling', 'child'], F, 'племянница', 'niece'],
  [['sibling', 'child'], M, 'племянник', 'nephew'],
  [['sibling', 'child', 'child'], M, 'внучатый племянник', 'great-nephew'],
  [['sibling', 'child', 'child'], F, 'внучатая племянница', 'great-niece'],
  [['parent', 'sibling', 'child'], M, 'двоюродный брат', 'first cousin'],
  [['parent', 'sibling', 'child'], F, 'двоюродная сестра', 'first cousin'],
  [['parent', 'parent', 'sibling', 'child', 'child'], F, 'троюродная сестра', 'second cousin'],
  [['parent', 'parent', 'sibling'], M, 'двоюродный дедушка', 'great-uncle'],
  [['parent', 'parent', 'sibling'], F, 'двоюродная бабушка', 'great-aunt'],
  [['parent', 'parent', 'sibling', 'child'], M, 'двоюродный дядя', 'first cousin once removed'],
  [['parent', 'sibling', 'child', 'child'], F, 'двоюродная племянница', 'first cousin once removed'],
  [[husband, 'parent'], F, 'свекровь', 'mother-in-law'],
  [[husband, 'parent'], M, 'свёкор', 'father-in-law'],
  [[wife, 'parent'], F, 'тёща', 'mother-in-law'],
  [[wife, 'parent'], M, 'тесть', 'father-in-law'],
  [[husband, 'sibling'], M, 'деверь', 'brother-in-law'],
  [[husband, 'sibling'], F, 'золовка', 'sister-in-law'],
  [[wife, 'sibling'], M, 'шурин', 'brother-in-law'],
  [[wife, 'sibling'], F, 'свояченица', 'sister-in-law'],
  [['child', 'spouse'], F, 'невестка', 'daughter-in-law'],
  [['child', 'spouse'], M, 'зять', 'son-in-law'],
  [['sibling', 'spouse'], F, 'невестка', 'daughter-in-law'],
  [['child', 'spouse', 'parent'], F, 'сватья', "child's mother-in-law"],
  [['child', 'spouse', 'parent'], M, 'сват', "child's father-in-law"],
  [['parent', 'spouse'], F, 'мачеха', 'stepmother'],
  [['parent', 'spouse'], M, 'отчим', 'stepfather'],
  [[wife, 'child'], F, 'падчерица', 'stepdaughter'],
  [[husband, 'child'], M, 'пасынок', 'stepson'],
  [[husband, 'parent', 'parent'], F, 'бабушка мужа', "husband's grandmother"],
  [['parent', 'sibling', 'spouse'], F, 'тётя', 'aunt'],
  [['child', 'parent'], M, 'муж', 'husband'],
  [['parent', 'sibling', 'child', 'spouse'], F, 'родственница', 'relative'],
  [[wife, 'sibling', 'spouse'], M, 'родственник', 'relative'],
];

describe('kinship (issue 34 §1): the word for a path', () => {
  it('has a table of at least 30 paths', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
  });
  it.each(TABLE.map(([path, g, ru, en]) => [JSON.stringify(path), g, ru, en, path] as const))(
    '%s (%s) → %s / %s',
    (_name, gender, ru, en, path) => {
      expect(kinship(path, gender)).toBe(ru);
      expect(kinship(path, gender, 'en')).toBe(en);
    },
  );
  it('names the spouse’s parent by the spouse’s gender, or says «супруга» when it is unknown', () => {
    expect(kinship(['spouse', 'parent'], F)).toBe('мама супруга');
  });
});

describe('kinshipPath: the steps between two people of a tree', () => {
  // Grandma — Grandpa; their children Mum and Aunt; Mum — Dad; their children Me and Brother;
  // Aunt's son Cousin; Me — Wife; Wife's mother.
  const links: KinLink[] = [
    { from: 'grandma', to: 'grandpa', kind: 'spouse' },
    { from: 'grandma', to: 'mum', kind: 'parent' },
    { from: 'grandpa', to: 'mum', kind: 'parent' },
    { from: 'grandma', to: 'aunt', kind: 'parent' },
    { from: 'mum', to: 'dad', kind: 'spouse' },
    { from: 'mum', to: 'me', kind: 'parent' },
    { from: 'dad', to: 'me', kind: 'parent' },
    { from: 'mum', to: 'brother', kind: 'parent' },
    { from: 'aunt', to: 'cousin', kind: 'parent' },
    { from: 'me', to: 'wife', kind: 'spouse' },
    { from: 'wifemum', to: 'wife', kind: 'parent' },
  ];
  const genders = new Map<string, KinGender>([
    ['grandma', F],
    ['grandpa', M],
    ['mum', F],
    ['aunt', F],
    ['dad', M],
    ['me', M],
    ['brother', M],
    ['cousin', M],
    ['wife', F],
    ['wifemum', F],
  ]);
  const word = (from: string, to: string) => {
    const path = kinshipPath(links, genders, from, to);
    return path ? kinship(path, genders.get(to)) : null;
  };
  it.each([
    ['me', 'grandma', 'бабушка'],
    ['me', 'grandpa', 'дедушка'],
    ['me', 'brother', 'брат'],
    ['me', 'aunt', 'тётя'],
    ['me', 'cousin', 'двоюродный брат'],
    ['me', 'wifemum', 'тёща'],
    ['wife', 'mum', 'свекровь'],
    ['wife', 'dad', 'свёкор'],
    ['wifemum', 'me', 'зять'],
    ['grandma', 'me', 'внук'],
    ['aunt', 'me', 'племянник'],
    ['dad', 'dad', 'я'],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(word(from, to)).toBe(expected);
  });
  it('answers null for people the links do not connect', () => {
    expect(kinshipPath(links, genders, 'me', 'stranger')).toBeNull();
  });
});
