/**
 * npm run storage:migrate -- --to 's3://bucket/prefix?endpoint=…&region=…&force_path_style=1'
 *   [--from DIR] [--journal FILE] [--quiet]
 * Copies the stored files of a local folder (DATA_DIR/media by default) into an S3-compatible
 * bucket, each one read back and checked by size and SHA-256. Resumable: run it again and it
 * copies only what is not copied yet (a journal, DATA_DIR/storage-migrate.journal, lists what
 * was checked). Keys from S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY. Exit 1 on any mismatch.
 * See docs/incoming/wave4-s3.md ("Moving an instance into a bucket").
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalStorage } from '../server/src/platform/storage.ts';
import { migrateStorage } from '../server/src/platform/storage-migrate.ts';
import { createS3Storage } from '../server/src/platform/storage-s3.ts';
import { describeS3, parseStorageUrl } from '../server/src/platform/storage-url.ts';

const USAGE =
  "usage: npm run storage:migrate -- --to 's3://bucket/prefix?endpoint=…' [--from DIR] [--journal FILE] [--quiet]";

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    from: { type: 'string' },
    journal: { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || !values.to) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 1);
}
// npm runs scripts from the repository root; relative paths mean where the command was typed.
const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const dataDir = here(process.env.DATA_DIR ?? 'data');
const from = values.from ? here(values.from) : join(dataDir, 'media');
const journal = values.journal ? here(values.journal) : join(dataDir, 'storage-migrate.journal');
const say = values.quiet ? () => {} : (line: string) => console.log(`storage:migrate: ${line}`);

try {
  const s3 = parseStorageUrl(values.to, process.env);
  const target = createS3Storage(s3);
  const started = Date.now();
  say(`${from} → ${describeS3(s3)}`);
  const summary = await migrateStorage({
    from: createLocalStorage(from),
    to: target,
    toName: describeS3(s3),
    journal,
    log: say,
  });
  target.close();
  const mb = (summary.copiedBytes / 1024 / 1024).toFixed(1);
  say(
    `${summary.copied} copied (${mb} MB) and checked, ${summary.skipped} already there, ` +
      `${summary.vanished} deleted meanwhile, ${summary.extra} in the bucket but not in the folder; ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (summary.mismatched.length) {
    console.error(
      `storage:migrate: ${summary.mismatched.length} copies do not match; run again to copy them anew`,
    );
    process.exit(1);
  }
} catch (err) {
  console.error(`storage:migrate failed: ${(err as Error).message}`);
  process.exit(1);
}
