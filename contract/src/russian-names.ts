import { getFirstnameGender, inclineFirstname } from 'lvovich';

/**
 * Russian names by gender and case (STYLE.md «Russian text is data»), one helper per rule, used
 * by server texts and the web alike. Built on `lvovich` (a typed, maintained descendant of
 * petrovich's rules that also tells a first name's gender, which petrovich cannot).
 */

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
  const as =
    gender === 'MALE'
      ? 'male'
      : gender === 'FEMALE' || /[ая]$/i.test(trimmed)
        ? 'female'
        : /[бвгджзйклмнпрстфхцчшщ]$/i.test(trimmed)
          ? 'male'
          : null;
  if (!as) return trimmed;
  const inflected = trimmed
    .split('-')
    .map((part) => (part ? inclineFirstname(part, 'genitive', as) : part))
    .join('-');
  return inflected.replace(/([гкхжшчщ])ы$/i, '$1и');
}

/** A first name's gender when the name tells it («Иван» MALE, «Анна» FEMALE); null for «Саша», «Женя», foreign names. */
export function genderOfFirstName(name: string): 'MALE' | 'FEMALE' | null {
  const trimmed = name.trim();
  if (!CYRILLIC.test(trimmed)) return null;
  const g = getFirstnameGender(trimmed);
  return g === 'male' ? 'MALE' : g === 'female' ? 'FEMALE' : null;
}

/**
 * Surname endings that change with gender: [a man's, a woman's]. Longest first, so «-ский» wins
 * over «-ий». Others (Шевченко, Кох, Дюма, Черных) are the same for everyone.
 */
const SURNAME_PAIRS: readonly (readonly [string, string])[] = [
  ['ский', 'ская'],
  ['цкий', 'цкая'],
  ['ской', 'ская'],
  ['цкой', 'цкая'],
  ['ов', 'ова'],
  ['ев', 'ева'],
  ['ёв', 'ёва'],
  ['ин', 'ина'],
  ['ын', 'ына'],
  ['ой', 'ая'],
  ['ый', 'ая'],
  ['ий', 'яя'],
];

/**
 * The family's surname stem (the man's form) from any gendered form: «Смирнова» → «Смирнов»,
 * «Ковальская» → «Ковальский». A bare «-ая» could be «-ой» or «-ый» (Толстая, Белая): `hint`, a
 * known man's form of the same surname, decides; without one it reads «-ой». A surname that does
 * not change with gender (Шевченко, Кох, Черных) stays as written.
 */
export function surnameStem(surname: string, hint?: string | null): string {
  const s = surname.trim();
  if (s.includes('-'))
    return s
      .split('-')
      .map((part) => surnameStem(part))
      .join('-');
  if (!CYRILLIC.test(s)) return s;
  if (hint && surnameFor(hint.trim(), 'FEMALE') === s) return hint.trim();
  const lower = s.toLocaleLowerCase('ru');
  const pair = SURNAME_PAIRS.find(([, female]) => lower.endsWith(female) && lower.length > female.length + 1);
  return pair ? s.slice(0, s.length - pair[1].length) + pair[0] : s;
}

/**
 * A surname in the form for a person's gender: «Смирнов» → «Смирнова» for a woman, «Смирнова» →
 * «Смирнов» for a man; unknown gender (or IT) keeps it as given. Hyphenated parts each change.
 */
export function surnameFor(surname: string, gender: NameGender): string {
  const s = surname.trim();
  if (gender !== 'MALE' && gender !== 'FEMALE') return s;
  if (s.includes('-'))
    return s
      .split('-')
      .map((part) => surnameFor(part, gender))
      .join('-');
  if (!CYRILLIC.test(s)) return s;
  if (gender === 'MALE') return surnameStem(s);
  const lower = s.toLocaleLowerCase('ru');
  for (const [male, female] of SURNAME_PAIRS) {
    if (lower.endsWith(female) && lower.length > female.length + 1) return s;
    if (lower.endsWith(male) && lower.length > male.length + 1)
      return s.slice(0, s.length - male.length) + female;
  }
  return s;
}

/**
 * A verb in the past tense agreeing with its subject's gender: «прокомментировал» for a man,
 * «прокомментировала» for a woman, «прокомментировал(а)» only when the gender is unknown (or IT).
 * `masculine` is the man's form, ending in «-л» (or «-лся»: «подписался»).
 */
export function pastVerb(masculine: string, gender: NameGender): string {
  const reflexive = masculine.endsWith('ся');
  const stem = reflexive ? masculine.slice(0, -2) : masculine;
  const tail = reflexive ? 'сь' : '';
  if (gender === 'MALE') return masculine;
  if (gender === 'FEMALE') return `${stem}а${tail}`;
  return `${stem}(а)${tail}`;
}

export { initialsOf } from './initials.ts';
