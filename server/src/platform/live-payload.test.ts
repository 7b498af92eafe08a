import { expect, it } from 'vitest';
import { decodePayload, type Entry, encodeBatch, type Fragments, PAYLOAD_BYTES } from './live-payload.ts';

const entry = (user: string, content: string): Entry => [
  [user],
  { type: 'chat.typing', group_id: 'g', user_id: user, first_name: content } as Entry[1],
];

function roundTrip(entries: Entry[]) {
  const payloads = encodeBatch(
    entries.map((e) => JSON.stringify(e)),
    { tag: 'abc123', seq: 0 },
  );
  const fragments: Fragments = new Map();
  return { payloads, decoded: payloads.flatMap((p) => decodePayload(p, fragments)) };
}

it('packs small entries into one payload, in order', () => {
  const entries = [...Array(20).keys()].map((i) => entry(`u${i}`, `имя ${i}`));
  const { payloads, decoded } = roundTrip(entries);
  expect(payloads).toHaveLength(1);
  expect(decoded).toEqual(entries);
});

it('keeps every payload under the byte limit and unique, splitting and fragmenting as needed', () => {
  const entries = [
    ...[...Array(300).keys()].map((i) => entry(`u${i % 3}`, 'й'.repeat(200))),
    entry('big', '😀ж'.repeat(9000)),
    entry('same', 'x'),
    entry('same', 'x'),
  ];
  const { payloads, decoded } = roundTrip(entries);
  expect(payloads.length).toBeGreaterThan(10);
  for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(PAYLOAD_BYTES);
  expect(new Set(payloads).size).toBe(payloads.length);
  expect(decoded).toEqual(entries);
});

it('refuses a fragment that does not follow the previous one', () => {
  const payloads = encodeBatch([JSON.stringify(entry('big', 'ы'.repeat(20_000)))], { tag: 't', seq: 0 });
  expect(payloads.length).toBeGreaterThan(2);
  const fragments: Fragments = new Map();
  decodePayload(payloads[0] ?? '', fragments);
  expect(() => decodePayload(payloads[2] ?? '', fragments)).toThrow();
});

it("understands the previous version's payload (a rolling restart)", () => {
  const [users, event] = entry('u', 'старый');
  expect(decodePayload(JSON.stringify({ userIds: users, event }), new Map())).toEqual([[users, event]]);
});
