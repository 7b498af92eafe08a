import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { Transform } from 'node:stream';
import { piped, type Storage } from './storage.ts';

/** One file copied and checked: its size and SHA-256 matched in the target after the copy. */
interface Copied {
  to: string;
  key: string;
  bytes: number;
  sha256: string;
}

export interface MigrateOptions {
  from: Storage;
  to: Storage;
  /** The target as the journal names it (a journal of another target is not used). */
  toName: string;
  /** Where each verified copy is written down, so a run that stopped goes on where it was. */
  journal: string;
  log?: (line: string) => void;
}

export interface MigrateSummary {
  copied: number;
  copiedBytes: number;
  /** Already in the target from an earlier run (journal entry and size match). */
  skipped: number;
  /** Listed in the source but deleted before they were read (the instance kept running). */
  vanished: number;
  /** In the target but not (or no longer) in the source. */
  extra: number;
  /** Keys whose copy did not match: size or sum (the run fails). */
  mismatched: string[];
}

function readJournal(path: string, toName: string): Map<string, Copied> {
  const done = new Map<string, Copied>();
  if (!existsSync(path)) return done;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as Copied;
      if (entry.to === toName) done.set(entry.key, entry);
    } catch {
      // A line cut short by a stop mid-write: that file is copied again.
    }
  }
  return done;
}

/** SHA-256 and length of a stream. */
async function sum(stream: AsyncIterable<Buffer>): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * `npm run storage:migrate`: copies every file of one storage into another (the local folder into
 * a bucket), streamed, each one read back from the target and checked by size and SHA-256 before
 * it is written down in the journal. Run again, it copies only what is new since (files are never
 * changed in place: a new upload is a new key), so an instance moves without stopping: copy, copy
 * again, switch STORAGE_URL, copy once more.
 */
export async function migrateStorage(opts: MigrateOptions): Promise<MigrateSummary> {
  const log = opts.log ?? (() => {});
  const done = readJournal(opts.journal, opts.toName);
  const summary: MigrateSummary = {
    copied: 0,
    copiedBytes: 0,
    skipped: 0,
    vanished: 0,
    extra: 0,
    mismatched: [],
  };
  const inSource = new Set<string>();
  let seen = 0;
  for await (const key of opts.from.list()) {
    inSource.add(key);
    seen += 1;
    if (seen % 500 === 0) log(`${seen} files looked at, ${summary.copied} copied`);
    const size = await opts.from.size(key);
    if (size === null) {
      summary.vanished += 1;
      continue;
    }
    const before = done.get(key);
    if (before && before.bytes === size && (await opts.to.size(key)) === size) {
      summary.skipped += 1;
      continue;
    }
    // Hashed on the way in; the target's copy is read back and hashed on its own.
    const hash = createHash('sha256');
    let read = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _enc, next) {
        hash.update(chunk);
        read += chunk.length;
        next(null, chunk);
      },
    });
    let written: number;
    try {
      written = await opts.to.put(key, piped(opts.from.get(key), hashing));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' && (await opts.from.size(key)) === null) {
        summary.vanished += 1;
        continue;
      }
      throw err;
    }
    const sha256 = hash.digest('hex');
    const stored = await sum(opts.to.get(key));
    if (written !== read || stored.bytes !== read || stored.sha256 !== sha256) {
      summary.mismatched.push(key);
      log(
        `${key}: the copy does not match (${read} bytes read, ${stored.bytes} stored, sums differ: ${stored.sha256 !== sha256})`,
      );
      continue;
    }
    appendFileSync(
      opts.journal,
      `${JSON.stringify({ to: opts.toName, key, bytes: read, sha256 } satisfies Copied)}\n`,
    );
    summary.copied += 1;
    summary.copiedBytes += read;
  }
  for await (const key of opts.to.list()) if (!inSource.has(key)) summary.extra += 1;
  return summary;
}
