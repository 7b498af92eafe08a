import { describe, expect, it } from 'vitest';
import type { UserChangeListener } from '../platform/live.ts';
import { createMeCache } from './me-cache.ts';

/** A bus whose announcements the test makes, and a store whose reads it counts and can hold back. */
function setup(maxEntries?: number) {
  const listeners = new Set<UserChangeListener>();
  const bus = {
    onUserChanged(l: UserChangeListener) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
  const rows = new Map<string, string>([
    ['anna', 'Анна'],
    ['boris', 'Борис'],
    ['vera', 'Вера'],
  ]);
  const reads: string[] = [];
  let hold: Promise<void> | undefined;
  const load = async (id: string) => {
    reads.push(id);
    const value = rows.get(id);
    await hold;
    return value;
  };
  const cache = createMeCache({ load, bus, ...(maxEntries ? { maxEntries } : {}) });
  return {
    cache,
    rows,
    reads,
    changed: (id: string) => {
      for (const l of listeners) l.changed(id);
    },
    reset: (listening: boolean) => {
      for (const l of listeners) l.reset(listening);
    },
    holdReads() {
      let release = () => {};
      hold = new Promise<void>((r) => {
        release = r;
      });
      return () => {
        hold = undefined;
        release();
      };
    },
    listeners,
  };
}

describe('the /me cache', () => {
  it('reads a user once and answers from memory until the user changes', async () => {
    const s = setup();
    expect(await s.cache.get('anna')).toBe('Анна');
    expect(await s.cache.get('anna')).toBe('Анна');
    expect(s.reads).toEqual(['anna']);
    s.rows.set('anna', 'Анна-Мария');
    s.changed('boris');
    expect(await s.cache.get('anna')).toBe('Анна');
    s.changed('anna');
    expect(await s.cache.get('anna')).toBe('Анна-Мария');
    expect(s.reads).toEqual(['anna', 'anna']);
  });

  it('keeps no answer for a user who does not exist', async () => {
    const s = setup();
    expect(await s.cache.get('nobody')).toBeUndefined();
    expect(await s.cache.get('nobody')).toBeUndefined();
    expect(s.reads).toEqual(['nobody', 'nobody']);
  });

  it('concurrent reads of one user share one query', async () => {
    const s = setup();
    const release = s.holdReads();
    const both = Promise.all([s.cache.get('anna'), s.cache.get('anna')]);
    release();
    expect(await both).toEqual(['Анна', 'Анна']);
    expect(s.reads).toEqual(['anna']);
  });

  it('a read under way when the user changes is answered but not kept, and later calls read again', async () => {
    const s = setup();
    const release = s.holdReads();
    const early = s.cache.get('anna');
    // The write commits while the read (of the old row) is under way.
    s.rows.set('anna', 'Анна-Мария');
    s.changed('anna');
    const late = s.cache.get('anna');
    release();
    expect(await early).toBe('Анна');
    expect(await late).toBe('Анна-Мария');
    expect(await s.cache.get('anna')).toBe('Анна-Мария');
    expect(s.reads).toEqual(['anna', 'anna']);
  });

  it('forgets everything when announcements may have been lost, and keeps nothing while not listening', async () => {
    const s = setup();
    await s.cache.get('anna');
    await s.cache.get('boris');
    s.reset(false);
    expect(s.cache.size()).toBe(0);
    s.rows.set('anna', 'Анна-Мария');
    expect(await s.cache.get('anna')).toBe('Анна-Мария');
    expect(await s.cache.get('anna')).toBe('Анна-Мария');
    expect(s.cache.size()).toBe(0);
    // Listening again: missed changes are read, then kept.
    s.rows.set('anna', 'Аня');
    s.reset(true);
    expect(await s.cache.get('anna')).toBe('Аня');
    expect(s.cache.size()).toBe(1);
    expect(s.reads).toEqual(['anna', 'boris', 'anna', 'anna', 'anna']);
  });

  it('forget drops one user at once (the process’s own write)', async () => {
    const s = setup();
    await s.cache.get('anna');
    s.rows.set('anna', 'Аня');
    s.cache.forget('anna');
    expect(await s.cache.get('anna')).toBe('Аня');
  });

  it('is bounded: past the limit the least recently read answer goes', async () => {
    const s = setup(2);
    await s.cache.get('anna');
    await s.cache.get('boris');
    await s.cache.get('anna');
    await s.cache.get('vera');
    expect(s.cache.size()).toBe(2);
    s.reads.length = 0;
    await s.cache.get('anna');
    await s.cache.get('vera');
    await s.cache.get('boris');
    expect(s.reads).toEqual(['boris']);
  });

  it('stops listening when closed', () => {
    const s = setup();
    expect(s.listeners.size).toBe(1);
    s.cache.close();
    expect(s.listeners.size).toBe(0);
  });
});
