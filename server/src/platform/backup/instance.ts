import { join, resolve } from 'node:path';
import { openStorage } from '../open-storage.ts';
import type { Storage } from '../storage.ts';
import { describeS3, parseStorageUrl } from '../storage-url.ts';

export interface Instance {
  dataDir: string;
  databaseUrl: string | undefined;
  storage: Storage;
  /** Where the files are, as the CLIs say it: DATA_DIR/media or the bucket. */
  storageName: string;
}

/**
 * The instance a backup or restore works on, read from the environment exactly as the server
 * reads it (config.ts: DATA_DIR, default ./data; DATABASE_URL; files in STORAGE_URL's bucket or
 * DATA_DIR/media), but
 * without creating anything (loadConfig would make a new jwt-secret in an empty target).
 */
export function instanceFromEnv(env: NodeJS.ProcessEnv = process.env): Instance {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const mediaDir = join(dataDir, 'media');
  const s3 = env.STORAGE_URL?.trim() ? parseStorageUrl(env.STORAGE_URL.trim(), env) : undefined;
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    storage: openStorage({ s3, mediaDir }),
    storageName: s3 ? describeS3(s3) : mediaDir,
  };
}
