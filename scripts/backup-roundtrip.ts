/**
 * The backup round trip CI runs (.ci/run), with real processes and the real commands:
 *   1. a server on a fresh DATA_DIR (PGlite) is seeded through its API: people, posts with photos,
 *      a comment with a reply, a document with a chunked scan;
 *   2. `npm run backup` runs while the server keeps answering reads and writes;
 *   3. `npm run restore` into a fresh DATA_DIR (PGlite) and into a fresh PostgreSQL database;
 *   4. row counts per table and file SHA-256 sums of both are compared with the manifest;
 *   5. a server on each restored instance signs the seeded people in, accepts a token issued
 *      before the backup, and serves the same photo and scan bytes;
 *   6. the PostgreSQL copy is backed up in turn (pg_dump, while its server runs) and restored into
 *      PGlite, whose counts must match again.
 *
 * BACKUP_PG_URL=postgres://postgres@127.0.0.1:55432/postgres node --import tsx scripts/backup-roundtrip.ts [--port N]
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { BackupManifest } from '../server/src/platform/backup/archive-format.ts';
import { checkRestored, fetchCall, json, seedInstance } from '../server/src/test/instance-seed.ts';
import {
  freePort,
  instanceEnv,
  pgliteCounts,
  postgresCounts,
  readManifest,
  run,
  type Server,
  startInstance,
} from './backup-roundtrip-helpers.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, keep: { type: 'boolean' } } });
const pgServer = process.env.BACKUP_PG_URL ?? process.env.TEST_DATABASE_URL;
if (!pgServer) {
  console.error('backup-roundtrip: set BACKUP_PG_URL to a PostgreSQL server (a database is created there)');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'krug-roundtrip-'));
const started = Date.now();
const say = (line: string) => console.log(`backup-roundtrip: ${line}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
let passed = 0;
const failed: string[] = [];
function check(what: string, ok: boolean, detail = '') {
  if (ok) passed++;
  else failed.push(`${what}${detail ? `: ${detail}` : ''}`);
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}${!ok && detail ? ` (${detail})` : ''}`);
}

const port = values.port ? Number(values.port) : await freePort();
const base = `http://127.0.0.1:${port}`;
const env = (dataDir: string, databaseUrl = '') => instanceEnv(port, dataDir, databaseUrl);
const startServer = (dataDir: string, databaseUrl = '') => startInstance(base, env(dataDir, databaseUrl));

function compareCounts(what: string, got: Record<string, number>, manifest: BackupManifest) {
  const differ = Object.entries(got).filter(([table, n]) => n !== (manifest.database.tables[table] ?? 0));
  const missing = Object.keys(manifest.database.tables).filter((t) => !(t in got));
  const total = Object.values(got).reduce((a, b) => a + b, 0);
  check(
    `${what}: rows per table equal the manifest's (${Object.keys(got).length} tables, ${total} rows)`,
    !differ.length && !missing.length,
    [...differ.map(([t, n]) => `${t} ${n} ≠ ${manifest.database.tables[t] ?? 0}`), ...missing].join(', '),
  );
}

function compareFiles(what: string, dataDir: string, manifest: BackupManifest) {
  const bad = manifest.files.filter((f) => {
    try {
      return (
        createHash('sha256')
          .update(readFileSync(join(dataDir, 'media', f.key)))
          .digest('hex') !== f.sha256
      );
    } catch {
      return true;
    }
  });
  check(
    `${what}: ${manifest.files.length} files have the manifest's SHA-256`,
    !bad.length,
    bad.map((f) => f.key).join(', '),
  );
}

const servers: Server[] = [];
const databases: string[] = [];
async function newDatabase(): Promise<string> {
  const name = `krug_roundtrip_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(pgServer as string);
  url.pathname = `/${name}`;
  return url.toString();
}

try {
  // 1. The source instance, seeded through its API.
  const sourceDir = join(work, 'source');
  let t = Date.now();
  const source = await startServer(sourceDir);
  servers.push(source);
  say(`source server (PGlite) up in ${seconds(Date.now() - t)} on port ${port}`);
  t = Date.now();
  const seeded = await seedInstance(fetchCall(base), { users: 3, posts: 20 });
  say(
    `seeded ${seeded.users.length} people, 20 posts, ${seeded.photos.length} photos, a 2.5 MB scan in ${seconds(Date.now() - t)}`,
  );

  // 2. The backup, while the server answers reads and writes.
  const archive = join(work, 'krug.tar');
  const call = fetchCall(base);
  const [anna] = seeded.users;
  let busy = true;
  const answers = { ok: 0, failed: 0, slowest: 0 };
  const traffic = (async () => {
    while (busy) {
      for (const req of [
        { method: 'GET' as const, url: '/api/posts?limit=20', token: anna?.token },
        {
          method: 'POST' as const,
          url: '/api/posts',
          token: anna?.token,
          json: { content: 'написано во время бэкапа' },
        },
      ]) {
        const at = Date.now();
        const res = await call(req).catch(() => ({ status: 0 }));
        answers.slowest = Math.max(answers.slowest, Date.now() - at);
        if (res.status === 200 || res.status === 201) answers.ok++;
        else answers.failed++;
      }
    }
  })();
  const backupMs = await run('backup', ['--out', archive], env(sourceDir));
  busy = false;
  await traffic;
  const archiveBytes = statSync(archive).size;
  check(
    `the server kept serving during the backup (${answers.ok} answers, slowest ${answers.slowest} ms)`,
    answers.failed === 0 && answers.ok > 0,
    `${answers.failed} failed`,
  );
  const manifest = await readManifest(archive);
  const fileBytes = manifest.files.reduce((a, f) => a + f.bytes, 0);
  check(
    'the manifest holds the seeded people, posts, photos and scan',
    manifest.database.tables.users === seeded.users.length &&
      (manifest.database.tables.posts ?? 0) >= 20 &&
      (manifest.database.tables.media_files ?? 0) >= seeded.photos.length &&
      (manifest.database.tables.documents ?? 0) === 1 &&
      manifest.files.length > seeded.photos.length &&
      manifest.jwt_secret,
    JSON.stringify(manifest.database.tables),
  );
  await source.stop();

  // 3. Restores into a fresh DATA_DIR and a fresh PostgreSQL database.
  const pgliteDir = join(work, 'restored-pglite');
  const restorePgliteMs = await run('restore', [archive], env(pgliteDir));
  const pgDir = join(work, 'restored-postgres');
  const pgUrl = await newDatabase();
  const restorePgMs = await run('restore', [archive], env(pgDir, pgUrl));

  // 4. Row counts and file sums.
  compareCounts('PGlite restore', await pgliteCounts(pgliteDir), manifest);
  compareFiles('PGlite restore', pgliteDir, manifest);
  compareCounts('PostgreSQL restore', await postgresCounts(pgUrl), manifest);
  compareFiles('PostgreSQL restore', pgDir, manifest);

  // 5. Servers on the restored data.
  const onPglite = await startServer(pgliteDir);
  servers.push(onPglite);
  const pgliteProblems = await checkRestored(fetchCall(base), seeded);
  check(
    'a server on the PGlite restore signs people in and serves their photos and scan',
    !pgliteProblems.length,
    pgliteProblems.join('; '),
  );
  await onPglite.stop();

  const onPostgres = await startServer(pgDir, pgUrl);
  servers.push(onPostgres);
  const pgProblems = await checkRestored(fetchCall(base), seeded);
  check(
    'a server on the PostgreSQL restore signs people in and serves their photos and scan',
    !pgProblems.length,
    pgProblems.join('; '),
  );
  const feed = await call({ method: 'GET', url: '/api/posts?limit=1', token: anna?.token });
  check(
    'the restored feed reads',
    feed.status === 200 && json<unknown[]>(feed).length === 1,
    String(feed.status),
  );

  // 6. pg_dump of the PostgreSQL copy while its server runs, restored into PGlite.
  const archive2 = join(work, 'krug-from-postgres.tar');
  const backupPgMs = await run('backup', ['--out', archive2], env(pgDir, pgUrl));
  await onPostgres.stop();
  const manifest2 = await readManifest(archive2);
  const backPgliteDir = join(work, 'restored-from-postgres');
  const restoreBackMs = await run('restore', [archive2], env(backPgliteDir));
  compareCounts('PostgreSQL backup restored into PGlite', await pgliteCounts(backPgliteDir), manifest2);
  compareFiles('PostgreSQL backup restored into PGlite', backPgliteDir, manifest2);
  // The servers on the restored copies added sign-ins (user_sessions, user_last_seen), counted them
  // against the sign-in budget (rate_limit_hits) and recorded them (audit_log); the rest is as
  // backed up.
  const signIns = new Set(['user_sessions', 'user_last_seen', 'rate_limit_hits', 'audit_log']);
  const tables = new Set([
    ...Object.keys(manifest.database.tables),
    ...Object.keys(manifest2.database.tables),
  ]);
  const moved = [...tables].filter(
    (t) => !signIns.has(t) && (manifest.database.tables[t] ?? 0) !== (manifest2.database.tables[t] ?? 0),
  );
  check('the PostgreSQL copy holds the rows of the PGlite original', !moved.length, moved.join(', '));
  say(
    `figures: archive ${mb(archiveBytes)} (database dump ${mb(manifest.database.bytes)}, ` +
      `${manifest.files.length} files ${mb(fileBytes)}); backup of PGlite while serving ${seconds(backupMs)}, ` +
      `restore into PGlite ${seconds(restorePgliteMs)}, into PostgreSQL ${seconds(restorePgMs)}; ` +
      `backup of PostgreSQL ${seconds(backupPgMs)}, its restore into PGlite ${seconds(restoreBackMs)}; ` +
      `total ${seconds(Date.now() - started)}`,
  );
} catch (err) {
  failed.push((err as Error).message);
  say(`FAIL ${(err as Error).stack ?? err}`);
} finally {
  for (const server of servers) await server.stop().catch(() => {});
  if (databases.length) {
    const admin = new pg.Client({ connectionString: pgServer });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  if (!values.keep) rmSync(work, { recursive: true, force: true });
  else say(`kept ${work}`);
}
console.log(`backup-roundtrip: ${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
