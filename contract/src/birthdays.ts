import { z } from 'zod';
import { Id, IsoDate } from './common.ts';

/** The longest range one birthdays request covers (a calendar month view needs ~6 weeks). */
export const BIRTHDAYS_MAX_DAYS = 400;

export const BIRTHDAY_TEXTS = {
  rangeOrder: 'Дата «to» не может быть раньше даты «from»',
  rangeTooLong: `Диапазон не может быть длиннее ${BIRTHDAYS_MAX_DAYS} дней`,
} as const;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** `GET /api/family/{id}/birthdays?from=&to=`: both dates inclusive, at most BIRTHDAYS_MAX_DAYS apart. */
export const BirthdaysQuery = z
  .object({ from: IsoDate, to: IsoDate })
  .refine((q) => q.to >= q.from, { message: BIRTHDAY_TEXTS.rangeOrder, path: ['to'] })
  .refine((q) => dayNumber(q.to) - dayNumber(q.from) < BIRTHDAYS_MAX_DAYS, {
    message: BIRTHDAY_TEXTS.rangeTooLong,
    path: ['to'],
  });
export type BirthdaysQuery = z.infer<typeof BirthdaysQuery>;

/** One yearly occurrence of a family member's or relative's birthday. */
export const Birthday = z.object({
  /** The occurrence, `YYYY-MM-DD`. */
  date: z.string(),
  family_id: Id,
  /** The family_members row (a relative entered by name has no user). */
  member_id: Id,
  user_id: Id.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** The age reached on that day. */
  age: z.number().int(),
});
export type Birthday = z.infer<typeof Birthday>;
export const BirthdaysResponse = z.object({ birthdays: z.array(Birthday) });
export type BirthdaysResponse = z.infer<typeof BirthdaysResponse>;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The birthday in `year`: 29 February falls on 28 February in non-leap years. */
export function birthdayIn(dateOfBirth: string, year: number): string {
  const [, m, d] = dateOfBirth.split('-');
  const day = m === '02' && d === '29' && !isLeap(year) ? '28' : d;
  return `${year}-${m}-${day}`;
}

/** Yearly occurrences of a date of birth within [from, to] (inclusive), never before the birth itself. */
export function birthdayOccurrences(dateOfBirth: string, from: string, to: string): string[] {
  const out: string[] = [];
  const born = Number(dateOfBirth.slice(0, 4));
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    const day = birthdayIn(dateOfBirth, y);
    if (day >= from && day <= to && y > born) out.push(day);
  }
  return out;
}

/** Full years reached on the occurrence date. */
export const ageOn = (dateOfBirth: string, occurrence: string) =>
  Number(occurrence.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
