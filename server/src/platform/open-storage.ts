import { createLocalStorage, type Storage } from './storage.ts';
import { createS3Storage, type S3Storage } from './storage-s3.ts';
import type { S3Settings } from './storage-url.ts';

/** The configured storage: the bucket of STORAGE_URL, else the local folder DATA_DIR/media. */
export function openStorage(config: { s3?: S3Settings; mediaDir: string }): Storage | S3Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.mediaDir);
}

/** The S3 driver's extras (presigned links), when that is the storage in use. */
export const asS3 = (storage: Storage): S3Storage | null =>
  'presign' in storage ? (storage as S3Storage) : null;
