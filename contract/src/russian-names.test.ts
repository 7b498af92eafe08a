import { describe, expect, it } from 'vitest';
import {
  genderOfFirstName,
  genitiveFirstName,
  initialsOf,
  type NameGender,
  pastVerb,
  surnameFor,
  surnameStem,
} from './russian-names.ts';

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

describe('surnameFor (a son of the Смирновы is «Иван Смирнов», issue 32 item 2)', () => {
  it.each<[string, NameGender, string]>([
    ['Смирнова', 'MALE', 'Смирнов'],
    ['Смирнов', 'FEMALE', 'Смирнова'],
    ['Смирнова', 'FEMALE', 'Смирнова'],
    ['Смирнов', 'MALE', 'Смирнов'],
    ['Соловьёва', 'MALE', 'Соловьёв'],
    ['Пушкин', 'FEMALE', 'Пушкина'],
    ['Ковальская', 'MALE', 'Ковальский'],
    ['Ковальский', 'FEMALE', 'Ковальская'],
    ['Троцкий', 'FEMALE', 'Троцкая'],
    ['Толстой', 'FEMALE', 'Толстая'],
    ['Толстая', 'MALE', 'Толстой'],
    ['Римский-Корсаков', 'FEMALE', 'Римская-Корсакова'],
    // the same for everyone
    ['Шевченко', 'FEMALE', 'Шевченко'],
    ['Черных', 'MALE', 'Черных'],
    ['Кох', 'FEMALE', 'Кох'],
    ['Smith', 'FEMALE', 'Smith'],
    // unknown gender: as given
    ['Смирнова', null, 'Смирнова'],
    ['Смирнов', 'IT', 'Смирнов'],
  ])('%s (%s) → %s', (surname, gender, want) => {
    expect(surnameFor(surname, gender)).toBe(want);
  });

  it("takes the stem from any form, a known man's form deciding «-ая»", () => {
    expect(surnameStem('Смирнова')).toBe('Смирнов');
    expect(surnameStem('Смирнов')).toBe('Смирнов');
    expect(surnameStem('Белая', 'Белый')).toBe('Белый');
    expect(surnameStem('Шевченко')).toBe('Шевченко');
  });
});

describe('genderOfFirstName', () => {
  it.each<[string, 'MALE' | 'FEMALE' | null]>([
    ['Иван', 'MALE'],
    ['Илья', 'MALE'],
    ['Анна', 'FEMALE'],
    ['Мария', 'FEMALE'],
    ['Саша', null],
    ['John', null],
  ])('%s → %s', (name, want) => {
    expect(genderOfFirstName(name)).toBe(want);
  });
});

describe("pastVerb (the actor's gender, neutral only when unknown)", () => {
  it.each<[string, NameGender, string]>([
    ['прокомментировал', 'MALE', 'прокомментировал'],
    ['прокомментировал', 'FEMALE', 'прокомментировала'],
    ['прокомментировал', null, 'прокомментировал(а)'],
    ['добавил', 'IT', 'добавил(а)'],
    ['подписался', 'FEMALE', 'подписалась'],
    ['подписался', 'MALE', 'подписался'],
  ])('%s (%s) → %s', (verb, gender, want) => {
    expect(pastVerb(verb, gender)).toBe(want);
  });
});

describe('initialsOf (letters only, no legal forms)', () => {
  it.each([
    ['ООО «Ромашка»', 'Р'],
    ['АО "Северсталь"', 'С'],
    ['ИП Иванов', 'И'],
    ['ПАО «Сбербанк России»', 'СР'],
    ['НКО «Добро»', 'Д'],
    ['Анна Иванова', 'АИ'],
    ['«Круг»', 'К'],
    ['Круг', 'К'],
    ['  ', '?'],
    ['ООО', '?'],
  ])('%s → %s', (name, want) => {
    expect(initialsOf(name)).toBe(want);
  });
});
