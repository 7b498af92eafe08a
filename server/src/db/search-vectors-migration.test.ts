import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchPageRepo } from '../features/posts/search-page.repo.ts';
import { adminQuery, withDatabase } from '../test/pg-admin.ts';
import { migrationsFolderUpTo } from './backup/migrations.ts';
import { type Db, MIGRATIONS_FOLDER } from './client.ts';
import { newPglite } from './pglite.ts';
import * as schema from './schema/index.ts';

// Issue 37, migration 0050: posts, comments and chat messages written before it (an instance with
// data) get their stored search vector from it, and are found by the search after it.
const MIGRATION = '0050_search_vectors';
let db: Db;
let migrateTo: (folder: string) => Promise<void>;
let close: () => Promise<void>;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `krug_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 2 });
    const pgDb = drizzlePg({ client: pool, schema });
    db = pgDb as unknown as Db;
    migrateTo = (folder) => migratePg(pgDb, { migrationsFolder: folder });
    close = async () => {
      await pool.end();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  } else {
    const client = newPglite();
    const liteDb = drizzlePglite({ client, schema });
    db = liteDb;
    migrateTo = (folder) => migratePglite(liteDb, { migrationsFolder: folder });
    close = () => client.close();
  }
});
afterAll(() => close());

const rows = async (query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

it('gives the rows written before it their vectors, and the search finds them after it', async () => {
  // Every migration before 0050 (however many come after it).
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
  const before = (journal.entries as { tag: string }[]).findIndex((e) => e.tag === MIGRATION);
  expect(before).toBeGreaterThan(0);
  const cut = migrationsFolderUpTo(before);
  try {
    await migrateTo(cut.folder);
  } finally {
    cut.dispose();
  }
  expect(
    (await rows(sql`select 1 from information_schema.columns where column_name = 'search_vector'`)).rows,
  ).toEqual([]);

  const author = randomUUID();
  const post = randomUUID();
  const group = randomUUID();
  await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name)
    values (${author}, 'old@example.ru', 'x', 'Анна', 'Старая')`);
  await db.execute(sql`insert into posts (id, author_id, content, source_module, visibility)
    values (${post}, ${author}, 'Всё лето провели на даче', 'community', 'PUBLIC')`);
  await db.execute(sql`insert into comments (post_id, author_id, content)
    values (${post}, ${author}, 'Поедем на рыбалку')`);
  await db.execute(sql`insert into chat_groups (id, name) values (${group}, 'Свои')`);
  await db.execute(sql`insert into chat_messages (group_id, user_id, content)
    values (${group}, ${author}, 'Купи хлеба')`);

  await migrateTo(MIGRATIONS_FOLDER);

  for (const [table, q] of [
    ['posts', 'дачу'],
    ['comments', 'рыбалка'],
    ['chat_messages', 'хлеб'],
  ] as const) {
    const found = await rows(
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where search_vector @@ websearch_to_tsquery('russian', ${q})`,
    );
    expect(found.rows[0]?.n, table).toBe(1);
    const index = await rows(sql`select indexdef from pg_indexes where indexname = ${`${table}_fts_idx`}`);
    expect(String(index.rows[0]?.indexdef), table).toMatch(/gin \(search_vector\)/);
  }
  for (const way of ['walk', 'rare'] as const) {
    const page = await searchPageRepo.page(db, author, { way, q: 'дачу', limit: 20 });
    expect(
      page.map((c) => c.id),
      way,
    ).toEqual([post]);
    expect(page[0]?.marked, way).toBe('Всё лето провели на \u0001даче\u0002');
  }
});
