/**
 * An S3-protocol server (s3rver) in a process of its own, for tests, the cluster test and bench/.
 * Started by s3rver.ts with `--openssl-legacy-provider`: s3rver 3.7 makes list continuation tokens
 * with DES, which Node's OpenSSL 3 keeps only in its legacy provider. It also walks its folders in
 * the file system's order, where S3 lists keys in ascending order (and pages by the last key): the
 * walk is replaced by one in key order before s3rver loads it. Prints its address when listening.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { posix } from 'node:path';

const require = createRequire(import.meta.url);
const OBJECT_SUFFIX = '._S3rver_object';

/** A folder's names as the keys they stand for: an object file is its key part, a folder its name plus '/'. */
function* walkInKeyOrder(dir: string, recurseFilter?: (path: string) => boolean): Generator<string> {
  const entries = readdirSync(dir).map((name) => {
    const path = posix.join(dir, name);
    const folder = statSync(path).isDirectory();
    const key = folder
      ? `${name}/`
      : name.endsWith(OBJECT_SUFFIX)
        ? name.slice(0, -OBJECT_SUFFIX.length)
        : name;
    return { path, folder, key };
  });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const e of entries) {
    if (!e.folder) yield e.path;
    else if (!recurseFilter || recurseFilter(e.path)) yield* walkInKeyOrder(e.path, recurseFilter);
  }
}
require('s3rver/lib/utils').walk = walkInKeyOrder;

const S3rver = require('s3rver');
const directory = process.env.S3RVER_DIR ?? '';
if (!directory) throw new Error('S3RVER_DIR is not set');
mkdirSync(directory, { recursive: true });
const buckets = (process.env.S3RVER_BUCKETS ?? '').split(',').filter(Boolean);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.S3RVER_PORT ?? 0),
  silent: true,
  directory,
  // Path-style only (http://127.0.0.1:port/bucket/key): no DNS names per bucket on loopback.
  vhostBuckets: false,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
const { port } = await server.run();
console.log(`s3rver: listening on http://127.0.0.1:${port}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    server.close(() => process.exit(0));
  });
