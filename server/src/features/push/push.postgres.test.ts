import type { ChatGroupEntry } from '@krug/contract/chat';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import webpush from 'web-push';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { openLiveSocket } from '../../test/live-socket.ts';
import {
  browserSubscription,
  decryptPush,
  type PushServiceStandIn,
  startPushService,
} from '../../test/push-service.ts';
import { until } from '../../test/until.ts';
import { PUSH_JOB } from './push.service.ts';

/**
 * Issue 35 §3 across server processes on one PostgreSQL: a push job survives the process that made
 * it, runs once when two processes look for work at once, and a chat in view on one process's socket
 * holds the push another process would send.
 */
let first: TestApp;
let second: FastifyInstance;
let service: PushServiceStandIn;
type U = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  service = await startPushService();
  // One key pair for the cluster, as VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY give it in production.
  first = await createTestApp({
    push: { vapid: webpush.generateVAPIDKeys(), serviceHosts: ['127.0.0.1'], allowHttp: true },
  });
  second = await createSecondProcess(first, {}, 4);
});
afterAll(async () => {
  await second.close();
  await first.close();
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
});

let seq = 0;
async function setUp(app: FastifyInstance) {
  const anna = await registerUser(app, { first_name: 'Анна' });
  const boris = await registerUser(app, { first_name: 'Борис' });
  seq += 1;
  const sub = browserSubscription(`${service.origin}/pg/${seq}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: bearer(boris.token),
    payload: sub.json,
  });
  expect(res.statusCode, res.body).toBe(201);
  const direct = await app.inject({
    method: 'POST',
    url: `/api/people/${boris.user.id}/direct`,
    headers: bearer(anna.token),
  });
  return { anna, boris, sub, path: `/pg/${seq}`, group: direct.json<ChatGroupEntry>().group.id };
}
const send = async (app: FastifyInstance, u: U, group: string, content: string) =>
  expect(
    (
      await app.inject({
        method: 'POST',
        url: `/api/chat-groups/${group}/messages`,
        headers: bearer(u.token),
        payload: { content },
      })
    ).statusCode,
  ).toBe(201);

it('a push job made by a process that stops is sent by another', async () => {
  const third = await createSecondProcess(first);
  const { anna, group, sub, path } = await setUp(third);
  await send(third, anna, group, 'Пока процесс жив');
  await third.close();
  expect(await second.jobs.runDue({ kinds: [PUSH_JOB] })).toBe(1);
  const [request] = service.received.filter((r) => r.path === path);
  expect(JSON.parse(decryptPush(request?.body ?? Buffer.alloc(0), sub)).body).toBe('Пока процесс жив');
});

it('two processes looking for work at once send each push once', async () => {
  const { anna, group, path } = await setUp(first.app);
  for (let i = 0; i < 6; i += 1) await send(first.app, anna, group, `Сообщение ${i}`);
  await Promise.all(
    [first.app, second, first.app, second].map((app) => app.jobs.runDue({ kinds: [PUSH_JOB] })),
  );
  expect(service.received.filter((r) => r.path === path)).toHaveLength(6);
});

it('a chat in view on one process’s socket holds the push another process would send', async () => {
  const { anna, boris, group, path } = await setUp(first.app);
  const socket = await openLiveSocket(first.app, boris.token);
  try {
    socket.ws.send(JSON.stringify({ type: 'viewing', group_id: group }));
    const pushes = () => service.received.filter((r) => r.path === path).length;
    // The frame is written asynchronously: once a message goes without a push, the view is stored.
    await until('the view is seen by the other process', async () => {
      const before = pushes();
      await send(first.app, anna, group, 'Читаю');
      await second.jobs.runDue({ kinds: [PUSH_JOB] });
      return pushes() === before;
    });
    service.received.length = 0;
    await send(first.app, anna, group, 'Всё ещё читаю');
    await second.jobs.runDue({ kinds: [PUSH_JOB] });
    expect(service.received.filter((r) => r.path === path)).toHaveLength(0);
  } finally {
    socket.ws.terminate();
  }
});
