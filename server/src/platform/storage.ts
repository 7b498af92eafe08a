import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { type Duplex, pipeline as pipelineCb, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files live: the local folder (the default) or an S3-compatible bucket (storage-s3.ts).
 * Both pass the same contract tests (storage.contract.ts).
 */
export interface Storage {
  /** Streams into `key` (never whole in memory); answers the number of bytes written. */
  put(key: string, data: Readable): Promise<number>;
  /**
   * A stream of the bytes `start..end` (inclusive), or the whole file; a missing key fails the
   * stream with an error whose `code` is `ENOENT`.
   */
  get(key: string, range?: { start: number; end: number }): Readable;
  /** Bytes stored under `key`, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Removes the file; removing a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every stored key in ascending order of the whole key (as S3 lists); a backup reads them all. */
  list(): AsyncIterable<string>;
}

/**
 * A key is a relative path of non-empty segments, none of them `.` or `..` (it never leaves the
 * folder or the bucket's prefix); answers it unchanged.
 */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (!key || key.includes('\\') || key.includes('\0') || parts.some((p) => !p || p === '.' || p === '..'))
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A file being written by `put` under its temporary name; it is not a stored key yet. */
const PARTIAL = '.partial';

export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checkKey(key));
    if (!path.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a temporary name and renamed, so a half-written file never has the real key.
      const partial = `${path}${PARTIAL}`;
      let bytes = 0;
      data.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      try {
        await pipeline(data, createWriteStream(partial));
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return bytes;
    },
    get(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async size(key) {
      const path = pathOf(key);
      try {
        return (await stat(path)).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      yield* walk(base, '');
    },
  };
}

/**
 * The keys under `dir` in ascending order of the whole key: a folder sorts as its name plus '/',
 * so `a-c` comes before `a/b` as in S3's listing. A folder removed meanwhile has none.
 */
async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const sortName = (e: Dirent) => (e.isDirectory() ? `${e.name}/` : e.name);
  entries.sort((a, b) => (sortName(a) < sortName(b) ? -1 : sortName(a) > sortName(b) ? 1 : 0));
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(join(dir, entry.name), key);
    else if (entry.isFile() && !entry.name.endsWith(PARTIAL)) yield key;
  }
}

/**
 * The stream of a stored file that the database says exists; a file missing from storage (lost,
 * removed by hand) answers `missing` (a 404) instead of failing mid-response.
 */
export async function readStored(storage: Storage, key: string, missing: () => Error): Promise<Readable> {
  if ((await storage.size(key)) === null) throw missing();
  return storage.get(key);
}

export const joinKey = (...parts: string[]) =>
  join(...parts)
    .split(sep)
    .join('/');

/**
 * `transform` fed from `source` (a stored file into sharp): unlike `source.pipe(transform)`, a
 * failed read (a bucket that went away mid-file) fails the transform, so a `put` of it fails
 * instead of waiting for bytes that never come.
 */
export function piped<T extends Duplex>(source: Readable, transform: T): T {
  return pipelineCb(source, transform, () => {}) as T;
}
