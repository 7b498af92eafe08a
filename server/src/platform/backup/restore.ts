import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { inspectDatabaseTarget, restoreDatabase } from '../../db/backup/database-restore.ts';
import { inspectDump } from '../../db/backup/dump-format.ts';
import { migrationsLevel } from '../../db/backup/migrations.ts';
import type { Storage } from '../storage.ts';
import {
  BackupHeader,
  BackupManifest,
  checkFiles,
  Digest,
  ENTRY,
  manifestOk,
  parseJsonEntry,
  through,
} from './archive-format.ts';
import { serverHolding } from './snapshot-endpoint.ts';

export interface RestoreOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  storage: Storage;
  /** Where the files go, as messages name it (DATA_DIR/media by default). */
  storageName?: string;
  file: string;
  /** Replace a target that is not empty. */
  force?: boolean;
  /** Only read the archive and check every sum; touch nothing. */
  checkOnly?: boolean;
  log?: (line: string) => void;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Rows loaded per table (empty when only checking). */
  loaded: Record<string, number>;
  files: { count: number; bytes: number };
  ms: { database: number; files: number; total: number };
}

/** The target holds data and --force was not given (the CLI exits with status 2). */
export class TargetNotEmpty extends Error {}

async function bytes(entry: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of entry) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}
const text = async (entry: AsyncIterable<Uint8Array>) => (await bytes(entry)).toString('utf8');

async function hasAny(keys: AsyncIterable<string>): Promise<boolean> {
  for await (const _ of keys) return true;
  return false;
}

/** Refuses a target with data (unless forced) and one in use (always). */
async function checkTarget(opts: RestoreOptions): Promise<void> {
  const holder = opts.databaseUrl ? null : serverHolding(opts.dataDir);
  if (holder)
    throw new Error(`a Krug server (process ${holder}) runs on ${opts.dataDir}: stop it before restoring`);
  const db = await inspectDatabaseTarget(opts);
  if (db.otherSessions) {
    throw new Error(
      `${db.otherSessions} other session(s) are connected to the target database: stop Krug (every process) first`,
    );
  }
  const files = await hasAny(opts.storage.list());
  if ((db.tablesWithRows.length || files) && !opts.force) {
    const what = [
      db.tablesWithRows.length ? `the database has rows (${db.tablesWithRows.slice(0, 5).join(', ')}…)` : '',
      files ? `the storage ${opts.storageName ?? `under ${opts.dataDir}`} has files` : '',
    ].filter(Boolean);
    throw new TargetNotEmpty(
      `the target is not empty: ${what.join('; ')}. Restore with --force to replace it.`,
    );
  }
}

/**
 * `npm run restore`: reads the archive once, in order. backup.json says what it holds (and
 * whether this code can take its migrations) before anything is touched; the database dump is
 * checked against its SHA-256 before it is loaded; every file's size and SHA-256 are checked
 * against manifest.json, which comes last. A mismatch fails the restore loudly.
 */
export async function runRestore(opts: RestoreOptions): Promise<RestoreSummary> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'krug-restore-'));
  const extract = tar.extract();
  const reading = pipeline(createReadStream(opts.file), extract);
  let header: BackupHeader | null = null;
  let manifest: BackupManifest | null = null;
  let loaded: Record<string, number> = {};
  let secretSha: string | null = null;
  const read = new Map<string, { bytes: number; sha256: string }>();
  let dbMs = 0;
  let filesStarted = 0;
  try {
    for await (const next of extract) {
      const name = next.header.name;
      const entry = next as unknown as AsyncIterable<Buffer>;
      if (next.header.type !== 'file')
        throw new Error(`unexpected ${next.header.type} in the archive: ${name}`);
      if (!header) {
        if (name !== ENTRY.header)
          throw new Error(`${opts.file} is not a Krug backup (it starts with ${name})`);
        header = parseJsonEntry(BackupHeader, name, await text(entry));
        const level = migrationsLevel(header.migrations);
        log(`backup of ${header.created_at} (${header.source.kind}, ${level} migrations)`);
        if (!opts.checkOnly) {
          await checkTarget(opts);
          if (opts.force) for await (const key of opts.storage.list()) await opts.storage.delete(key);
        }
      } else if (name === ENTRY.database) {
        const dbStarted = Date.now();
        const dumpFile = join(work, ENTRY.database);
        const digest = new Digest();
        await pipeline(Readable.from(through(entry, digest)), createWriteStream(dumpFile));
        if (digest.bytes !== header.database.bytes || digest.hex() !== header.database.sha256) {
          throw new Error('database.sql does not match its SHA-256 in backup.json: the archive is damaged');
        }
        if (opts.checkOnly) {
          await inspectDump(dumpFile);
        } else {
          loaded = await restoreDatabase(opts, dumpFile, migrationsLevel(header.migrations));
          const expected = JSON.stringify(
            Object.entries(header.database.tables)
              .filter(([, n]) => n > 0)
              .sort(),
          );
          const got = JSON.stringify(
            Object.entries(loaded)
              .filter(([, n]) => n > 0)
              .sort(),
          );
          if (expected !== got) throw new Error('the rows loaded differ from the rows the backup lists');
        }
        rmSync(dumpFile, { force: true });
        dbMs = Math.max(1, Date.now() - dbStarted);
        const rows = Object.values(header.database.tables).reduce((a, b) => a + b, 0);
        log(`database: ${rows} rows ${opts.checkOnly ? 'checked' : 'loaded'}, ${dbMs} ms`);
        filesStarted = Date.now();
      } else if (name === ENTRY.jwtSecret) {
        const secret = await bytes(entry);
        secretSha = new Digest().update(secret).hex();
        if (!opts.checkOnly) {
          mkdirSync(opts.dataDir, { recursive: true });
          writeFileSync(join(opts.dataDir, ENTRY.jwtSecret), secret, { mode: 0o600 });
        }
      } else if (name.startsWith(ENTRY.filesPrefix)) {
        const key = name.slice(ENTRY.filesPrefix.length);
        const digest = new Digest();
        if (opts.checkOnly) for await (const _ of through(entry, digest));
        else await opts.storage.put(key, Readable.from(through(entry, digest)));
        read.set(key, { bytes: digest.bytes, sha256: digest.hex() });
      } else if (name === ENTRY.manifest) {
        manifest = parseJsonEntry(BackupManifest, name, await text(entry));
      } else {
        throw new Error(`unexpected entry in the archive: ${name}`);
      }
    }
    await reading;
    if (!header || !manifest)
      throw new Error(`${opts.file} ends early: it has no manifest.json (an interrupted backup?)`);
    if (manifest.database.sha256 !== header.database.sha256 || manifest.jwt_secret_sha256 !== secretSha) {
      throw new Error('manifest.json does not match backup.json: the archive is damaged');
    }
    const check = checkFiles(manifest.files, read);
    if (!manifestOk(check)) {
      throw new Error(
        `files differ from the manifest: ${check.changed.length} changed, ${check.absent.length} missing, ` +
          `${check.extra.length} unlisted (first: ${[...check.changed, ...check.absent, ...check.extra][0]})`,
      );
    }
    const total = manifest.files.reduce((a, f) => a + f.bytes, 0);
    const filesMs = Date.now() - filesStarted;
    log(
      `files: ${manifest.files.length} (${total} bytes) ${opts.checkOnly ? 'checked' : 'restored'}, ${filesMs} ms`,
    );
    return {
      manifest,
      loaded,
      files: { count: manifest.files.length, bytes: total },
      ms: { database: dbMs, files: filesMs, total: Date.now() - started },
    };
  } catch (err) {
    extract.destroy();
    await reading.catch(() => {});
    throw err;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
