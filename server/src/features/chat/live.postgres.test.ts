import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';
import { openLiveSocket } from '../../test/live-socket.ts';

let first: TestApp;
let second: Awaited<ReturnType<typeof createSecondProcess>>;

beforeAll(async () => {
  first = await createTestApp();
  second = await createSecondProcess(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

it('a message sent through one server arrives on a socket held by another (LISTEN/NOTIFY)', async () => {
  const a = await registerUser(first.app);
  const b = await registerUser(first.app);
  await allowGroupAdds(first.app, b.token);
  const group = (
    await first.app.inject({
      method: 'POST',
      url: '/api/chat-groups',
      headers: bearer(a.token),
      payload: { name: 'Между процессами', member_ids: [b.user.id] },
    })
  ).json().group.id;
  const socket = await openLiveSocket(second, b.token);
  await first.app.inject({
    method: 'POST',
    url: `/api/chat-groups/${group}/messages`,
    headers: bearer(a.token),
    payload: { content: 'через NOTIFY' },
  });
  const message = await socket.waitFor((e) => e.type === 'chat.message');
  expect((message.message as { content?: string }).content).toBe('через NOTIFY');
  socket.ws.terminate();
});
