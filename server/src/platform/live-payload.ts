import type { LiveEvent } from '@krug/contract/chat';

/**
 * The live bus's NOTIFY payloads (live.ts). PostgreSQL takes payloads shorter than 8000 bytes and
 * folds identical payloads of one transaction into one, so every payload starts with its sender's
 * tag and a sequence number:
 *
 * - `b:<tag>:<seq>:[entry,…]`: whole entries, in publishing order;
 * - `f:<tag>:<seq>:<i>:<n>:<text>`: part i of n of one entry too big for a payload. The parts of an
 *   entry are sent in one statement, so a listener receives them one after another.
 *
 * An entry is the JSON `[userIds, event]`. A payload of the older form `{"userIds":…,"event":…}` (a
 * process of the previous version during a rolling restart) is still understood.
 */
export type Entry = [userIds: string[], event: LiveEvent];

/** The bytes a payload may take (PostgreSQL: shorter than 8000 bytes), with room to spare. */
export const PAYLOAD_BYTES = 7900;
/** Room for the header of a fragment (`f:` + 12-char tag + sequence + part numbers). */
const HEADER_BYTES = 64;

/** A listener's fragments being put together, by sender tag. */
export type Fragments = Map<string, string[]>;

/**
 * Packs JSON entries into as few payloads as fit, keeping their order; an entry too big for one
 * payload becomes fragments of at most PAYLOAD_BYTES each.
 */
export function encodeBatch(entries: readonly string[], sender: { tag: string; seq: number }): string[] {
  const payloads: string[] = [];
  let group: string[] = [];
  let bytes = 0;
  const close = () => {
    if (group.length) payloads.push(`b:${sender.tag}:${sender.seq++}:[${group.join(',')}]`);
    group = [];
    bytes = 0;
  };
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 1;
    if (size + HEADER_BYTES > PAYLOAD_BYTES) {
      close();
      const parts = split(entry, PAYLOAD_BYTES - HEADER_BYTES);
      const seq = sender.seq++;
      for (const [i, part] of parts.entries())
        payloads.push(`f:${sender.tag}:${seq}:${i}:${parts.length}:${part}`);
      continue;
    }
    if (bytes + size + HEADER_BYTES > PAYLOAD_BYTES) close();
    group.push(entry);
    bytes += size;
  }
  close();
  return payloads;
}

/** Cuts a string into pieces of at most `maxBytes` UTF-8 bytes, never inside a surrogate pair. */
function split(text: string, maxBytes: number): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start < text.length) {
    // A UTF-16 unit is at most 3 UTF-8 bytes, so this many units always fit.
    let end = Math.min(text.length, start + Math.floor(maxBytes / 3));
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    parts.push(text.slice(start, end));
    start = end;
  }
  return parts;
}

/** Nth occurrence of ':' from the start (header fields never hold one). */
function colon(text: string, nth: number): number {
  let at = -1;
  for (let i = 0; i < nth; i += 1) {
    at = text.indexOf(':', at + 1);
    if (at < 0) throw new Error('live payload without its header');
  }
  return at;
}

/** The entries a payload completes, in order (none while an entry's fragments are still arriving). */
export function decodePayload(payload: string, fragments: Fragments): Entry[] {
  if (payload.startsWith('b:')) return JSON.parse(payload.slice(colon(payload, 3) + 1)) as Entry[];
  if (payload.startsWith('f:')) {
    const [, tag = '', , index, count] = payload.slice(0, colon(payload, 5)).split(':');
    const i = Number(index);
    const n = Number(count);
    const parts = i === 0 ? [] : fragments.get(tag);
    if (!parts || parts.length !== i) {
      fragments.delete(tag);
      throw new Error(`live payload fragment ${i} of ${n} arrived out of order`);
    }
    parts.push(payload.slice(colon(payload, 5) + 1));
    if (parts.length < n) {
      fragments.set(tag, parts);
      return [];
    }
    fragments.delete(tag);
    return [JSON.parse(parts.join('')) as Entry];
  }
  const old = JSON.parse(payload) as { userIds: string[]; event: LiveEvent };
  return [[old.userIds, old.event]];
}
