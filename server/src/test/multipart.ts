import type { MediaFile } from '@krug/contract/media';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * A multipart/form-data body for app.inject: text fields and at most one file, in the order given,
 * built by hand so names can carry anything (quotes, NUL, paths). `truncate` cuts the end off.
 */
export function multipart(
  parts: ({ name: string; value: string } | { name: string; filename: string; data: Buffer })[],
  opts: { boundary?: string; truncate?: boolean; fileType?: string } = {},
) {
  const boundary = opts.boundary ?? `----krug${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${opts.fileType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  if (!opts.truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload: opts.truncate ? payload.subarray(0, payload.length - 10) : payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Uploads one file to the library as `token`'s owner (privacy `chat` unless `fields` say otherwise)
 * and returns the created media file; fails the test on any other answer than 201.
 */
export async function uploadMedia(
  app: FastifyInstance,
  token: string,
  filename: string,
  data: Buffer,
  fields: Record<string, string> = { privacy_level: 'chat' },
): Promise<MediaFile> {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, data },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
