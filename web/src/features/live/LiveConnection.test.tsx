import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';

const me = testUser();

/** Records every socket the app opens; the test closes them as the server would. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
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

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  return render(<Providers client={client}>{null}</Providers>);
}

describe('LiveConnection', () => {
  it('reconnects after a dropped connection', async () => {
    vi.useFakeTimers();
    mount();
    expect(FakeSocket.opened).toHaveLength(1);
    FakeSocket.opened[0]?.serverCloses(1006);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('closed as the oldest of too many tabs (4008): waits until the tab is looked at again', async () => {
    vi.useFakeTimers();
    visibility = 'hidden';
    mount();
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
});
