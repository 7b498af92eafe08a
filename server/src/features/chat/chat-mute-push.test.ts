import type { ChatGroupEntry } from '@krug/contract/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { uploadMedia } from '../../test/multipart.ts';
import {
  browserSubscription,
  decryptPush,
  type PushServiceStandIn,
  startPushService,
} from '../../test/push-service.ts';
import { PUSH_JOB } from '../push/push.service.ts';

/**
 * Issue 31: a member who muted a group gets no push of its messages; unmuted, they do again. A
 * message of files only says what it carries.
 */
let t: TestApp;
let service: PushServiceStandIn;
type U = Awaited<ReturnType<typeof registerUser>>;
const call = (u: U, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ push: { serviceHosts: ['127.0.0.1'], allowHttp: true } });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

describe('mute and push', () => {
  it('sends no push of a muted group’s messages to the member who muted it', async () => {
    const anna = await registerUser(t.app, { first_name: 'Анна' });
    const boris = await registerUser(t.app, { first_name: 'Борис' });
    const sub = browserSubscription(`${service.origin}/push/muted`);
    expect((await call(boris, 'POST', '/api/push/subscriptions', sub.json)).statusCode).toBe(201);
    const group = (await call(anna, 'POST', `/api/people/${boris.user.id}/direct`)).json<ChatGroupEntry>()
      .group.id;
    const send = async (content: string) =>
      expect((await call(anna, 'POST', `/api/chat-groups/${group}/messages`, { content })).statusCode).toBe(
        201,
      );
    const pushes = () => service.received.filter((r) => r.path === '/push/muted').length;

    expect((await call(boris, 'PUT', `/api/chat-groups/${group}/mute`, { duration: '8h' })).statusCode).toBe(
      200,
    );
    await send('Тихо');
    await t.app.jobs.runDue({ kinds: [PUSH_JOB] });
    expect(pushes()).toBe(0);

    expect((await call(boris, 'DELETE', `/api/chat-groups/${group}/mute`)).statusCode).toBe(200);
    await send('Громко');
    await t.app.jobs.runDue({ kinds: [PUSH_JOB] });
    expect(pushes()).toBe(1);
  });
});

describe('a message of files only', () => {
  it('says what it carries: «📷 Фото», «📷 Фото: 2», «📎 Файл», and the caption when there is one', async () => {
    const anna = await registerUser(t.app, { first_name: 'Анна' });
    const boris = await registerUser(t.app, { first_name: 'Борис' });
    const sub = browserSubscription(`${service.origin}/push/files`);
    expect((await call(boris, 'POST', '/api/push/subscriptions', sub.json)).statusCode).toBe(201);
    const group = (await call(anna, 'POST', `/api/people/${boris.user.id}/direct`)).json<ChatGroupEntry>()
      .group.id;
    const upload = (name: string, data: Buffer) => uploadMedia(t.app, anna.token, name, data);
    const [png, jpg, pdf] = [
      await upload('a.png', await FILES.png()),
      await upload('b.jpg', await FILES.jpg()),
      await upload('c.pdf', await FILES.pdf()),
    ];
    const bodies: string[] = [];
    for (const payload of [
      { content: '', media_ids: [png.id] },
      { content: '', media_ids: [png.id, jpg.id] },
      { content: '', media_ids: [pdf.id] },
      { content: '', media_ids: [png.id, pdf.id] },
      { content: 'Смотри', media_ids: [png.id] },
    ]) {
      const res = await call(anna, 'POST', `/api/chat-groups/${group}/messages`, payload);
      expect(res.statusCode, res.body).toBe(201);
      await t.app.jobs.runDue({ kinds: [PUSH_JOB] });
      const got = service.received.filter((r) => r.path === '/push/files').at(-1);
      bodies.push(got ? (JSON.parse(decryptPush(got.body, sub)) as { body: string }).body : '');
    }
    expect(bodies).toEqual(['📷 Фото', '📷 Фото: 2', '📎 Файл', '📎 Файлы: 2', 'Смотри']);
  });
});
