import { multipart } from '../multipart.ts';

type Parts = Parameters<typeof multipart>[0];

/** The shared multipart builder with the fuzz test's fixed boundary and an image part type. */
export const rawMultipart = (parts: Parts, opts: { boundary?: string; truncate?: boolean } = {}) =>
  multipart(parts, { boundary: 'fuzzboundary42', fileType: 'image/png', ...opts });
