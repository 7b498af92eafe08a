import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../../platform/storage-url.ts';

const REPO_ROOT = join(import.meta.dirname, '../../../..');
/** The keys s3rver accepts (it checks V2 signatures with them; of V4 ones, only the key id). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3rverRun {
  endpoint: string;
  /** Settings of the driver for `bucket` (created at start) under `prefix`. */
  settings(bucket: string, prefix?: string): S3Settings;
  /** STORAGE_URL for a server process (with S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY = S3RVER). */
  storageUrl(bucket: string, prefix?: string): string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** s3rver (a real S3-protocol server) in a child process on 127.0.0.1, its files in a fresh folder. */
export async function startS3rver(opts: { buckets: string[]; port?: number }): Promise<S3rverRun> {
  const directory = mkdtempSync(join(tmpdir(), 'krug-s3rver-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', 'server/src/test/s3/s3rver-main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        S3RVER_DIR: directory,
        S3RVER_PORT: String(opts.port ?? 0),
        S3RVER_BUCKETS: opts.buckets.join(','),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /s3rver: listening on (\S+)/.exec(output);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    void exited.then(() => reject(new Error(`s3rver exited before listening:\n${output}`)));
  });
  const settings = (bucket: string, prefix = ''): S3Settings => ({
    bucket,
    prefix,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_KEYS,
  });
  return {
    endpoint,
    settings,
    storageUrl: (bucket, prefix = '') =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&force_path_style=1`,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
