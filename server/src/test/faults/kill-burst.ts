import { PAGE_MAX_LIMIT } from '@krug/contract/limits';
import { expect } from 'vitest';
import { api, register, type ServerProcess, startServer } from './server-process.ts';

const WRITERS = 16;
/** Acknowledged writes to wait for before the kill; the writers keep going, so others are in flight. */
const ACKS_BEFORE_KILL = 60;

/** Every message id of a group, paging back in time. */
async function allMessageIds(base: string, token: string, groupId: string) {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: string = `limit=${PAGE_MAX_LIMIT}${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`;
    const res = await api(base, 'GET', `/api/chat-groups/${groupId}/messages?${query}`, { token });
    expect(res.status, res.text).toBe(200);
    for (const m of res.json.messages) ids.add(m.id);
    cursor = res.json.next_cursor;
  } while (cursor);
  return ids;
}

/**
 * Writes posts and chat messages from concurrent writers, SIGKILLs the server while they are in
 * flight, starts it again on the same data, and checks that every acknowledged write is there.
 */
export async function killMidBurstAndRestart(opts: { dataDir: string; databaseUrl?: string }) {
  let server: ServerProcess = await startServer(opts);
  try {
    const user = await register(server.base, 'burst');
    const group = await api(server.base, 'POST', '/api/chat-groups', {
      token: user.token,
      body: { name: 'Перед сбоем' },
    });
    expect(group.status, group.text).toBe(201);
    const groupId: string = group.json.group.id;

    const ackedPosts: string[] = [];
    const ackedMessages: string[] = [];
    let broken = 0;
    let acked!: () => void;
    const enoughAcked = new Promise<void>((resolve) => {
      acked = resolve;
    });
    const target = server;
    const writer = async (w: number) => {
      for (let i = 0; ; i += 1) {
        try {
          if ((w + i) % 2 === 0) {
            const res = await api(target.base, 'POST', '/api/posts', {
              token: user.token,
              body: { content: `пост ${w}-${i}` },
            });
            if (res.status === 201) ackedPosts.push(res.json.id);
          } else {
            const res = await api(target.base, 'POST', `/api/chat-groups/${groupId}/messages`, {
              token: user.token,
              body: { content: `сообщение ${w}-${i}` },
            });
            if (res.status === 201) ackedMessages.push(res.json.id);
          }
        } catch {
          // The connection died with the process: this write was in flight, never acknowledged.
          broken += 1;
          return;
        }
        if (ackedPosts.length + ackedMessages.length >= ACKS_BEFORE_KILL) acked();
      }
    };
    const writers = Promise.all([...Array(WRITERS).keys()].map(writer));
    await enoughAcked;
    await server.kill('SIGKILL');
    await writers;
    // Writers still running when the process died lost their connection mid-request.
    expect(broken).toBeGreaterThan(0);
    expect(ackedPosts.length).toBeGreaterThan(0);
    expect(ackedMessages.length).toBeGreaterThan(0);

    server = await startServer(opts);
    for (const id of ackedPosts) {
      const res = await api(server.base, 'GET', `/api/posts/${id}`, { token: user.token });
      expect(res.status, `acknowledged post ${id}: ${res.text}`).toBe(200);
    }
    const stored = await allMessageIds(server.base, user.token, groupId);
    expect(ackedMessages.filter((id) => !stored.has(id))).toEqual([]);
    // And it keeps working: a new write after the restart is accepted and readable.
    const after = await api(server.base, 'POST', '/api/posts', {
      token: user.token,
      body: { content: 'после' },
    });
    expect(after.status, after.text).toBe(201);
    return { acknowledged: ackedPosts.length + ackedMessages.length, inFlight: broken };
  } finally {
    await server.kill('SIGKILL');
  }
}
