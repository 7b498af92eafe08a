import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import type { AcceptedType } from '@krug/contract/media';
import { fileTypeFromStream } from 'file-type';

const OLD_OFFICE = ['doc', 'ppt', 'xls'];

/** Reads up to `limit` bytes of a stream and stops it. */
async function head(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= limit) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, limit);
}

function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    // A multi-byte character cut at the end of the sample is fine; anything else invalid is not text.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 4)));
    return true;
  } catch {
    return false;
  }
}

/**
 * The accepted type a file really is, judged from its content (magic bytes), or null. The name
 * only decides between formats that share a container: old Office files (doc, ppt, xls) and text.
 */
export async function sniffType(
  open: () => Readable,
  filename: string,
  accepted: AcceptedType[],
): Promise<AcceptedType | null> {
  const ext = extname(filename).slice(1).toLowerCase();
  const found = await fileTypeFromStream(open());
  if (found) {
    if (found.mime === 'application/x-cfb')
      return accepted.find((t) => OLD_OFFICE.includes(t.ext) && t.ext === ext) ?? null;
    return accepted.find((t) => t.mime === found.mime) ?? null;
  }
  if (ext === 'txt' && looksLikeText(await head(open(), 64 * 1024))) {
    return accepted.find((t) => t.ext === 'txt') ?? null;
  }
  return null;
}
