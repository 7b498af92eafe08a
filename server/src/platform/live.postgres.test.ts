import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@krug/contract/chat';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitUntil } from '../test/wait.ts';
import { createPostgresLiveBus, type LiveBus } from './live.ts';

// Two buses on one PostgreSQL database, as two server processes: `a` publishes, both deliver.
let a: LiveBus;
let b: LiveBus;
const url = process.env.TEST_DATABASE_URL ?? '';

beforeAll(async () => {
  a = await createPostgresLiveBus(url);
  b = await createPostgresLiveBus(url);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const message = (groupId: string, content: string): LiveEvent =>
  ({
    type: 'chat.message',
    group_id: groupId,
    message: {
      id: randomUUID(),
      group_id: groupId,
      user_id: randomUUID(),
      sender: { first_name: 'Анна', last_name: 'Иванова', profile_picture: null },
      content,
      message_type: 'TEXT',
      created_at: new Date().toISOString(),
    },
  }) as LiveEvent;

const contentOf = (e: LiveEvent) => (e as { message: { content: string } }).message.content;

/** Collects the contents a user's subscription receives on both buses. */
function watch(userId: string) {
  const got = { a: [] as string[], b: [] as string[], frames: [] as Buffer[] };
  const offA = a.subscribe(userId, (e) => got.a.push(contentOf(e)));
  const offB = b.subscribe(userId, (e, frame) => {
    got.b.push(contentOf(e));
    got.frames.push(frame);
  });
  return {
    got,
    off: () => {
      offA();
      offB();
    },
  };
}

const until = (done: () => boolean) => waitUntil(done, 'the events arrive');

it('many publishes in one tick arrive on every process, each once and in publishing order', async () => {
  const users = [randomUUID(), randomUUID(), randomUUID()];
  const watched = users.map(watch);
  const groups = [randomUUID(), randomUUID()];
  const sent: string[][] = users.map(() => []);
  const publishes: Promise<void>[] = [];
  for (let i = 0; i < 600; i += 1) {
    // Every user is in group 0; the first two also in group 1; identical events are sent twice.
    const group = i % 3 === 0 ? 1 : 0;
    const content = `сообщение ${Math.floor(i / 2)}`;
    const to = group === 1 ? users.slice(0, 2) : users;
    for (const u of to) sent[users.indexOf(u)]?.push(content);
    publishes.push(a.publish(to, message(groups[group] ?? '', content)));
  }
  await Promise.all(publishes);
  // A last event to everyone: once it is in, anything sent twice would have arrived before it.
  await a.publish(users, message(groups[0] ?? '', 'конец'));
  await until(() => watched.every((w) => w.got.a.at(-1) === 'конец' && w.got.b.at(-1) === 'конец'));
  watched.forEach((w, i) => {
    expect(w.got.a).toEqual([...(sent[i] ?? []), 'конец']);
    expect(w.got.b).toEqual([...(sent[i] ?? []), 'конец']);
    w.off();
  });
});

it('an event over the 8000-byte NOTIFY limit arrives whole, in its place between smaller ones', async () => {
  const user = randomUUID();
  const w = watch(user);
  const group = randomUUID();
  // 3 bytes per Cyrillic-and-emoji unit on average: about 60 KB, several fragments.
  const big = 'Длинный текст 😀 '.repeat(2000);
  await Promise.all([
    a.publish([user], message(group, 'до')),
    a.publish([user], message(group, big)),
    a.publish([user], message(group, 'после')),
  ]);
  await until(() => w.got.a.length >= 3 && w.got.b.length >= 3);
  expect(w.got.b).toEqual(['до', big, 'после']);
  expect(w.got.a).toEqual(['до', big, 'после']);
  w.off();
});

it("an event's JSON is made once and shared by every subscriber it goes to", async () => {
  const user = randomUUID();
  const frames: Buffer[] = [];
  const off = [b.subscribe(user, (_e, f) => frames.push(f)), b.subscribe(user, (_e, f) => frames.push(f))];
  const event = message(randomUUID(), 'один раз');
  await a.publish([user], event);
  await until(() => frames.length >= 2);
  expect(frames).toHaveLength(2);
  expect(frames[0]).toBe(frames[1]);
  expect(JSON.parse(String(frames[0]))).toEqual(event);
  for (const f of off) f();
});

it('a publish after close is refused, and what was published before the close still arrives', async () => {
  const bus = await createPostgresLiveBus(url);
  const user = randomUUID();
  const w = watch(user);
  const last = bus.publish([user], message(randomUUID(), 'перед закрытием'));
  await bus.close();
  await last;
  await expect(bus.publish([user], message(randomUUID(), 'после'))).rejects.toThrow();
  await until(() => w.got.b.length >= 1);
  expect(w.got.b).toEqual(['перед закрытием']);
  w.off();
});
