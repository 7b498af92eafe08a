import { join, resolve } from 'node:path';
import { createLocalStorage, type Storage } from '../storage.ts';

export interface Instance {
  dataDir: string;
  databaseUrl: string | undefined;
  storage: Storage;
}

/**
 * The instance a backup or restore works on, read from the environment exactly as the server
 * reads it (config.ts: DATA_DIR, default ./data; DATABASE_URL; files in DATA_DIR/media), but
 * without creating anything (loadConfig would make a new jwt-secret in an empty target).
 */
export function instanceFromEnv(env: NodeJS.ProcessEnv = process.env): Instance {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    storage: createLocalStorage(join(dataDir, 'media')),
  };
}
