import { z } from 'zod';

/** Every failure body: one Russian sentence, safe to show as is (CONTRACT.md §2). */
export const ErrorBody = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Ids are UUID strings. */
export const Id = z.uuid({ message: 'Некорректный идентификатор' });

export const IdParams = z.object({ id: Id });

/** Optional free-text field: trims, and turns an empty string into null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { message: tooLong })
    .nullish()
    .transform((v) => (v ? v : null));

/** Calendar date `YYYY-MM-DD` that exists. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Дата должна быть в формате ГГГГ-ММ-ДД' })
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'Такой даты не существует',
    },
  );

/** PostgreSQL cannot store the NUL character in text, so input carrying one is refused. */
export const NUL_CHARACTER_TEXT = 'Текст содержит недопустимый символ';

/** Whether a string, or any key or string inside an array or object, holds a NUL character. */
export function hasNulCharacter(value: unknown): boolean {
  // Iterative, so a body nested a million levels deep cannot overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
