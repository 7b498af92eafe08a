import { useSyncExternalStore } from 'react';

/**
 * Whether the live socket is connected (the server said `ready`) — for the conversation's
 * «Соединение…» line (issue 31). LiveConnection sets it; `true` before any socket was tried, so a
 * page without one (tests, signed out) shows no line.
 */
let connected = true;
const listeners = new Set<() => void>();

export const liveStatus = {
  connected: () => connected,
  set(value: boolean) {
    if (connected === value) return;
    connected = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useLiveConnected(): boolean {
  return useSyncExternalStore(liveStatus.subscribe, liveStatus.connected, () => true);
}
