import { describe, expect, it } from 'vitest';
import {
  CreateEventBody,
  INVITEE_MAX_LENGTH,
  INVITEE_TEXTS,
  INVITEES_MAX,
  INVITEES_TEXT_MAX_LENGTH,
} from './chat.ts';

const base = { title: 'Ужин', scheduled_date: '2026-12-31' };
const issues = (invitees: unknown) => {
  const r = CreateEventBody.safeParse({ ...base, invitees });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('event invitees (issue 29 §5)', () => {
  it('are a list of names or one text, joined with commas', () => {
    expect(CreateEventBody.parse({ ...base, invitees: ['Анна', 'Иван'] }).invitees).toBe('Анна, Иван');
    expect(CreateEventBody.parse({ ...base, invitees: 'Анна и Иван' }).invitees).toBe('Анна и Иван');
    expect(CreateEventBody.parse({ ...base, invitees: '' }).invitees).toBeNull();
    expect(CreateEventBody.parse(base).invitees).toBeNull();
  });

  it('are bounded in count, name length and total length, with Russian messages', () => {
    expect(issues(Array(INVITEES_MAX).fill('Анна'))).toEqual([]);
    expect(issues(Array(INVITEES_MAX + 1).fill('Анна'))).toEqual([INVITEE_TEXTS.tooMany]);
    expect(issues(['я'.repeat(INVITEE_MAX_LENGTH)])).toEqual([]);
    expect(issues(['я'.repeat(INVITEE_MAX_LENGTH + 1)])).toEqual([INVITEE_TEXTS.nameTooLong]);
    expect(issues('я'.repeat(INVITEES_TEXT_MAX_LENGTH))).toEqual([]);
    expect(issues('я'.repeat(INVITEES_TEXT_MAX_LENGTH + 1))).toEqual([INVITEE_TEXTS.textTooLong]);
    expect(issues(Array(INVITEES_MAX).fill('я'.repeat(INVITEE_MAX_LENGTH)))).toEqual([
      INVITEE_TEXTS.textTooLong,
    ]);
    expect(issues(5)).toEqual([INVITEE_TEXTS.invalid]);
    expect(issues([1, 2])).toEqual([INVITEE_TEXTS.invalid]);
  });
});
