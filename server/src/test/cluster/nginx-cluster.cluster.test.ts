import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, register } from '../faults/server-process.ts';
import { image } from '../files.ts';
import { multipart } from '../multipart.ts';
import { waitUntil } from '../wait.ts';
import { assertClusterTools, type ClusterRun, startClusterScript } from './cluster-run.ts';
import { request, resends } from './http-client.ts';
import { liveChatClient } from './live-client.ts';

// Runs only with KRUG_CLUSTER_TEST=1 (vitest.config.ts; .ci/run sets it after installing nginx and
// PostgreSQL). Loopback only: nginx on PORT, two processes on the next ports, PostgreSQL of its own.
const PORT = Number(process.env.CLUSTER_TEST_PORT ?? 18090);
const PG_PORT = Number(process.env.CLUSTER_TEST_PG_PORT ?? 55445);

let cluster: ClusterRun;
let a: { token: string; id: string };
let b: { token: string; id: string };
let groupId: string;

const eventually = (check: () => boolean, what: string) => waitUntil(check, what);

beforeAll(async () => {
  assertClusterTools();
  cluster = await startClusterScript({ port: PORT, pgPort: PG_PORT, processes: 2 });
  await cluster.waitFor('cluster: ready', 120_000);
  a = await register(cluster.base, 'cluster-a');
  b = await register(cluster.base, 'cluster-b');
  // A lets anyone add them to groups (by default a stranger only invites: CONTRACT §4).
  await api(cluster.base, 'PUT', '/api/users/privacy', {
    token: a.token,
    body: { who_can_add_me_to_groups: 'everyone' },
  });
  const group = await api(cluster.base, 'POST', '/api/chat-groups', {
    token: b.token,
    body: { name: 'Через балансировщик', member_ids: [a.id] },
  });
  expect(group.status, group.text).toBe(201);
  groupId = group.json.group.id;
}, 180_000);

afterAll(async () => {
  await cluster?.stop(); // again after the last test: only removes what is left
});

it('a socket through nginx gets chat messages and notifications made through either process', async () => {
  const client = liveChatClient(cluster.base, a.token, groupId);
  await client.ready;
  // Sent to each process directly: whichever one holds the socket, one of them is the other process.
  const [first, second] = cluster.processBases as [string, string];
  for (const [i, base] of [first, second].entries()) {
    const sent = await api(base, 'POST', `/api/chat-groups/${groupId}/messages`, {
      token: b.token,
      body: { content: `через процесс ${i + 1}` },
    });
    expect(sent.status, sent.text).toBe(201);
  }
  const viaNginx = await api(cluster.base, 'POST', `/api/chat-groups/${groupId}/messages`, {
    token: b.token,
    body: { content: 'через nginx' },
  });
  expect(viaNginx.status).toBe(201);
  const contents = () => [...client.messages.values()].map((m) => m.content).sort();
  await eventually(() => client.messages.size === 3, 'three messages on the socket');
  expect(contents()).toEqual(['через nginx', 'через процесс 1', 'через процесс 2']);

  // A notification created through each process (friend requests to A) reaches the same socket.
  for (const [i, base] of [first, second].entries()) {
    const sender = await register(cluster.base, `cluster-friend-${i}`);
    const asked = await api(base, 'POST', '/api/friends/requests', {
      token: sender.token,
      body: { user_id: a.id },
    });
    expect(asked.status, asked.text).toBe(201);
  }
  await eventually(() => client.notifications.length === 2, 'two notifications on the socket');
  expect(client.notifications.map((n) => (n as { type: string }).type)).toEqual([
    'friend_request',
    'friend_request',
  ]);
  client.close();
}, 60_000);

it('a file uploaded through nginx (streamed) is read by every process from the shared storage', async () => {
  const png = await image('png', 1600, 1200);
  const body = multipart([
    { name: 'source_module', value: 'family' },
    { name: 'privacy_level', value: 'PUBLIC' },
    { name: 'file', filename: 'photo.png', data: png },
  ]);
  const res = await fetch(`${cluster.base}/api/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}`, ...body.headers },
    body: body.payload,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const fileUrl = ((await res.json()) as { file_url: string }).file_url;
  for (const base of cluster.processBases) {
    const part = await fetch(`${base}${fileUrl}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 100))).toBe(true);
  }
}, 60_000);

it('a budget holds across processes: failed sign-ins alternating between them add up (issue 29 §4)', async () => {
  const email = `cluster-lock-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const made = await api(cluster.base, 'POST', '/api/auth/register', {
    body: { email, password: 'secret123', first_name: 'Анна', last_name: 'Иванова' },
  });
  expect(made.status, made.text).toBe(201);
  // LOGIN_FAILURES_PER_EMAIL is 10 (the default): ten failures, five through each process.
  const [first, second] = cluster.processBases as [string, string];
  for (let i = 0; i < 10; i += 1) {
    const wrong = await api(i % 2 ? second : first, 'POST', '/api/auth/login', {
      body: { email, password: `wrong-${i}` },
    });
    expect(wrong.status, wrong.text).toBe(401);
  }
  // Each process alone has seen five: only the shared count refuses the right password now.
  const refused = await api(cluster.base, 'POST', '/api/auth/login', {
    body: { email, password: 'secret123' },
  });
  expect(refused.status, refused.text).toBe(429);
  expect(refused.json).toEqual({ detail: 'Слишком много попыток. Попробуйте позже.' });
  // The owner, from an address that has not failed (the balancer forwards it), still signs in.
  const owner = await fetch(`${second}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' },
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  expect(owner.status, await owner.clone().text()).toBe(200);
}, 60_000);

it('a rolling restart under a steady stream drops no request and no socket message', async () => {
  const client = liveChatClient(cluster.base, a.token, groupId);
  await client.ready;
  const sentIds = new Set<string>();
  const failures: string[] = [];
  let requests = 0;
  let done = false;
  const MAX_REQUESTS = 20_000;
  // Four clients in a loop through nginx: B sends a message, A reads /me, B reads the chat.
  const worker = async () => {
    while (!done && requests < MAX_REQUESTS) {
      const n = requests++;
      try {
        if (n % 3 === 0) {
          const res = await request(cluster.base, 'POST', `/api/chat-groups/${groupId}/messages`, {
            token: b.token,
            body: { content: `поток ${n}` },
          });
          if (res.status === 201) sentIds.add(res.json.id);
          else failures.push(`POST message ${res.status} ${res.text}`);
        } else {
          const res =
            n % 3 === 1
              ? await request(cluster.base, 'GET', '/api/auth/me', { token: a.token })
              : await request(cluster.base, 'GET', `/api/chat-groups/${groupId}/messages?limit=20`, {
                  token: b.token,
                });
          if (res.status !== 200) failures.push(`GET ${res.status} ${res.text}`);
        }
      } catch (err) {
        failures.push(
          `request ${n}: ${String(err)} ${String((err as { cause?: unknown }).cause)} ${Date.now()}`,
        );
      }
    }
  };
  const started = Date.now();
  const workers = Promise.all([worker(), worker(), worker(), worker()]);
  // The restart starts under a running stream and the stream goes on a while after it.
  await eventually(() => sentIds.size >= 20, 'the stream runs before the restart');
  cluster.child.kill('SIGHUP');
  await cluster.waitFor('cluster: rolling restart done', 100_000);
  const atDone = requests;
  await eventually(() => requests >= atDone + 200, 'the stream runs on after the restart');
  done = true;
  await workers;
  const seconds = (Date.now() - started) / 1000;
  const resent = resends.count;

  expect(failures).toEqual([]);
  expect(sentIds.size).toBeGreaterThan(0);
  await eventually(
    () => [...sentIds].every((id) => client.messages.has(id)),
    `every acknowledged message on the socket (missing ${[...sentIds].filter((id) => !client.messages.has(id)).length})`,
  );
  // The socket's process stopped at least once: it was told 1012 and reconnected through nginx.
  expect(client.closes.length).toBeGreaterThan(0);
  expect(client.closes.map((c) => c.code)).toEqual(client.closes.map(() => 1012));
  expect(client.notifications.filter((n) => (n as { catchUpFailed?: string }).catchUpFailed)).toEqual([]);
  console.log(
    `rolling restart of 2 processes: ${requests} requests (${sentIds.size} messages) in ${seconds.toFixed(1)} s, ` +
      `${failures.length} failed, ${resent} resent after nginx closed an idle keep-alive connection; socket closed ${client.closes.length}× with 1012, reconnected in ` +
      `${client.reconnectMs.join(', ')} ms (${client.failedAttempts()} refused attempts)\n` +
      cluster
        .output()
        .split('\n')
        .filter((l) => l.startsWith('cluster: process') || l.startsWith('cluster: rolling'))
        .join('\n'),
  );
  client.close();
}, 150_000);

it('stops cleanly on SIGTERM: nginx, the processes and PostgreSQL', async () => {
  expect(await cluster.stop()).toBe(0);
  expect(cluster.output()).toContain('cluster: stopped');
  await expect(fetch(`${cluster.base}/api/health`)).rejects.toThrow();
}, 90_000);
