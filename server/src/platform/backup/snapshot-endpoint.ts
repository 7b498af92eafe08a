import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

/**
 * PGlite is embedded: while the server runs, no other process may open DATA_DIR/db. So the
 * server itself hands out a snapshot of it. On start (PGlite only) it listens on a random port of
 * 127.0.0.1 and writes the port and a fresh random token to DATA_DIR/backup-endpoint.json (mode
 * 0600): whoever can read the data directory may take a backup, nobody else can, and nothing is
 * added to the public port (or behind nginx). `POST /snapshot` with the token answers PGlite's
 * `dumpDataDir()`: a tar of the data directory taken between two statements, which PGlite reopens
 * as it reopens after a power cut (uncommitted work rolled back). Requests wait only while the tar
 * is written (~0.4 s for a 40 MB database); the backup tool turns the copy into a portable SQL
 * dump in its own process, so the server never runs pg_dump's work nor holds a long transaction.
 */
export const ENDPOINT_FILE = 'backup-endpoint.json';

interface Endpoint {
  pid: number;
  port: number;
  token: string;
}

/** Starts the snapshot endpoint for a PGlite database (a no-op on PostgreSQL); stops on close. */
export async function serveSnapshots(
  app: FastifyInstance,
  dataDir: string,
  database: Database,
): Promise<void> {
  const snapshot = database.snapshot?.bind(database);
  if (!snapshot) return;
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  let queue: Promise<unknown> = Promise.resolve();
  const server = createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (req.method !== 'POST' || req.url !== '/snapshot') {
      res.writeHead(404).end();
      return;
    }
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.writeHead(401).end();
      return;
    }
    // One snapshot at a time: each is a whole copy of the database in memory.
    queue = queue.then(async () => {
      const started = Date.now();
      try {
        const tar = await snapshot();
        app.log.info({ bytes: tar.size, ms: Date.now() - started }, 'backup: database snapshot taken');
        res.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': tar.size });
        await pipeline(Readable.fromWeb(tar.stream() as import('node:stream/web').ReadableStream), res);
      } catch (err) {
        app.log.error({ err }, 'backup: snapshot failed');
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const file = join(dataDir, ENDPOINT_FILE);
  const endpoint: Endpoint = { pid: process.pid, port: (server.address() as AddressInfo).port, token };
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  app.addHook('onClose', async () => {
    await new Promise((resolve) => server.close(resolve));
    // Only our own file: a second server started on the same directory by mistake keeps its own.
    if (readEndpoint(dataDir)?.token === token) rmSync(file, { force: true });
  });
}

function readEndpoint(dataDir: string): Endpoint | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, ENDPOINT_FILE), 'utf8')) as Endpoint;
  } catch {
    return null;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The id of a running server that holds DATA_DIR's PGlite database, if there is one. */
export function serverHolding(dataDir: string): number | null {
  const endpoint = readEndpoint(dataDir);
  return endpoint && alive(endpoint.pid) ? endpoint.pid : null;
}

/**
 * Asks the server running on `dataDir` for a snapshot and writes it to `file`. Answers false when
 * no server runs there (then the tool may copy DATA_DIR/db itself); fails when one runs but does
 * not answer, because opening its database from a second process could corrupt it.
 */
export async function fetchSnapshot(dataDir: string, file: string): Promise<boolean> {
  const endpoint = readEndpoint(dataDir);
  if (!endpoint || !alive(endpoint.pid)) return false;
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${endpoint.port}/snapshot`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.token}` },
    });
  } catch (err) {
    throw new Error(
      `the server (process ${endpoint.pid}) holds ${dataDir} but its backup endpoint does not answer ` +
        `(${(err as Error).message}); if no server runs there, remove ${ENDPOINT_FILE}`,
    );
  }
  if (!res.ok || !res.body) throw new Error(`the server refused the snapshot (HTTP ${res.status})`);
  await pipeline(
    Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
    createWriteStream(file),
  );
  return true;
}
