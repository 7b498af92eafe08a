/**
 * `[start, end)` pairs. Read as arrays: the typed client's answers lose the contract's tuple
 * (openapi-fetch's `Readable` maps every array, `[number, number]` included, to `number[]`).
 */
export type Ranges = readonly (readonly number[])[];

/**
 * A snippet with its matched words in <mark>: built from text and [start, end) offsets, never
 * from HTML, so nothing in a post's text can become markup.
 */
export function Highlighted({ text, ranges }: { text: string; ranges: Ranges }) {
  const parts: { text: string; mark: boolean; at: number }[] = [];
  let at = 0;
  for (const [start = 0, end = 0] of [...ranges].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), mark: false, at });
    parts.push({ text: text.slice(start, end), mark: true, at: start });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false, at });
  return (
    <>
      {parts.map((p) =>
        p.mark ? (
          <mark key={p.at} className="rounded-sm bg-warn-line px-0.5 font-medium text-fg">
            {p.text}
          </mark>
        ) : (
          <span key={p.at}>{p.text}</span>
        ),
      )}
    </>
  );
}
