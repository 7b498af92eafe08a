import { defineConfig } from 'vitest/config';

// *.postgres.test.ts need a PostgreSQL server (several processes on one database); they run in
// the PostgreSQL pass (TEST_DATABASE_URL set), never as skipped tests in the PGlite pass.
const onPostgres = !!process.env.TEST_DATABASE_URL;
// *.cluster.test.ts run nginx and their own PostgreSQL (npm run start:cluster): only where .ci/run
// sets KRUG_CLUSTER_TEST=1 (it installs both), and they fail there if either is missing.
const onCluster = process.env.KRUG_CLUSTER_TEST === '1';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    exclude: [
      ...(onPostgres ? [] : ['src/**/*.postgres.test.ts']),
      ...(onCluster ? [] : ['src/**/*.cluster.test.ts']),
    ],
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    // Issue 37 (test loop): one worker per core, not vitest's default of one less (a single
    // worker on a 2-core machine, where most of a file's time is its own PGlite's CPU); and the
    // workers keep their imported modules from file to file (each file still builds its own app
    // on its own fresh database), instead of importing the server anew for each of ~115 files
    // (~1.5 s each). Module state that outlives one file is keyed by database (prepared
    // statements) or is a cache that changes no answer (a search word's rarity picks a plan).
    // 12 files, load average 10–16: 174 / 174 s before, 112 / 88 s after (2 workers alone: 159 s).
    maxWorkers: '100%',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
