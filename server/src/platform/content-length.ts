import type { FastifyRequest } from 'fastify';
import { TooLarge } from './errors.ts';

/** Multipart framing around one file: boundaries, part headers and the small text fields. */
export const MULTIPART_OVERHEAD_BYTES = 128 * 1024;

/** A limit on an upload's file and the detail of its 413. */
export interface UploadLimit {
  bytes: number;
  detail: string;
}

/**
 * A route-level onRequest hook (it runs after authentication) that refuses an upload whose
 * declared `Content-Length` already exceeds one of `limits` (plus the multipart framing) with 413,
 * before a byte of the body is read or written. A body without a Content-Length (chunked) is
 * still measured as it streams.
 */
export function refuseDeclaredOver(limits: (req: FastifyRequest) => Promise<UploadLimit[]>) {
  return async (req: FastifyRequest) => {
    const header = req.headers['content-length'];
    if (header === undefined || !/^\d+$/.test(header)) return;
    const declared = Number(header);
    if (declared <= MULTIPART_OVERHEAD_BYTES) return;
    for (const limit of await limits(req)) {
      if (declared > limit.bytes + MULTIPART_OVERHEAD_BYTES) throw new TooLarge(limit.detail);
    }
  };
}
