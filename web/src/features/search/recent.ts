import { useCallback, useState } from 'react';

/** localStorage key of the recent searches (this browser only; never sent anywhere). */
export const RECENT_SEARCHES_KEY = 'krug.search.recent';
export const RECENT_SEARCHES_MAX = 6;

export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function write(list: string[]) {
  try {
    if (list.length) localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // A full or forbidden storage only loses the history.
  }
}

/** The query first, without a copy of it (any letter case), at most RECENT_SEARCHES_MAX. */
export function withRecent(list: string[], q: string): string[] {
  const query = q.trim();
  if (!query) return list;
  const rest = list.filter((r) => r.toLowerCase() !== query.toLowerCase());
  return [query, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

/** The recent searches, newest first, with adding, removing one and clearing all. */
export function useRecentSearches() {
  const [list, setList] = useState(readRecent);
  const update = useCallback((next: (list: string[]) => string[]) => {
    const value = next(readRecent());
    write(value);
    setList(value);
  }, []);
  return {
    list,
    add: useCallback((q: string) => update((l) => withRecent(l, q)), [update]),
    remove: useCallback((q: string) => update((l) => l.filter((r) => r !== q)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
