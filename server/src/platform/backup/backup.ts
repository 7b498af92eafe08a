import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { dumpDatabase } from '../../db/backup/database-dump.ts';
import { inspectDump } from '../../db/backup/dump-format.ts';
import type { Storage } from '../storage.ts';
import {
  type BackupHeader,
  type BackupManifest,
  Digest,
  ENTRY,
  type StoredFile,
  through,
} from './archive-format.ts';
import { fetchSnapshot } from './snapshot-endpoint.ts';

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  storage: Storage;
  /** The archive to write; it appears under this name only once complete. */
  out: string;
  log?: (line: string) => void;
}

export interface BackupSummary {
  manifest: BackupManifest;
  archiveBytes: number;
  ms: { database: number; files: number; total: number };
}

type Pack = ReturnType<typeof tar.pack>;

/** Adds one entry whose bytes come from `source` (exactly `size` of them, or the pack fails). */
function addEntry(
  pack: Pack,
  name: string,
  size: number,
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (err) =>
      err ? reject(err) : resolve(),
    );
    (async () => {
      for await (const chunk of source) {
        if (!entry.write(chunk)) await once(entry, 'drain');
      }
      (entry as unknown as { end(): void }).end();
    })().catch((err) => {
      entry.destroy(err);
      reject(err);
    });
  });
}

/**
 * Writes one stored file, read through the storage interface. A file deleted after it was listed
 * (by a user, while the app serves) is left out and reported as vanished: the database dump was
 * taken before the listing, so it may still name the file, which then answers 404 as a lost file does.
 */
async function addStoredFile(pack: Pack, storage: Storage, key: string): Promise<StoredFile | null> {
  const size = await storage.size(key);
  if (size === null) return null;
  const chunks = storage.get(key)[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array>;
  try {
    first = await chunks.next();
  } catch (err) {
    if ((await storage.size(key)) === null) return null;
    throw err;
  }
  const digest = new Digest();
  async function* all() {
    if (!first.done) yield first.value;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }
  await addEntry(pack, ENTRY.filesPrefix + key, size, through(all(), digest));
  return { key, bytes: digest.bytes, sha256: digest.hex() };
}

/**
 * `npm run backup`: the database (a consistent data-only dump) and every stored file into one
 * tar, with a manifest of sizes and SHA-256 sums, while the app keeps serving.
 */
export async function runBackup(opts: BackupOptions): Promise<BackupSummary> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'krug-backup-'));
  const partial = `${opts.out}.partial`;
  try {
    const dumpFile = join(work, ENTRY.database);
    const source = await dumpDatabase({
      dataDir: opts.dataDir,
      databaseUrl: opts.databaseUrl,
      work,
      file: dumpFile,
      fetchSnapshot: (file) => fetchSnapshot(opts.dataDir, file),
    });
    const facts = await inspectDump(dumpFile);
    const dbMs = Date.now() - started;
    const rows = Object.values(facts.tables).reduce((a, b) => a + b, 0);
    log(`database (${source.kind} ${source.serverVersion}): ${rows} rows, ${facts.bytes} bytes, ${dbMs} ms`);

    const secretFile = join(opts.dataDir, 'jwt-secret');
    const secret = existsSync(secretFile) ? readFileSync(secretFile) : null;
    const header: BackupHeader = {
      format: 'krug-backup',
      version: 1,
      created_at: new Date().toISOString(),
      source: { kind: source.kind, server_version: source.serverVersion },
      migrations: source.migrations,
      database: facts,
      jwt_secret: secret !== null,
    };

    // The archive holds password hashes and, usually, the server's secret: only its owner reads it.
    rmSync(partial, { force: true });
    const file = createWriteStream(partial, { mode: 0o600 });
    const pack = tar.pack();
    const written = pipeline(pack, file);
    const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
    const headerJson = json(header);
    await addEntry(pack, ENTRY.header, headerJson.length, [headerJson]);
    await addEntry(pack, ENTRY.database, facts.bytes, createReadStream(dumpFile));
    if (secret) await addEntry(pack, ENTRY.jwtSecret, secret.length, [secret]);

    const filesStarted = Date.now();
    const files: StoredFile[] = [];
    const vanished: string[] = [];
    for await (const key of opts.storage.list()) {
      const stored = await addStoredFile(pack, opts.storage, key);
      if (stored) files.push(stored);
      else vanished.push(key);
    }
    const filesMs = Date.now() - filesStarted;
    const manifest: BackupManifest = {
      ...header,
      files,
      vanished,
      jwt_secret_sha256: secret ? createHash('sha256').update(secret).digest('hex') : null,
    };
    const manifestJson = json(manifest);
    await addEntry(pack, ENTRY.manifest, manifestJson.length, [manifestJson]);
    pack.finalize();
    await written;
    renameSync(partial, opts.out);
    const fileBytes = files.reduce((a, f) => a + f.bytes, 0);
    log(
      `files: ${files.length} (${fileBytes} bytes), ${filesMs} ms${vanished.length ? `; ${vanished.length} deleted meanwhile` : ''}`,
    );
    const archiveBytes = statSync(opts.out).size;
    return { manifest, archiveBytes, ms: { database: dbMs, files: filesMs, total: Date.now() - started } };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
