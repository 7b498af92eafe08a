import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, type Storage } from './storage.ts';
import type { S3Settings } from './storage-url.ts';

/**
 * Bytes of one part of a multipart upload and parts sent at once: an upload holds at most
 * PART_SIZE × (QUEUE_SIZE + 1) in memory, whatever the file's size (S3's smallest part is 5 MiB).
 */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** What a presigned link carries besides the object: the headers S3 answers with, and its lifetime. */
export interface PresignOptions {
  expiresInSeconds: number;
  contentType?: string;
  contentDisposition?: string;
  cacheControl?: string;
}

/** The S3 driver adds presigned links (the bucket answers the browser directly). */
export interface S3Storage extends Storage {
  presign(key: string, options: PresignOptions): Promise<string>;
  /** The origin of presigned links as the browser sees them (for a CSP that lets it load from there). */
  linkOrigin(): Promise<string>;
  /** Closes the client's kept-alive connections. */
  close(): void;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // Checksums only where S3 requires them: with the SDK's newer default (a CRC trailer in
    // `aws-chunked` bodies) many S3-compatible servers refuse or mangle uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Video streams hold a connection for as long as the viewer watches: a pool for many of them.
    requestHandler: {
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
      connectionTimeout: 10_000,
    },
  });
}

/**
 * Files in an S3-compatible bucket, each key under `prefix/`. Uploads are streamed as multipart
 * uploads (a failed one is aborted, so a half-written object never has the key); reads are
 * streams that ask the bucket only when first read and close the request when destroyed.
 */
export function createS3Storage(
  s3: S3Settings,
  client: S3Client = createS3Client(s3),
  options: { listPageSize?: number } = {},
): S3Storage {
  const { bucket } = s3;
  const base = s3.prefix ? `${s3.prefix}/` : '';
  const objectKey = (key: string) => base + checkKey(key);

  return {
    // Read off a real link: right for path-style, virtual-hosted and AWS's regional addresses alike.
    linkOrigin: async () =>
      new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: `${base}probe` })))
        .origin,

    async put(key, data) {
      const name = objectKey(key);
      let bytes = 0;
      let failed: Error | null = null;
      const counted = data.pipe(
        new Transform({
          transform(chunk: Buffer, _enc, done) {
            bytes += chunk.length;
            done(null, chunk);
          },
        }),
      );
      // pipe() does not carry a source's failure: the upload must fail with it, not wait.
      data.once('error', (err) => {
        failed = err;
        counted.destroy(err);
      });
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: name, Body: counted },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        data.destroy();
        // The source's failure is the cause, not a failed abort of the multipart upload after it.
        throw failed ?? err;
      }
      return bytes;
    },

    get(key, range) {
      const name = objectKey(key);
      const abort = new AbortController();
      let body: Readable | null = null;
      let started = false;
      const out = new Readable({
        read() {
          if (body) {
            body.resume();
            return;
          }
          if (started) return;
          started = true;
          client
            .send(
              new GetObjectCommand({
                Bucket: bucket,
                Key: name,
                Range: range ? `bytes=${range.start}-${range.end}` : undefined,
              }),
              { abortSignal: abort.signal },
            )
            .then((res) => {
              body = res.Body as Readable;
              if (out.destroyed) return body.destroy();
              // Exactly the bytes asked for, even from a server that answers a range with more
              // (or, without Content-Range, with the whole object).
              let skip = range && !res.ContentRange ? range.start : 0;
              let left = range ? range.end - range.start + 1 : Number.POSITIVE_INFINITY;
              body.on('data', (data: Buffer) => {
                let chunk = data;
                if (skip > 0) {
                  const dropped = Math.min(skip, chunk.length);
                  chunk = chunk.subarray(dropped);
                  skip -= dropped;
                }
                if (chunk.length > left) chunk = chunk.subarray(0, left);
                left -= chunk.length;
                if (chunk.length && !out.push(chunk)) body?.pause();
                if (left === 0) {
                  body?.destroy();
                  out.push(null);
                }
              });
              body.once('end', () => out.push(null));
              body.once('error', (err) => out.destroy(err));
            })
            .catch((err) => {
              if (notFound(err))
                out.destroy(Object.assign(new Error(`no such stored file: ${key}`), { code: 'ENOENT' }));
              else out.destroy(err as Error);
            });
        },
        destroy(err, done) {
          abort.abort();
          body?.destroy();
          done(err);
        },
      });
      return out;
    },

    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      // Idempotent on S3: deleting a missing key succeeds.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: base || undefined,
            ContinuationToken: token,
            MaxKeys: options.listPageSize,
          }),
        );
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key.slice(base.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    presign(key, options) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          ResponseContentType: options.contentType,
          ResponseContentDisposition: options.contentDisposition,
          ResponseCacheControl: options.cacheControl,
        }),
        { expiresIn: options.expiresInSeconds },
      );
    },

    close() {
      client.destroy();
    },
  };
}
