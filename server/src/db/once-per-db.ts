import type { Db } from './client.ts';

/**
 * `build` run once per database (or transaction) and kept while it lives: the prepared statements
 * that are made once and executed on every call (`users_me`, `chat_send`, `push_subscribed`).
 */
export function oncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    if (built.has(db)) return built.get(db) as T;
    const made = build(db);
    built.set(db, made);
    return made;
  };
}
