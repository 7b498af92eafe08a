import pg from 'pg';
import type { Db } from '../../server/src/db/client.ts';
import { chatRepo } from '../../server/src/features/chat/chat.repo.ts';
import { mediaRepo } from '../../server/src/features/media/media.repo.ts';
import { notificationsRepo } from '../../server/src/features/notifications/notifications.repo.ts';
import { feedPageRepo } from '../../server/src/features/posts/feed-page.repo.ts';
import { searchPageRepo } from '../../server/src/features/posts/search-page.repo.ts';
import { RECENT_MESSAGES, searchRepo } from '../../server/src/features/search/search.repo.ts';
import { tagsRepo } from '../../server/src/features/tags/tags.repo.ts';
import { userSearchRepo } from '../../server/src/features/users/user-search.repo.ts';
import { workRepo } from '../../server/src/features/work/work.repo.ts';
import type { Fixture } from './seed.ts';

type Statement = { sql: string; params: unknown[]; name?: string };
type Buildable = { toSQL(): Statement };

/** A statement the repository already rendered (the prepared feed pages carry their name). */
const statement = (s: Statement): Buildable => ({ toSQL: () => s });

export interface Plan {
  name: string;
  sql: string;
  plan: string;
  /** Tables read by a sequential scan (the planner's choice, not necessarily wrong for small ones). */
  seqScans: string[];
  ms: number;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the list queries exactly as the repositories build them
 * (drizzle's `.toSQL()`: the same text and parameters the server sends).
 */
export async function explainLists(db: Db, url: string, f: Fixture): Promise<Plan[]> {
  const queries: [string, Buildable][] = [
    ['posts feed, first page', statement(feedPageRepo.listStatement(db, f.viewerId, { limit: 20 }))],
    [
      'posts feed, deep page',
      statement(feedPageRepo.listStatement(db, f.viewerId, { limit: 20, before: f.deepPost })),
    ],
    [
      '«Подписки» (subscribed), first page',
      statement(feedPageRepo.listStatement(db, f.viewerId, { limit: 20, subscribed: true })),
    ],
    [
      '«Подписки» (subscribed), deep page',
      statement(
        feedPageRepo.listStatement(db, f.viewerId, { limit: 20, subscribed: true, before: f.deepPost }),
      ),
    ],
    [
      'posts feed, family wall',
      statement(feedPageRepo.listStatement(db, f.viewerId, { limit: 20, familyId: f.familyId })),
    ],
    ['chat messages page', chatRepo.messages(db, f.groupId, f.viewerId, { limit: 50 })],
    // Issue 21: the search's lists (GIN indexes on the stored vectors, migration 0050).
    [
      'search posts «дачу»',
      statement(
        searchPageRepo.statement(db, f.viewerId, {
          // The way posts.search() picks: by the planner's estimate of the word's matches.
          way: (await feedPageRepo.searchIsRare(db, 'дачу')) ? 'rare' : 'walk',
          q: 'дачу',
          limit: 20,
        }),
      ),
    ],
    [
      'search posts «рыбалку» (a rare word)',
      statement(
        searchPageRepo.statement(db, f.viewerId, {
          way: (await feedPageRepo.searchIsRare(db, 'рыбалку')) ? 'rare' : 'walk',
          q: 'рыбалку',
          limit: 20,
        }),
      ),
    ],
    ['search comments «дачу»', searchRepo.comments(db, f.viewerId, 'дачу', { limit: 20 })],
    [
      'search messages «дачу» (the newest messages first)',
      searchRepo.messagesQuery(db, f.viewerId, 'дачу', { limit: 20 }, RECENT_MESSAGES),
    ],
    [
      'search hashtag «#дача»',
      statement(searchPageRepo.statement(db, f.viewerId, { way: 'tag', q: '#дача', tag: 'дача', limit: 20 })),
    ],
    ['search people «Иванва» (typo, pg_trgm)', userSearchRepo.search(db, 'Иванва', f.viewerId)],
    [
      'popular tags (last 7 days of the data set)',
      tagsRepo.popular(db, new Date(f.now.getTime() - 7 * 86_400_000), 10) as unknown as Buildable,
    ],
    ['organization search (Cyrillic)', workRepo.search(db, f.viewerId, { query: 'ромашка' })],
    // Typed as a promise of rows by its repository; at run time it is the drizzle query builder.
    ['media list', mediaRepo.list(db, { ownerId: f.viewerId, limit: 20 }) as unknown as Buildable],
    ['notifications list', notificationsRepo.list(db, f.viewerId, { unreadOnly: false, limit: 20 })],
  ];
  // As the server's own connections (db/client.ts): no JIT, which only adds compile time here.
  const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
  await client.connect();
  try {
    const plans: Plan[] = [];
    for (const [name, q] of queries) {
      const { sql, params, name: prepared } = q.toSQL();
      let res: pg.QueryResult;
      if (prepared) {
        // As the server runs it: a named statement, executed more than 5 times so PostgreSQL has
        // settled on its cached (generic) plan, then explained through EXECUTE.
        for (let i = 0; i < 8; i += 1) await client.query({ name: prepared, text: sql, values: params });
        const literals = params.map((p) => client.escapeLiteral(String(p))).join(', ');
        res = await client.query(`explain (analyze, buffers) execute ${prepared}(${literals})`);
      } else {
        // Warm once so the figures are of a cached page, as in the load test.
        await client.query(sql, params);
        res = await client.query(`explain (analyze, buffers) ${sql}`, params);
      }
      const plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1] ?? '');
      const ms = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? Number.NaN);
      plans.push({ name, sql, plan, seqScans, ms });
    }
    return plans;
  } finally {
    await client.end();
  }
}
