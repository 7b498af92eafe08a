import type { FastifyReply } from 'fastify';
import { attachment } from './http-range.ts';

/** Only a sandbox: opened directly, a user's file gets no script, no origin, no forms or plugins. */
export const USER_FILE_CSP = 'sandbox';
const PDF = 'application/pdf';

/**
 * Headers of every file a user stored and the browser loads back (media, scans, profile photos,
 * family and organization images): the declared type is final (`nosniff`) and the file, opened
 * as a page, runs sandboxed. A PDF downloads (`attachment`) unless `inlinePdf`: its owner opens
 * it in the browser's viewer, which Chromium refuses to run in a sandbox, so such a PDF keeps
 * the app's own CSP instead (its type was checked from its content at upload, and `nosniff`
 * keeps the browser from reading it as anything else).
 */
export function userFileHeaders(
  reply: FastifyReply,
  file: { mime: string; filename?: string; download?: boolean; inlinePdf?: boolean },
): FastifyReply {
  const isPdf = file.mime === PDF;
  reply.header('content-type', file.mime).header('x-content-type-options', 'nosniff');
  if (!(isPdf && file.inlinePdf && !file.download)) reply.header('content-security-policy', USER_FILE_CSP);
  const disposition = userFileDisposition(file);
  if (disposition) reply.header('content-disposition', disposition);
  return reply;
}

/** `Content-Disposition` of a user's file: a download, or a PDF not opened in the viewer, is an attachment. */
export function userFileDisposition(file: {
  mime: string;
  filename?: string;
  download?: boolean;
  inlinePdf?: boolean;
}): string | undefined {
  if (file.download || (file.mime === PDF && !file.inlinePdf))
    return attachment(file.filename ?? 'document.pdf');
  return undefined;
}
