import { CHAT_TEXTS } from '@krug/contract/chat';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { openLiveSocket } from '../../test/live-socket.ts';

/**
 * The outbox of issue 35 §2: a message written offline carries a key its sender chose, and is sent
 * again after the network comes back; the same key twice makes one message.
 */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let anna: U;
let boris: U;
let outsider: U;
let groupId: string;
let otherGroupId: string;

const call = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const send = (who: U, group: string, content: string, client_key?: string) =>
  call(who.token, `/api/chat-groups/${group}/messages`, { content, ...(client_key ? { client_key } : {}) });
const stored = async (content: string) =>
  (await t.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.content, content)))[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerUser(t.app, { first_name: 'Анна' });
  boris = await registerUser(t.app, { first_name: 'Борис' });
  outsider = await registerUser(t.app, { first_name: 'Чужой' });
  const group = async (name: string) => {
    const res = await call(anna.token, '/api/chat-groups', { name, member_ids: [boris.user.id] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().group.id as string;
    // Members are invited (consent): Boris accepts.
    expect(await acceptInvitations(t.app, boris.token, id)).toBe(1);
    return id;
  };
  groupId = await group('Дача');
  otherGroupId = await group('Работа');
});
afterAll(() => t.close());

describe('POST /api/chat-groups/{id}/messages with client_key', () => {
  it('sent twice with one key, makes one message, tells the members once, and answers it again (200)', async () => {
    const socket = await openLiveSocket(t.app, boris.token);
    const key = crypto.randomUUID();
    const first = await send(anna, groupId, 'Из метро', key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(anna, groupId, 'Из метро', key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject(first.json());
    expect(await stored('Из метро')).toBe(1);

    // A later message arrives after anything the retry could have told: one frame for the first.
    await send(anna, groupId, 'Доехала');
    await expect
      .poll(() => socket.received.filter((e) => e.type === 'chat.message').length)
      .toBeGreaterThanOrEqual(2);
    const told = socket.received
      .filter((e) => e.type === 'chat.message')
      .map((e) => (e.message as { content: string }).content);
    expect(told).toEqual(['Из метро', 'Доехала']);
    // The frame names the sender's key, so the sender's outbox shows its message once; none without.
    const keys = socket.received.filter((e) => e.type === 'chat.message').map((e) => e.client_key);
    expect(keys).toEqual([key, undefined]);
    socket.ws.terminate();
  });

  it('sent at the same moment twice, still makes one message', async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      send(anna, groupId, 'Дважды', key),
      send(anna, groupId, 'Дважды', key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await stored('Дважды')).toBe(1);
  });

  it('keys are the sender’s own: another sender’s same key is another message', async () => {
    const key = crypto.randomUUID();
    expect((await send(anna, groupId, 'Её', key)).statusCode).toBe(201);
    const his = await send(boris, groupId, 'Его', key);
    expect(his.statusCode, his.body).toBe(201);
    expect(his.json()).toMatchObject({ content: 'Его', user_id: boris.user.id });
    const keyed = await t.db
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.groupId, groupId), eq(chatMessages.clientKey, key)));
    expect(keyed[0]?.n).toBe(2);
  });

  it('a key used in another chat is 409, a malformed key 422, an outsider’s key 404: nothing stored', async () => {
    const key = crypto.randomUUID();
    expect((await send(anna, groupId, 'Первое', key)).statusCode).toBe(201);
    const elsewhere = await send(anna, otherGroupId, 'Второе', key);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ detail: CHAT_TEXTS.clientKeyReused });

    const malformed = await send(anna, groupId, 'Третье', 'not-a-uuid');
    expect(malformed.statusCode).toBe(422);

    const stranger = await send(outsider, groupId, 'Четвёртое', crypto.randomUUID());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: CHAT_TEXTS.groupNotFound });

    for (const content of ['Второе', 'Третье', 'Четвёртое']) expect(await stored(content)).toBe(0);
  });
});
