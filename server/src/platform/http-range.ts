export type RangeResult = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One byte range of a `Range` header (`bytes=a-b`, `bytes=a-`, `bytes=-n`) against a size.
 * null means "send the whole file" (no header, or a form we do not serve such as several ranges).
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m;
  if (!a && !b) return null;
  let start: number;
  let end: number;
  if (!a) {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b ? Math.min(Number(b), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** `Content-Disposition` for a download, with the name in RFC 5987 form for non-ASCII names. */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
