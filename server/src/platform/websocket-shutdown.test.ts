import { expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { registerUser } from '../test/factories.ts';
import { openLiveSocket } from '../test/live-socket.ts';
import { WS_CLOSE } from './websocket.ts';

it('a stopping process closes every live socket with 1012 before it closes, so clients reconnect', async () => {
  const t = await createTestApp();
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  const sockets = [await openLiveSocket(t.app, a.token), await openLiveSocket(t.app, b.token)];
  const closed = sockets.map(
    (s) =>
      new Promise<{ code: number; reason: string }>((resolve) =>
        s.ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
      ),
  );
  await t.close();
  expect(await Promise.all(closed)).toEqual([
    { code: WS_CLOSE.restarting, reason: 'server restart' },
    { code: WS_CLOSE.restarting, reason: 'server restart' },
  ]);
});
