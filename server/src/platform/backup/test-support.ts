import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { AppConfig } from '../../app.ts';
import { limitsAt } from '../budgets.ts';

/** The app's configuration for an instance whose files live in `dataDir`/media, as the server's do. */
export function appConfig(dataDir: string, jwtSecret: string): AppConfig {
  return {
    jwtSecret,
    jwtExpires: '1h',
    logLevel: 'silent',
    limits: limitsAt(10_000),
    publicUrl: 'http://127.0.0.1:8080',
    storageQuotaBytes: 1024 * 1024 * 1024,
    bodyLimitBytes: 1024 * 1024,
    mediaMaxBytes: 20 * 1024 * 1024,
    mediaDir: join(dataDir, 'media'),
    webDist: '/nonexistent',
    trustProxy: false,
    wsMaxPerUser: 10,
    wsMaxTotal: 10_000,
  };
}

/** Copies a tar entry by entry through `change` (tests damage or alter archives with it). */
export async function rewriteArchive(
  from: string,
  to: string,
  change: (name: string, data: Buffer) => Buffer,
) {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(from), extract);
  const pack = tar.pack();
  const writing = pipeline(pack, createWriteStream(to));
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const chunk of entry as unknown as AsyncIterable<Buffer>) parts.push(chunk);
    pack.entry(
      { name: entry.header.name, mode: entry.header.mode },
      change(entry.header.name, Buffer.concat(parts)),
    );
  }
  await reading;
  pack.finalize();
  await writing;
}
