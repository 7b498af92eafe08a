/**
 * Who is signed in on this device, as it changes (features/auth/session.tsx tells): pieces that keep
 * data per user outside the query cache (the offline cache, this device's push subscription) follow
 * it, so one user's data is never left for the next.
 */
type Listener = (change: { type: 'signed-in' | 'signed-out'; userId: string | null }) => void;

const listeners = new Set<Listener>();

export const sessionEvents = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit(change: Parameters<Listener>[0]) {
    for (const listener of listeners) listener(change);
  },
};

/** The user id (`sub`) of a stored token, read without checking it: only to pick a cache. */
export function tokenUserId(token: string | null): string | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
