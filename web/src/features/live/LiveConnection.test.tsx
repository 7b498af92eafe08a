import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { chatKeys } from '../chat/unread.ts';
import { notificationKeys } from '../notifications/api.ts';
import { useChatInView } from './viewing.ts';

const me = testUser();

/** Records every socket the app opens; the test closes them as the server would. */
class FakeSocket {
  static OPEN = 1;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.OPEN;
  /** Frames the app sent (its `viewing` reports). */
  sent: string[] = [];
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  serverSays(event: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
  close() {}
  serverCloses(code: number) {
    act(() => this.onclose?.({ code }));
  }
}

let visibility: DocumentVisibilityState = 'hidden';
beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  stubFetch(vi.fn().mockImplementation(async () => jsonResponse(200, me)));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The live connection is a chunk of its own (loaded beside the first screen): let it arrive. */
const connectionLoaded = () =>
  act(async () => {
    await import('./LiveConnection.tsx');
  });

async function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  const view = render(<Providers client={client}>{null}</Providers>);
  await connectionLoaded();
  return view;
}

describe('LiveConnection', () => {
  it('reconnects after a dropped connection', async () => {
    vi.useFakeTimers();
    await mount();
    expect(FakeSocket.opened).toHaveLength(1);
    FakeSocket.opened[0]?.serverCloses(1006);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('closed as the oldest of too many tabs (4008): waits until the tab is looked at again', async () => {
    vi.useFakeTimers();
    visibility = 'hidden';
    await mount();
    FakeSocket.opened[0]?.serverCloses(4008);
    // Reconnecting now would push out another tab's socket.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeSocket.opened).toHaveLength(1);
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('tells the server which conversation the visible tab shows, and none when hidden (issue 35)', async () => {
    visibility = 'visible';
    const group = '6f1c2b7e-8a6d-4d2b-9d4e-2f1a3b4c5d6e';
    function Chat({ id }: { id: string | null }) {
      useChatInView(id);
      return null;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(meKey, me);
    const view = render(
      <Providers client={client}>
        <Chat id={group} />
      </Providers>,
    );
    await connectionLoaded();
    const socket = FakeSocket.opened[0];
    if (!socket) throw new Error('no socket');
    expect(socket.sent).toEqual([]);
    socket.serverSays({ type: 'ready' });
    expect(socket.sent.map((f) => JSON.parse(f))).toEqual([{ type: 'viewing', group_id: group }]);
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(JSON.parse(socket.sent.at(-1) ?? '')).toEqual({ type: 'viewing', group_id: null });
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(JSON.parse(socket.sent.at(-1) ?? '')).toEqual({ type: 'viewing', group_id: group });
    // The conversation closes: none in view.
    view.rerender(
      <Providers client={client}>
        <Chat id={null} />
      </Providers>,
    );
    expect(JSON.parse(socket.sent.at(-1) ?? '')).toEqual({ type: 'viewing', group_id: null });
    expect(socket.sent).toHaveLength(4);
  });

  it('reads the bell and the chat list again when it starts listening, if they were read before it opened', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(meKey, me);
    // Read by the page before the socket opened: a notification in between would be lost.
    client.setQueryData(notificationKeys.unreadCount, { count: 0 }, { updatedAt: Date.now() - 5_000 });
    client.setQueryData(chatKeys.groups, { chat_groups: [] }, { updatedAt: Date.now() - 5_000 });
    render(<Providers client={client}>{null}</Providers>);
    await connectionLoaded();
    const socket = FakeSocket.opened[0];
    if (!socket) throw new Error('no socket');
    expect(client.getQueryState(notificationKeys.unreadCount)?.isInvalidated).toBe(false);
    socket.serverSays({ type: 'ready' });
    expect(client.getQueryState(notificationKeys.unreadCount)?.isInvalidated).toBe(true);
    expect(client.getQueryState(chatKeys.groups)?.isInvalidated).toBe(true);
    // The profile is not live-fed: left alone.
    expect(client.getQueryState(meKey)?.isInvalidated).toBe(false);
  });
});
