import { createHash, type Hash } from 'node:crypto';
import { z } from 'zod';

/**
 * A Krug backup is one uncompressed tar file (photos and videos are compressed already):
 *
 *   backup.json     what the backup is: its source engine, migrations, and the database dump's
 *                   size, SHA-256 and rows per table (known before the files are read)
 *   database.sql    the data-only dump (server/src/db/backup/dump-format.ts)
 *   jwt-secret      DATA_DIR/jwt-secret, when the server keeps its secret there
 *   files/<key>     every stored file, read through the Storage interface
 *   manifest.json   backup.json plus every file's key, size and SHA-256, written last
 */
export const ENTRY = {
  header: 'backup.json',
  database: 'database.sql',
  jwtSecret: 'jwt-secret',
  filesPrefix: 'files/',
  manifest: 'manifest.json',
} as const;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const BackupHeader = z.object({
  format: z.literal('krug-backup'),
  version: z.literal(1),
  created_at: z.string(),
  source: z.object({ kind: z.enum(['pglite', 'postgres']), server_version: z.string() }),
  /** The database's applied migrations (drizzle's hash and timestamp), in order. */
  migrations: z.array(z.object({ hash: z.string(), created_at: z.number() })),
  database: z.object({
    bytes: z.number().int().nonnegative(),
    sha256: Sha256,
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  /** Whether the archive holds DATA_DIR/jwt-secret (then the archive is as secret as the server). */
  jwt_secret: z.boolean(),
});
export type BackupHeader = z.infer<typeof BackupHeader>;

export const StoredFile = z.object({
  key: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: Sha256,
});
export type StoredFile = z.infer<typeof StoredFile>;

export const BackupManifest = BackupHeader.extend({
  files: z.array(StoredFile),
  /** Keys listed by storage that were deleted before they could be read (a delete during backup). */
  vanished: z.array(z.string()),
  jwt_secret_sha256: Sha256.nullable(),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** Parses backup.json or manifest.json from an archive, with a clear error for anything else. */
export function parseJsonEntry<T extends z.ZodType>(schema: T, name: string, text: string): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${name} is not JSON: this is not a Krug backup`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`${name} is not a Krug backup's (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

/** Counts and hashes the bytes that pass through it. */
export class Digest {
  private hash: Hash = createHash('sha256');
  bytes = 0;
  update(chunk: Uint8Array): this {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    return this;
  }
  hex() {
    return this.hash.digest('hex');
  }
}

/** Yields `source`'s chunks unchanged while `digest` counts and hashes them. */
export async function* through(source: AsyncIterable<Uint8Array>, digest: Digest): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    digest.update(chunk);
    yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
}

export interface ManifestCheck {
  /** Keys whose size or SHA-256 differ from the manifest's. */
  changed: string[];
  /** Keys the manifest lists that the archive did not hold. */
  absent: string[];
  /** Keys the archive held that the manifest does not list. */
  extra: string[];
}

/** Compares the files read from an archive with its manifest. */
export function checkFiles(
  manifest: StoredFile[],
  read: Map<string, { bytes: number; sha256: string }>,
): ManifestCheck {
  const listed = new Map(manifest.map((f) => [f.key, f]));
  const changed: string[] = [];
  const absent: string[] = [];
  for (const f of manifest) {
    const got = read.get(f.key);
    if (!got) absent.push(f.key);
    else if (got.bytes !== f.bytes || got.sha256 !== f.sha256) changed.push(f.key);
  }
  const extra = [...read.keys()].filter((k) => !listed.has(k));
  return { changed, absent, extra };
}

export const manifestOk = (c: ManifestCheck) => !c.changed.length && !c.absent.length && !c.extra.length;
