import WebSocket from 'ws';
import { api } from '../faults/server-process.ts';

type Message = { id: string; content: string; created_at: string };

/** A margin before the last message seen: messages committed out of their created_at order. */
const CATCH_UP_MARGIN_MS = 2_000;

/**
 * What the web app does, as a test client: one socket to /api/ws through the balancer; when it is
 * closed (1012 from a process that stops) it reconnects at once and, on `ready`, fetches the
 * group's messages `after` the last one it saw (minus a margin), keeping one copy of each by id.
 */
export function liveChatClient(base: string, token: string, groupId: string) {
  const messages = new Map<string, Message>();
  const notifications: unknown[] = [];
  const closes: { code: number; at: number }[] = [];
  /** Close → `ready` on the next socket, per reconnect. */
  const reconnectMs: number[] = [];
  let lastSeen: string | null = null;
  let stopped = false;
  let failedAttempts = 0;
  let socket: WebSocket | null = null;
  let firstReady: () => void = () => {};
  let lastError = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no live socket within 20 s: ${lastError}`)), 20_000);
    firstReady = () => {
      clearTimeout(timer);
      resolve();
    };
  });

  const keep = (m: Message) => {
    messages.set(m.id, m);
    if (!lastSeen || m.created_at > lastSeen) lastSeen = m.created_at;
  };

  async function catchUp() {
    let after = lastSeen ? new Date(Date.parse(lastSeen) - CATCH_UP_MARGIN_MS).toISOString() : null;
    for (;;) {
      const q = after ? `&after=${encodeURIComponent(after)}` : '';
      const res = await api(base, 'GET', `/api/chat-groups/${groupId}/messages?limit=100${q}`, { token });
      if (res.status !== 200) throw new Error(`catch-up answered ${res.status}: ${res.text}`);
      const page = res.json.messages as Message[];
      for (const m of page) keep(m);
      if (page.length < 100 || !after) return;
      after = (page.at(-1) as Message).created_at;
    }
  }

  function connect(closedAt: number | null) {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(token)}`);
    socket = ws;
    let served = false;
    ws.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString());
      if (event.type === 'ready') {
        served = true;
        if (closedAt === null) firstReady();
        else {
          reconnectMs.push(Date.now() - closedAt);
          void catchUp().catch((err) => notifications.push({ catchUpFailed: String(err) }));
        }
      } else if (event.type === 'chat.message' && event.group_id === groupId) keep(event.message);
      else if (event.type === 'notification') notifications.push(event.notification);
    });
    ws.on('error', (err) => {
      lastError = err.message; // followed by close
    });
    ws.on('close', (code: number) => {
      if (stopped) return;
      const at = Date.now();
      if (served) closes.push({ code, at });
      else failedAttempts += 1;
      // A socket that never got `ready` (no process answered) is retried after a short pause.
      setTimeout(() => connect(served ? at : (closedAt ?? at)), served ? 0 : 100);
    });
  }
  connect(null);

  return {
    ready,
    messages,
    notifications,
    closes,
    reconnectMs,
    failedAttempts: () => failedAttempts,
    close() {
      stopped = true;
      socket?.close();
    },
  };
}
