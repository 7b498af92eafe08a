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

it('edits, deletion, reactions, read marks and typing made on one server reach a socket on another', async () => {
  const a = await registerUser(first.app, { first_name: 'Анна' });
  const b = await registerUser(first.app, { first_name: 'Борис' });
  await allowGroupAdds(first.app, b.token);
  const call = (token: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    first.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const group = (
    await call(a.token, 'POST', '/api/chat-groups', { name: 'Два процесса', member_ids: [b.user.id] })
  ).json().group.id;
  const message = (
    await call(a.token, 'POST', `/api/chat-groups/${group}/messages`, { content: 'Исходное' })
  ).json();
  // b listens on the second process; a (whose ticks follow b's reading) too.
  const bSocket = await openLiveSocket(second, b.token);
  const aSocket = await openLiveSocket(second, a.token);

  await call(a.token, 'PATCH', `/api/chat-messages/${message.id}`, { content: 'Исправленное' });
  const edited = await bSocket.waitFor((e) => e.type === 'chat.message_edited');
  expect(edited).toMatchObject({ group_id: group, message_id: message.id, content: 'Исправленное' });

  await call(b.token, 'PUT', `/api/chat-messages/${message.id}/reaction`, { emoji: '🎉' });
  const reacted = await aSocket.waitFor((e) => e.type === 'chat.reactions');
  expect(reacted).toMatchObject({ message_id: message.id, user_id: b.user.id, emoji: '🎉' });
  expect(reacted.reactions).toEqual([{ emoji: '🎉', count: 1 }]);

  const read = (await call(b.token, 'POST', `/api/chat-groups/${group}/read`, {})).json();
  const mark = await aSocket.waitFor((e) => e.type === 'chat.read_mark');
  expect(mark.mark).toMatchObject({
    user_id: b.user.id,
    first_name: 'Борис',
    last_read_at: read.last_read_at,
  });

  await call(b.token, 'POST', `/api/chat-groups/${group}/typing`);
  const typing = await aSocket.waitFor((e) => e.type === 'chat.typing');
  expect(typing).toMatchObject({ group_id: group, user_id: b.user.id, first_name: 'Борис' });

  await call(a.token, 'DELETE', `/api/chat-messages/${message.id}`);
  const deleted = await bSocket.waitFor((e) => e.type === 'chat.message_deleted');
  expect(deleted).toMatchObject({ group_id: group, message_id: message.id });
  aSocket.ws.terminate();
  bSocket.ws.terminate();
});
