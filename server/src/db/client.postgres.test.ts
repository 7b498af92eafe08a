import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../test/database.ts';
import type { Database } from './client.ts';

// The server's PostgreSQL connections run without JIT (an OLTP workload; PGlite has none either).
let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

it('turns JIT off on every pooled connection', async () => {
  expect(database.kind).toBe('postgres');
  const shown = await Promise.all(
    [1, 2, 3, 4].map(() =>
      database.db.execute<{ jit: string }>(sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
    ),
  );
  for (const r of shown) expect(r.rows[0]?.jit).toBe('off');
});
