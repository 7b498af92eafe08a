import { expect } from 'vitest';
import { unzip } from '../unzip.ts';
import type { Role } from './types.ts';
import type { World } from './world.ts';

/** The kind of a file from its first bytes. */
export function fileKind(body: unknown): 'png' | 'webp' | 'zip' | 'other' {
  const b = body as Buffer;
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (b.readUInt32LE(0) === 0x04034b50) return 'zip';
  return 'other';
}

type Check = (role: Role, body: unknown, w: World) => void;

/** The answer is a file of this kind (an original PNG, a re-encoded WebP). */
export const isFile =
  (kind: ReturnType<typeof fileKind>): Check =>
  (_role, body) =>
    expect(fileKind(body)).toBe(kind);

/** The names of the entries of a zip answer. */
export const zipNames = (body: unknown) => [...unzip(body as Buffer).keys()];

/** The answer is a zip holding an entry whose name matches. */
export const isZipWith =
  (name: RegExp): Check =>
  (_role, body) =>
    expect(zipNames(body).some((n) => name.test(n))).toBe(true);

/** The answer is an iCalendar document with an event of this title. */
export const isCalendarWith =
  (title: string): Check =>
  (_role, body) => {
    const text = String(body);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`\r\nSUMMARY:${title}\r\n`);
  };

/** The ids of a list's items (under `key`, or the list itself). */
export const idsIn = (body: unknown, key?: string): string[] =>
  ((key ? (body as Record<string, unknown>)[key] : body) as { id: string }[]).map((x) => x.id);
