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
  // Four transactions hold four connections at once: each reads its setting, then waits until
  // all four have, so no connection serves two of them.
  let arrived = 0;
  let allIn: () => void = () => {};
  const barrier = new Promise<void>((resolve) => {
    allIn = resolve;
  });
  const shown = await Promise.all(
    [1, 2, 3, 4].map(() =>
      database.db.transaction(async (tx) => {
        const r = await tx.execute<{ jit: string; pid: number }>(
          sql`select current_setting('jit') as jit, pg_backend_pid() as pid`,
        );
        arrived += 1;
        if (arrived === 4) allIn();
        await barrier;
        return r.rows[0];
      }),
    ),
  );
  expect(new Set(shown.map((r) => r?.pid)).size).toBe(4);
  for (const r of shown) expect(r?.jit).toBe('off');
});
