import 'fake-indexeddb/auto';
import { type DehydratedState, QueryClient } from '@tanstack/react-query';
import { createStore, get } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { keep, kindOf, startOfflineCache } from './offline-cache.ts';

type Q = DehydratedState['queries'][number];
const query = (queryKey: unknown[], dataUpdatedAt: number, data: unknown = {}): Q =>
  ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt, status: 'success' },
  }) as unknown as Q;
const pages = (n: number) => ({
  pages: Array.from({ length: n }, (_, i) => ({ items: [`p${i}`] })),
  pageParams: Array.from({ length: n }, (_, i) => `/api/posts?page=${i}`),
});

describe('what is kept for offline reading (issue 35 §2)', () => {
  it('names only the profile, the feed, the chat list and chat messages', () => {
    expect(kindOf(['me'])).toBe('me');
    expect(kindOf(['posts', 'feed', { module: 'family' }])).toBe('feed');
    expect(kindOf(['chat', 'groups'])).toBe('groups');
    expect(kindOf(['chat', 'messages', 'g1'])).toBe('messages');
    for (const other of [
      ['posts', 'one', 'x'],
      ['chat', 'members', 'g1'],
      ['notifications'],
      ['documents'],
      ['settings', 'notification-preferences'],
      ['me', 'extra'],
    ])
      expect(kindOf(other), JSON.stringify(other)).toBeNull();
  });

  it('keeps the first pages of the newest feeds and the newest page of the recent chats', () => {
    const fresh = [
      query(['me'], 10),
      query(['documents'], 10),
      query(['posts', 'feed', { module: 'family' }], 9, pages(5)),
      ...Array.from({ length: 12 }, (_, i) => query(['chat', 'messages', `g${i}`], 100 + i, pages(3))),
    ];
    const kept = keep(fresh, []);
    expect(kept.map((q) => q.queryKey[0])).not.toContain('documents');
    const feed = kept.find((q) => kindOf(q.queryKey) === 'feed');
    if (!feed) throw new Error('no feed kept');
    expect((feed.state.data as ReturnType<typeof pages>).pages).toHaveLength(2);
    expect((feed.state.data as ReturnType<typeof pages>).pageParams).toHaveLength(2);
    const chats = kept.filter((q) => kindOf(q.queryKey) === 'messages');
    // The ten read last; each with its newest page only.
    expect(chats.map((q) => q.queryKey[2])).toEqual([
      'g11',
      'g10',
      'g9',
      'g8',
      'g7',
      'g6',
      'g5',
      'g4',
      'g3',
      'g2',
    ]);
    expect(chats.every((q) => (q.state.data as ReturnType<typeof pages>).pages.length === 1)).toBe(true);
  });

  it('keeps what was saved before and the cache has since let go of, newer data winning', () => {
    const before = [
      query(['chat', 'messages', 'old'], 5, pages(1)),
      query(['chat', 'groups'], 5, { v: 'old' }),
    ];
    const fresh = [query(['chat', 'groups'], 50, { v: 'new' }), query(['me'], 50)];
    const kept = keep(fresh, before);
    expect(kept.find((q) => q.queryKey[1] === 'groups')?.state.data).toEqual({ v: 'new' });
    expect(kept.some((q) => q.queryKey[2] === 'old')).toBe(true);
    expect(kept.filter((q) => q.queryKey[1] === 'groups')).toHaveLength(1);
  });
});

describe('keeping the signed-in user’s data', () => {
  it('saves what the cache already held when it started, with no later change to the cache', async () => {
    const me = testUser();
    const payload = btoa(JSON.stringify({ sub: me.id })).replace(/=+$/, '');
    localStorage.setItem('krug.token', `h.${payload}.s`);
    const client = new QueryClient();
    client.setQueryData(meKey, me);
    client.setQueryData(['posts', 'feed', 'family'], {
      pages: [{ items: ['Запись из метро'] }],
      pageParams: [null],
    });
    const stop = startOfflineCache(client);
    try {
      // Written at most once a second: a quiet page must still be saved.
      await expect
        .poll(
          async () => JSON.stringify(await get(`cache:${me.id}`, createStore('krug-offline', 'queries'))),
          {
            timeout: 4_000,
          },
        )
        .toContain('Запись из метро');
    } finally {
      stop();
      localStorage.removeItem('krug.token');
    }
  });
});
