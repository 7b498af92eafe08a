import { expect, test } from './fixtures.ts';
import { newPerson, signUpToShell } from './helpers.ts';

test('chat: after the live connection drops and comes back, a message sent meanwhile appears without reload', async ({
  page,
  request,
}) => {
  // The other member exists only through the API.
  const alla = newPerson('Алла', 'Связная');
  const registered = await request.post('/api/auth/register', {
    data: {
      email: alla.email,
      password: alla.password,
      first_name: alla.firstName,
      last_name: alla.lastName,
    },
  });
  expect(registered.status()).toBe(201);
  const { access_token: allaToken, user: allaUser } = await registered.json();
  // Alla lets anyone add her to groups at once (by default a stranger only invites: CONTRACT §4).
  const privacy = await request.put('/api/users/privacy', {
    headers: { authorization: `Bearer ${allaToken}` },
    data: { who_can_add_me_to_groups: 'everyone' },
  });
  expect(privacy.status()).toBe(200);

  await signUpToShell(page, newPerson('Борис', `Офлайнов${Date.now() % 100000}`));
  const borisToken = await page.evaluate(() => localStorage.getItem('krug.token'));
  const created = await request.post('/api/chat-groups', {
    headers: { authorization: `Bearer ${borisToken}` },
    data: { name: 'Без связи', member_ids: [allaUser.id] },
  });
  expect(created.status()).toBe(201);
  const groupId = (await created.json()).group.id;

  // The live connection is routed so the test can cut it: while "offline" it is dropped and every
  // reconnection attempt refused. (Chromium's offline mode leaves an open WebSocket alone, and going
  // back online makes the app refetch anyway, which would hide whether the socket catches up.)
  let offline = false;
  let connected = 0;
  let refused = 0;
  const live: { drop(): void }[] = [];
  await page.routeWebSocket(/\/api\/ws/, (ws) => {
    if (offline) {
      refused += 1;
      ws.close({ code: 1001, reason: 'offline' });
      return;
    }
    connected += 1;
    const server = ws.connectToServer();
    live.push({
      drop: () => {
        ws.close({ code: 1001, reason: 'offline' });
        server.close();
      },
    });
  });
  await page.goto('/family/chat');
  await page.getByRole('button', { name: /Без связи/ }).click();
  const conversation = page.getByRole('region', { name: 'Без связи' });
  await expect(conversation.getByText('Сообщений пока нет. Напишите первым!')).toBeVisible();
  await expect.poll(() => connected).toBe(1);

  offline = true;
  for (const socket of live) socket.drop();
  const sent = await request.post(`/api/chat-groups/${groupId}/messages`, {
    headers: { authorization: `Bearer ${allaToken}` },
    data: { content: 'Пока тебя не было' },
  });
  expect(sent.status()).toBe(201);
  // The app keeps trying (and is refused) while the connection is down.
  await expect.poll(() => refused).toBeGreaterThan(0);
  offline = false;

  // The app opens a new live connection by itself and shows what it missed.
  await expect(conversation.getByText('Пока тебя не было')).toBeVisible({ timeout: 30_000 });
  expect(connected).toBe(2);
});
