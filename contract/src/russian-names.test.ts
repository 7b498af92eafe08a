import { describe, expect, it } from 'vitest';
import { genitiveFirstName, type NameGender } from './russian-names.ts';

describe('genitiveFirstName («Новое сообщение от Анны»)', () => {
  it.each<[string, NameGender, string]>([
    ['Анна', 'FEMALE', 'Анны'],
    ['Мария', 'FEMALE', 'Марии'],
    ['Ольга', 'FEMALE', 'Ольги'],
    ['Любовь', 'FEMALE', 'Любови'],
    ['Иван', 'MALE', 'Ивана'],
    ['Игорь', 'MALE', 'Игоря'],
    ['Пётр', 'MALE', 'Петра'],
    ['Илья', 'MALE', 'Ильи'],
    ['Никита', 'MALE', 'Никиты'],
    // и after ш, not ы (the library writes «Сашы» for a man)
    ['Саша', 'MALE', 'Саши'],
    ['Миша', 'MALE', 'Миши'],
    ['Саша', 'FEMALE', 'Саши'],
    ['Анна-Мария', 'FEMALE', 'Анны-Марии'],
    // gender unknown: the ending decides, -ь stays
    ['Анна', null, 'Анны'],
    ['Илья', undefined, 'Ильи'],
    ['Иван', 'IT', 'Ивана'],
    ['Любовь', null, 'Любовь'],
    // not Russian: as written
    ['Anna', 'FEMALE', 'Anna'],
    ['  Анна ', 'FEMALE', 'Анны'],
  ])('%s (%s) → %s', (name, gender, want) => {
    expect(genitiveFirstName(name, gender)).toBe(want);
  });
});
