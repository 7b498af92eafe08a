/// <reference path="./petrovich.d.ts" />
import petrovich from 'petrovich';

/** The user's gender as stored (`MALE`, `FEMALE`, `IT`), or unknown. */
export type NameGender = 'MALE' | 'FEMALE' | 'IT' | null | undefined;

/** Cyrillic only: a Latin or mixed name stays as written. */
const CYRILLIC = /^[А-Яа-яЁё-]+$/;

/**
 * A first name in the genitive case («от Анны», «от Ивана», «от Ильи»), by the person's gender.
 * Unknown (or `IT`): a name in -а/-я declines the same either way, one ending in another consonant
 * as a man's, one in -ь (Игорь or Любовь) stays as it is. A name that is not Russian stays too.
 * Russian spelling writes и, not ы, after г, к, х, ж, ш, ч, щ («Саши», «Миши»), which the library
 * misses for male names in -а.
 */
export function genitiveFirstName(name: string, gender: NameGender): string {
  const trimmed = name.trim();
  if (!CYRILLIC.test(trimmed)) return trimmed;
  const inflector =
    gender === 'MALE'
      ? petrovich.male
      : gender === 'FEMALE' || /[ая]$/i.test(trimmed)
        ? petrovich.female
        : /[бвгджзйклмнпрстфхцчшщ]$/i.test(trimmed)
          ? petrovich.male
          : null;
  if (!inflector) return trimmed;
  const inflected = trimmed
    .split('-')
    .map((part) => (part ? inflector.first.genitive(part) : part))
    .join('-');
  return inflected.replace(/([гкхжшчщ])ы$/i, '$1и');
}
