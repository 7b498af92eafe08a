import type { ChatGroupEntry } from '@krug/contract/chat';
import type { PushDevice, PushPayload, PushSettings } from '@krug/contract/push';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { openLiveSocket } from '../../test/live-socket.ts';
import {
  browserSubscription,
  decryptPush,
  type PushServiceStandIn,
  startPushService,
  verifyVapid,
} from '../../test/push-service.ts';
import { until } from '../../test/until.ts';
import { PUSH_JOB } from './push.service.ts';

/**
 * Issue 35 §3: Web Push. The server posts encrypted pushes to a local HTTP server posing as the
 * browser's push service; each test decrypts what arrived (aes128gcm) with the subscription's keys.
 */
let t: TestApp;
let service: PushServiceStandIn;
type U = Awaited<ReturnType<typeof registerUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (u: U, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
let seq = 0;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ push: { serviceHosts: ['127.0.0.1'], allowHttp: true } });
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
});

const person = (first_name: string, gender?: 'MALE' | 'FEMALE') =>
  registerUser(t.app, { first_name, last_name: 'Пушкина' }).then(async (u) => {
    if (gender) expect((await call(u, 'PUT', '/api/users/gender', { gender })).statusCode).toBe(200);
    return u;
  });

/** Subscribes a new "device" of the user at a fresh path of the stand-in service. */
async function subscribe(u: U, userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile') {
  seq += 1;
  const sub = browserSubscription(`${service.origin}/push/${seq}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...bearer(u.token), 'user-agent': userAgent },
    payload: sub.json,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...sub, device: res.json<PushDevice>(), path: `/push/${seq}` };
}

async function direct(from: U, to: U) {
  const res = await call(from, 'POST', `/api/people/${to.user.id}/direct`);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<ChatGroupEntry>().group.id;
}
async function send(u: U, groupId: string, content: string) {
  const res = await call(u, 'POST', `/api/chat-groups/${groupId}/messages`, { content });
  expect(res.statusCode, res.body).toBe(201);
}
const runPushJobs = (now?: Date) => t.app.jobs.runDue({ kinds: [PUSH_JOB], ...(now ? { now } : {}) });
const at = (path: string) => service.received.filter((r) => r.path === path);
const payloadOf = (body: Buffer, sub: ReturnType<typeof browserSubscription>) =>
  JSON.parse(decryptPush(body, sub)) as PushPayload;

describe('subscriptions (GET/POST/DELETE /api/push/subscriptions)', () => {
  it('gives the VAPID public key, keeps one row per device, and lists it with its User-Agent', async () => {
    const anna = await person('Анна');
    const key = await call(anna, 'GET', '/api/push/public-key');
    expect(key.statusCode).toBe(200);
    expect(key.json().public_key).toBe(t.config.push?.vapid?.publicKey ?? key.json().public_key);
    expect(Buffer.from(key.json().public_key, 'base64url')).toHaveLength(65);

    const phone = await subscribe(anna);
    await subscribe(anna, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0');
    // The same browser subscribing again (new keys) updates its row.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { ...bearer(anna.token), 'user-agent': 'Mozilla/5.0 (Linux; Android 15) Chrome/132.0 Mobile' },
      payload: { ...phone.json, keys: browserSubscription(phone.json.endpoint).json.keys },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(phone.device.id);
    const list = (await call(anna, 'GET', '/api/push/subscriptions')).json<PushDevice[]>();
    expect(list.map((d) => d.user_agent)).toEqual([
      expect.stringContaining('Android 15'),
      expect.stringContaining('Firefox'),
    ]);
  });

  it('removes only the caller’s own device (someone else’s is 404 and stays)', async () => {
    const [anna, boris] = [await person('Анна'), await person('Борис')];
    const sub = await subscribe(anna);
    expect((await call(boris, 'DELETE', `/api/push/subscriptions/${sub.device.id}`)).statusCode).toBe(404);
    expect((await call(anna, 'GET', '/api/push/subscriptions')).json()).toHaveLength(1);
    expect((await call(anna, 'DELETE', `/api/push/subscriptions/${sub.device.id}`)).statusCode).toBe(204);
    expect((await call(anna, 'GET', '/api/push/subscriptions')).json()).toEqual([]);
  });

  it('refuses an endpoint that is not a push service, and bad keys (422, nothing stored)', async () => {
    const anna = await person('Анна');
    const valid = browserSubscription(`${service.origin}/push/x`).json;
    for (const payload of [
      { ...valid, endpoint: 'http://169.254.169.254/latest/meta-data' },
      { ...valid, endpoint: 'https://evil.example/fcm.googleapis.com' },
      { ...valid, endpoint: 'not a url' },
      { ...valid, keys: { p256dh: 'not base64!', auth: valid.keys.auth } },
      { endpoint: valid.endpoint },
    ]) {
      const res = await call(anna, 'POST', '/api/push/subscriptions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await call(anna, 'GET', '/api/push/subscriptions')).json()).toEqual([]);
  });

  it('a deleted account’s devices and settings go with it', async () => {
    const anna = await person('Анна');
    const sub = await subscribe(anna);
    await call(anna, 'PUT', '/api/push/settings', { preview: 'no_text' });
    const res = await call(anna, 'DELETE', '/api/auth/delete-account', { current_password: anna.password });
    expect(res.statusCode, res.body).toBe(204);
    const left = await t.db.execute(
      sql`select (select count(*) from push_subscriptions where id = ${sub.device.id})
             + (select count(*) from push_settings where user_id = ${anna.user.id}) as n`,
    );
    expect(Number((left as unknown as { rows: { n: string }[] }).rows[0]?.n)).toBe(0);
  });

  it('accepts only https endpoints of the known push services by default', async () => {
    const other = await createTestApp();
    try {
      const u = await registerUser(other.app);
      const post = (endpoint: string) =>
        other.app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: bearer(u.token),
          payload: browserSubscription(endpoint).json,
        });
      expect((await post('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(201);
      expect((await post('https://updates.push.services.mozilla.com/wpush/v2/x')).statusCode).toBe(201);
      expect((await post('http://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(422);
      expect((await post('https://127.0.0.1/push')).statusCode).toBe(422);
    } finally {
      await other.close();
    }
  });
});

describe('settings (GET/PUT /api/push/settings)', () => {
  it('starts with the defaults and changes only what is sent', async () => {
    const anna = await person('Анна');
    expect((await call(anna, 'GET', '/api/push/settings')).json()).toEqual({
      preview: 'full',
      messages: true,
      quiet_from: null,
      quiet_to: null,
      time_zone: 'Europe/Moscow',
    });
    const res = await call(anna, 'PUT', '/api/push/settings', {
      quiet_from: '23:00',
      quiet_to: '08:00',
      time_zone: 'Asia/Novosibirsk',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PushSettings>()).toMatchObject({
      preview: 'full',
      quiet_from: '23:00',
      time_zone: 'Asia/Novosibirsk',
    });
    expect((await call(anna, 'PUT', '/api/push/settings', { preview: 'no_text' })).json()).toMatchObject({
      preview: 'no_text',
      quiet_to: '08:00',
    });
  });

  it.each([
    [{ time_zone: 'Mars/Olympus' }],
    [{ quiet_from: '25:00', quiet_to: '08:00' }],
    [{ quiet_from: '23:00' }],
    [{ preview: 'some' }],
    [{}],
  ])('refuses %j with 422', async (body) => {
    const anna = await person('Анна');
    const res = await call(anna, 'PUT', '/api/push/settings', body);
    expect(res.statusCode, res.body).toBe(422);
    expect((await call(anna, 'GET', '/api/push/settings')).json().quiet_from).toBeNull();
  });
});

describe('delivery', () => {
  it('sends a direct message to every device of the recipient, encrypted and VAPID-signed', async () => {
    const [anna, boris] = [await person('Анна', 'FEMALE'), await person('Борис', 'MALE')];
    const phone = await subscribe(boris);
    const laptop = await subscribe(boris);
    await subscribe(anna); // the sender's own device gets nothing
    const group = await direct(anna, boris);
    await send(anna, group, 'Встречаемся в семь у метро');
    expect(await runPushJobs()).toBe(1);

    expect(service.received.map((r) => r.path).sort()).toEqual([phone.path, laptop.path].sort());
    const [request] = at(phone.path);
    if (!request) throw new Error('no push');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    expect(request.headers.urgency).toBe('high');
    const publicKey = (await call(anna, 'GET', '/api/push/public-key')).json().public_key;
    const claims = await verifyVapid(request.headers.authorization, publicKey, service.origin);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    // The body is ciphertext: the words are not in it.
    expect(request.body.includes(Buffer.from('метро'))).toBe(false);
    expect(payloadOf(request.body, phone)).toEqual({
      title: 'Анна Пушкина',
      body: 'Встречаемся в семь у метро',
      tag: `chat:${group}`,
      url: `/open?kind=chat_group&id=${group}`,
    });
    // Each device's copy opens only with that device's keys.
    expect(() => decryptPush(request.body, laptop)).toThrow();
    expect(payloadOf(at(laptop.path)[0]?.body ?? Buffer.alloc(0), laptop).body).toBe(
      'Встречаемся в семь у метро',
    );
  });

  it('«без текста»: only who wrote, in the genitive («Новое сообщение от Анны»)', async () => {
    const [anna, boris] = [await person('Анна', 'FEMALE'), await person('Борис', 'MALE')];
    const phone = await subscribe(boris);
    expect((await call(boris, 'PUT', '/api/push/settings', { preview: 'no_text' })).statusCode).toBe(200);
    const group = await direct(anna, boris);
    await send(anna, group, 'Секретный код от подъезда 4512');
    await runPushJobs();
    const payload = payloadOf(at(phone.path)[0]?.body ?? Buffer.alloc(0), phone);
    expect(payload).toMatchObject({ title: 'Круг', body: 'Новое сообщение от Анны' });
    expect(JSON.stringify(payload)).not.toContain('4512');
  });

  it('names the group and the sender for a group chat, and speaks the recipient’s language', async () => {
    const [anna, boris] = [await person('Анна', 'FEMALE'), await person('Борис', 'MALE')];
    expect((await call(boris, 'PUT', '/api/users/settings', { language: 'en' })).statusCode).toBe(200);
    const created = await call(anna, 'POST', '/api/chat-groups', {
      name: 'Дача',
      group_type: 'CUSTOM',
      member_ids: [boris.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json().id ?? created.json().group?.id;
    const invitations = (await call(boris, 'GET', '/api/invitations')).json<{ id: string }[]>();
    for (const inv of invitations) await call(boris, 'POST', `/api/invitations/${inv.id}/accept`);
    const phone = await subscribe(boris);
    await send(anna, groupId, 'Кто везёт мангал?');
    await runPushJobs();
    expect(payloadOf(at(phone.path)[0]?.body ?? Buffer.alloc(0), phone)).toMatchObject({
      title: 'Дача',
      body: 'Анна: Кто везёт мангал?',
    });
    await call(boris, 'PUT', '/api/push/settings', { preview: 'no_text' });
    await send(anna, groupId, 'Я везу');
    await runPushJobs();
    expect(payloadOf(at(phone.path)[1]?.body ?? Buffer.alloc(0), phone).body).toBe('New message from Анна');
  });

  it('pushes a group message to the other members with a device, not to one blocked either way with the sender', async () => {
    const [anna, boris, vera, gleb] = [
      await person('Анна'),
      await person('Борис'),
      await person('Вера'),
      await person('Глеб'),
    ];
    const created = await call(anna, 'POST', '/api/chat-groups', {
      name: 'Двор',
      group_type: 'CUSTOM',
      member_ids: [boris.user.id, vera.user.id, gleb.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json().id ?? created.json().group?.id;
    for (const u of [boris, vera, gleb]) {
      const invitations = (await call(u, 'GET', '/api/invitations')).json<{ id: string }[]>();
      for (const inv of invitations) await call(u, 'POST', `/api/invitations/${inv.id}/accept`);
    }
    const [own, borisPhone, veraPhone] = [
      await subscribe(anna),
      await subscribe(boris),
      await subscribe(vera),
    ];
    // Глеб has no device; Вера blocked Анна after joining (CONTRACT §8: she is not told of it).
    expect((await call(vera, 'POST', '/api/blocks', { user_id: anna.user.id })).statusCode).toBeLessThan(300);
    await send(anna, groupId, 'Субботник в десять');
    expect(await runPushJobs()).toBe(1);
    expect(service.received.map((r) => r.path)).toEqual([borisPhone.path]);
    expect(at(veraPhone.path)).toEqual([]);
    expect(at(own.path)).toEqual([]);
  });

  it('sends nothing for the conversation a live socket has in view, and again once it is left', async () => {
    const [anna, boris] = [await person('Анна'), await person('Борис')];
    const phone = await subscribe(boris);
    const group = await direct(anna, boris);
    const socket = await openLiveSocket(t.app, boris.token);
    try {
      socket.ws.send(JSON.stringify({ type: 'viewing', group_id: group }));
      // The frame is written asynchronously: once a message goes without a push, the view is stored.
      await until('the view is stored', async () => {
        const before = at(phone.path).length;
        await send(anna, group, 'Ты тут?');
        await runPushJobs();
        return at(phone.path).length === before;
      });
      service.received.length = 0;
      await send(anna, group, 'Читаешь?');
      await runPushJobs();
      expect(at(phone.path)).toHaveLength(0);
      // Another chat in view: this one pushes again.
      const other = await direct(await person('Вера'), boris);
      socket.ws.send(JSON.stringify({ type: 'viewing', group_id: other }));
      await until('the other view is stored', async () => {
        await send(anna, group, 'Ответь');
        await runPushJobs();
        return at(phone.path).length > 0;
      });
    } finally {
      socket.ws.terminate();
    }
  });

  it('a closed socket no longer counts as viewing', async () => {
    const [anna, boris] = [await person('Анна'), await person('Борис')];
    const phone = await subscribe(boris);
    const group = await direct(anna, boris);
    const socket = await openLiveSocket(t.app, boris.token);
    socket.ws.send(JSON.stringify({ type: 'viewing', group_id: group }));
    await until('the view is stored', async () => {
      const before = at(phone.path).length;
      await send(anna, group, 'Привет');
      await runPushJobs();
      return at(phone.path).length === before;
    });
    socket.ws.terminate();
    await until('the closed socket’s view is gone', async () => {
      await send(anna, group, 'Ушёл?');
      await runPushJobs();
      return at(phone.path).length > 0;
    });
  });

  it('holds pushes during quiet hours in the user’s time zone', async () => {
    const [anna, boris] = [await person('Анна'), await person('Борис')];
    const phone = await subscribe(boris);
    await call(boris, 'PUT', '/api/push/settings', {
      quiet_from: '23:00',
      quiet_to: '08:00',
      time_zone: 'Asia/Vladivostok',
    });
    const group = await direct(anna, boris);
    // 14:30 UTC is 00:30 in Vladivostok (UTC+10): quiet.
    await send(anna, group, 'Ночное');
    await runPushJobs(new Date('2030-06-01T14:30:00Z'));
    expect(at(phone.path)).toHaveLength(0);
    // 00:30 UTC is 10:30 there: sent.
    await send(anna, group, 'Утреннее');
    await runPushJobs(new Date('2030-06-02T00:30:00Z'));
    expect(at(phone.path)).toHaveLength(1);
  });

  it('follows the message switch', async () => {
    const [anna, boris] = [await person('Анна'), await person('Борис')];
    const phone = await subscribe(boris);
    await call(boris, 'PUT', '/api/push/settings', { messages: false });
    await send(anna, await direct(anna, boris), 'Тишина');
    await runPushJobs();
    expect(at(phone.path)).toHaveLength(0);
  });

  it('removes a device the push service calls gone (410, 404)', async () => {
    const [anna, boris] = [await person('Анна'), await person('Борис')];
    const gone = await subscribe(boris);
    const notFound = await subscribe(boris);
    const alive = await subscribe(boris);
    service.answer(gone.path, 410);
    service.answer(notFound.path, 404);
    await send(anna, await direct(anna, boris), 'Есть кто?');
    await runPushJobs();
    expect(
      (await call(boris, 'GET', '/api/push/subscriptions')).json<PushDevice[]>().map((d) => d.id),
    ).toEqual([alive.device.id]);
  });

  it('tries again later when the push service fails (5xx)', async () => {
    const [anna, boris] = [await person('Анна'), await person('Борис')];
    const phone = await subscribe(boris);
    service.answer(phone.path, 503);
    await send(anna, await direct(anna, boris), 'Повтори');
    await runPushJobs();
    expect(at(phone.path)).toHaveLength(1);
    service.answer(phone.path, 201);
    // Not yet due (backoff), then due.
    expect(await runPushJobs()).toBe(0);
    expect(await runPushJobs(new Date(Date.now() + 60_000))).toBe(1);
    expect(at(phone.path)).toHaveLength(2);
    expect(payloadOf(at(phone.path)[1]?.body ?? Buffer.alloc(0), phone).body).toBe('Повтори');
    expect((await call(boris, 'GET', '/api/push/subscriptions')).json()).toHaveLength(1);
  });

  it('pushes a comment on the user’s post (it opens the post), but not a like', async () => {
    const [anna, boris] = [await person('Анна', 'FEMALE'), await person('Борис', 'MALE')];
    const phone = await subscribe(boris);
    const post = (
      await call(boris, 'POST', '/api/posts', { content: 'Мой пост', visibility: 'PUBLIC' })
    ).json();
    expect((await call(anna, 'POST', `/api/posts/${post.id}/like`)).statusCode).toBe(200);
    await runPushJobs();
    expect(at(phone.path)).toHaveLength(0);
    const comment = await call(anna, 'POST', `/api/posts/${post.id}/comments`, { content: 'Отлично!' });
    expect(comment.statusCode, comment.body).toBe(201);
    await runPushJobs();
    const payload = payloadOf(at(phone.path)[0]?.body ?? Buffer.alloc(0), phone);
    expect(payload.title).toBe('Круг');
    expect(payload.body).toContain('Анна');
    // The comment, on its post: the app opens the post scrolled to it (as from the bell).
    expect(payload.url).toBe(`/open?kind=comment&id=${comment.json().id}&post_id=${post.id}&type=comment`);
    // A type turned off in the notification preferences is not pushed either.
    await call(boris, 'PUT', '/api/users/notification-preferences', { comment: false });
    await call(anna, 'POST', `/api/posts/${post.id}/comments`, { content: 'Ещё раз' });
    await runPushJobs();
    expect(at(phone.path)).toHaveLength(1);
  });

  it('skips a notification read before its push went out', async () => {
    const [anna, boris] = [await person('Анна'), await person('Борис')];
    const phone = await subscribe(boris);
    const post = (await call(boris, 'POST', '/api/posts', { content: 'Пост', visibility: 'PUBLIC' })).json();
    await call(anna, 'POST', `/api/posts/${post.id}/comments`, { content: 'Прочитаешь сразу' });
    expect((await call(boris, 'PUT', '/api/notifications/read-all')).statusCode).toBe(204);
    await runPushJobs();
    expect(at(phone.path)).toHaveLength(0);
  });

  it('makes no job for recipients without a device', async () => {
    const [anna, boris] = [await person('Анна'), await person('Борис')];
    await send(anna, await direct(anna, boris), 'Никому');
    expect(await runPushJobs()).toBe(0);
  });
});
