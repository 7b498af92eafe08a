import exifr from 'exifr';

/** EXIF date text: `2025:11:26 14:05:09` (seconds and fractions may follow). */
const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * When a photo was taken (issue 34 §3, issue 32 item 8): EXIF DateTimeOriginal (or CreateDate), read
 * from the first bytes of the upload before any copy drops its metadata. EXIF keeps the camera's
 * wall clock without a zone, so it is kept as that wall-clock time in UTC: «taken on 26 November»
 * means the same day wherever the server runs. Null when there is no usable date.
 */
export async function takenAtOf(head: Buffer): Promise<Date | null> {
  try {
    const tags = (await exifr.parse(head, {
      pick: ['DateTimeOriginal', 'CreateDate'],
      reviveValues: false,
    })) as { DateTimeOriginal?: unknown; CreateDate?: unknown } | undefined;
    const text = String(tags?.DateTimeOriginal ?? tags?.CreateDate ?? '');
    const m = EXIF_DATE.exec(text);
    if (!m) return null;
    const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
    const at = new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s || 0));
    // A camera without a set clock writes 0000:00:00 or nonsense: only real dates, not in the future.
    if (Number.isNaN(at.getTime()) || (y as number) < 1900 || at.getTime() > Date.now() + 86_400_000)
      return null;
    return at;
  } catch {
    return null;
  }
}
