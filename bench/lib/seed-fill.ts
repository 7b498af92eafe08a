import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/src/db/client.ts';

/** Inserts rows produced in chunks, a few statements in flight so building and inserting overlap. */
export async function fill<R>(
  db: Db,
  label: string,
  table: PgTable,
  total: number,
  chunk: number,
  make: (i: number) => R | R[] | undefined,
) {
  const started = Date.now();
  let rows = 0;
  const inflight = new Set<Promise<unknown>>();
  for (let from = 0; from < total; from += chunk) {
    const batch: R[] = [];
    for (let i = from; i < Math.min(total, from + chunk); i += 1) {
      const made = make(i);
      if (Array.isArray(made)) batch.push(...made);
      else if (made !== undefined) batch.push(made);
    }
    if (batch.length === 0) continue;
    rows += batch.length;
    const rowsOf = batch as Parameters<ReturnType<Db['insert']>['values']>[0];
    const p: Promise<unknown> = db
      .insert(table)
      .values(rowsOf)
      .then(() => inflight.delete(p));
    inflight.add(p);
    if (inflight.size >= 3) await Promise.race(inflight);
    if ((from / chunk) % 50 === 0 && from > 0)
      console.log(`  ${label}: ${from.toLocaleString('en')} / ${total.toLocaleString('en')}`);
  }
  await Promise.all(inflight);
  const s = (Date.now() - started) / 1000;
  console.log(`  ${label}: ${rows.toLocaleString('en')} rows in ${s.toFixed(1)} s`);
}

/** The triggers that count or fan out rows (migration 0035), as `table.trigger`. */
const KEPT_BY_TRIGGERS = [
  'posts.posts_feed_inbox',
  'post_likes.post_likes_count',
  'comments.comments_count',
  'post_reactions.post_reactions_count',
  'users.users_feed_inbox',
  'user_follows.user_follows_feed_inbox',
  'friendships.friendships_feed_inbox',
  'family_follows.family_follows_feed_inbox',
  ...['insert', 'update', 'delete'].flatMap((op) => [
    `family_members.family_members_feed_inbox_${op}`,
    `household_members.household_members_feed_inbox_${op}`,
  ]),
];
/** Turns those triggers off or on again (every other trigger stays as it is), one statement each. */
export async function triggers(db: Db, state: 'enable' | 'disable') {
  for (const t of KEPT_BY_TRIGGERS) {
    const [table, name] = t.split('.');
    await db.execute(sql.raw(`alter table ${table} ${state} trigger ${name}`));
  }
}
