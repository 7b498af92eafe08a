import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * RSVP and birthday texts of the calendar and event cards (issue 21): a namespace of their own
 * (`rsvp`), registered when the chat or calendar chunk loads, so none of it weighs on the shell.
 */
export const rsvpRu = {
  answers: {
    going: 'Пойду',
    maybe: 'Может быть',
    not_going: 'Не пойду',
  },
  group: 'Ваш ответ',
  counts: {
    going_one: '{{count}} пойдёт',
    going_few: '{{count}} пойдут',
    going_many: '{{count}} пойдут',
    going_other: '{{count}} пойдут',
    maybe_one: '{{count}} может быть',
    maybe_few: '{{count}} может быть',
    maybe_many: '{{count}} может быть',
    maybe_other: '{{count}} может быть',
    not_going_one: '{{count}} не пойдёт',
    not_going_few: '{{count}} не пойдут',
    not_going_many: '{{count}} не пойдут',
    not_going_other: '{{count}} не пойдут',
  },
  noAnswers: 'Пока никто не ответил',
  failed: 'Не удалось сохранить ответ',
  birthday: 'День рождения: {{name}}',
  birthdayAge: 'Исполняется {{age}}',
  birthdayKind: 'День рождения',
};

export const rsvpEn: Texts<typeof rsvpRu> = {
  answers: {
    going: 'Going',
    maybe: 'Maybe',
    not_going: 'Not going',
  },
  group: 'Your answer',
  counts: {
    going_one: '{{count}} going',
    going_few: '{{count}} going',
    going_many: '{{count}} going',
    going_other: '{{count}} going',
    maybe_one: '{{count}} maybe',
    maybe_few: '{{count}} maybe',
    maybe_many: '{{count}} maybe',
    maybe_other: '{{count}} maybe',
    not_going_one: '{{count}} not going',
    not_going_few: '{{count}} not going',
    not_going_many: '{{count}} not going',
    not_going_other: '{{count}} not going',
  },
  noAnswers: 'No answers yet',
  failed: 'Could not save your answer',
  birthday: 'Birthday: {{name}}',
  birthdayAge: 'Turns {{age}}',
  birthdayKind: 'Birthday',
};

/** Adds the `rsvp` namespace to i18next (idempotent); called when a module using it loads. */
export function registerRsvpTexts() {
  addTexts('rsvp', rsvpRu, rsvpEn);
}
registerRsvpTexts();
