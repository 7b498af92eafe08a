import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where files live. The local folder is the default; another backend implements the same five calls. */
export interface Storage {
  /** Streams into `key` (never whole in memory); answers the number of bytes written. */
  put(key: string, data: Readable): Promise<number>;
  /** A stream of the bytes `start..end` (inclusive), or the whole file. */
  get(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** Every stored key, in a stable (sorted) order; a backup reads them all. */
  list(): AsyncIterable<string>;
}

/** A file being written by `put` under its temporary name; it is not a stored key yet. */
const PARTIAL = '.partial';

export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
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
      try {
        return (await stat(pathOf(key))).size;
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

/** The keys under `dir` (depth first, names sorted); a folder removed meanwhile has none. */
async function* walk(dir: string, prefix: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
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
