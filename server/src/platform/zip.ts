import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import { attachment } from './http-range.ts';
import type { Storage } from './storage.ts';

/**
 * A zip written as a stream (yazl): stored files are opened only when the zip reaches them, one
 * at a time, and never held in memory. A failing source stream ends the output with that error,
 * so a reader never mistakes a cut-off zip for a whole one.
 */
export function createZipWriter(storage: Storage) {
  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const fail = (err: unknown) => output.destroy(err instanceof Error ? err : new Error(String(err)));
  zip.on('error', fail);
  /** Ties a source stream's failure to the zip. */
  const guard = (s: Readable) => s.on('error', fail);
  return {
    zip,
    output,
    fail,
    guard,
    /** Drops a zip that was never handed out (its output has no reader to tell). */
    abort: () => output.destroy(),
    /** Adds a stored file under `path` (uncompressed, its size known); null when it is missing from storage. */
    async addStored(key: string, path: string, mtime?: Date): Promise<string | null> {
      const size = await storage.size(key);
      if (size === null) return null;
      zip.addReadStreamLazy(path, { size, compress: false, ...(mtime ? { mtime } : {}) }, (cb) =>
        cb(null, guard(storage.get(key))),
      );
      return path;
    },
    /** Adds a small text file. */
    addText(text: string, path: string) {
      zip.addBuffer(Buffer.from(text), path, { compress: false });
    },
    /**
     * Ends the zip; answers its exact size when every entry's size is known (a Content-Length),
     * else null.
     */
    end(): number | null {
      let total: number | null = null;
      // yazl calls back with the size (-1 when unknown); its type definitions leave the argument out.
      const end = zip.end.bind(zip) as (options: object, sized: (size: number) => void) => void;
      end({}, (size) => {
        total = size >= 0 ? size : null;
      });
      return total;
    },
  };
}
export type ZipWriter = ReturnType<typeof createZipWriter>;

/** The headers of a zip download: its name (RFC 5987, so a Russian name survives) and, when known, its size. */
export function zipHeaders(reply: FastifyReply, filename: string, size: number | null) {
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachment(filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (size !== null) reply.header('content-length', size);
  return reply;
}
