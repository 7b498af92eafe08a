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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
