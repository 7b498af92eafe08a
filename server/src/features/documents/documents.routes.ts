import { finished, Readable } from 'node:stream';
import { IdParams } from '@krug/contract/common';
import {
  CreateDocumentBody,
  DOCUMENT_TEXTS,
  Document,
  ScanUploadResponse,
  UpdateDocumentBody,
} from '@krug/contract/documents';
import { LIMIT_TEXTS, SCAN_CHUNK_BYTES, SCAN_MAX_BYTES } from '@krug/contract/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { refuseDeclaredOver } from '../../platform/content-length.ts';
import { Invalid } from '../../platform/errors.ts';
import { userFileHeaders } from '../../platform/user-file.ts';
import type { DocumentsService } from './documents.service.ts';

const tags = ['documents'];
const int = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : Number.NaN);

/**
 * Reads a stream until it ends or has given more than `max` bytes. Answers the bytes read and,
 * if it did not end, the paused stream with the rest.
 */
function readUpTo(file: Readable, max: number): Promise<{ head: Buffer; rest: Readable | null }> {
  const parts: Buffer[] = [];
  let size = 0;
  return new Promise((resolve, reject) => {
    // An error, or a close before the end (a cut-off request), fails the read.
    const stopWatching = finished(file, (err) => {
      stop();
      if (err) reject(err);
    });
    const stop = () => {
      file.off('data', onData);
      file.off('end', onEnd);
      stopWatching();
    };
    const onData = (c: Buffer) => {
      parts.push(c);
      size += c.length;
      if (size <= max) return;
      file.pause();
      stop();
      resolve({ head: Buffer.concat(parts), rest: file });
    };
    const onEnd = () => {
      stop();
      resolve({ head: Buffer.concat(parts), rest: null });
    };
    file.on('data', onData).on('end', onEnd);
  });
}

async function* prepend(head: Buffer, rest: Readable) {
  yield head;
  yield* rest;
}

export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/api/my-documents',
    { schema: { tags, summary: 'My documents', response: { 200: z.array(Document) } } },
    (req) => documents.list(userIdOf(req)),
  );
  app.post(
    '/api/my-documents',
    { schema: { tags, summary: 'Add a document', body: CreateDocumentBody, response: { 201: Document } } },
    async (req, reply) => reply.status(201).send(await documents.create(userIdOf(req), req.body)),
  );
  app.put(
    '/api/my-documents/:id',
    {
      schema: {
        tags,
        summary: 'Edit number, data and country (not the type)',
        params: IdParams,
        body: UpdateDocumentBody,
        response: { 200: Document },
      },
    },
    (req) => documents.update(userIdOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/my-documents/:id',
    { schema: { tags, summary: 'Delete a document', params: IdParams } },
    async (req, reply) => {
      await documents.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/my-documents/:id/upload-scan',
    {
      config: { budget: 'upload' },
      // A declared size over the scan limit or the remaining quota is refused before reading.
      onRequest: refuseDeclaredOver(async (req) => [
        { bytes: SCAN_MAX_BYTES, detail: DOCUMENT_TEXTS.scanTooLarge },
        {
          bytes: await documents.remaining(userIdOf(req), (req.params as { id: string }).id),
          detail: LIMIT_TEXTS.storageQuota,
        },
      ]),
      schema: {
        tags,
        summary:
          'Upload a scan: whole (up to 5 MB) or in 1 MB chunks (chunk_index, total_chunks, original_filename)',
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ScanUploadResponse },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new Invalid(DOCUMENT_TEXTS.scanMissing);
      const userId = userIdOf(req);
      const fields: Record<string, string> = {};
      const chunk = (file: Readable, filename: string) =>
        documents.uploadChunk(
          userId,
          req.params.id,
          {
            chunkIndex: int(fields.chunk_index),
            totalChunks: int(fields.total_chunks),
            originalFilename: fields.original_filename ?? filename,
          },
          file,
        );
      const whole = async (file: Readable) => {
        const document = await documents.uploadWhole(userId, req.params.id, file);
        return { complete: true, received: 1, total: 1, document };
      };
      // A file whose fields have not come yet: at most one chunk's size, held until they do.
      let held: { data: Buffer; filename: string } | undefined;
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        // Fields sent before the file say whether this is a chunk: stream it straight through.
        if (fields.total_chunks !== undefined) return chunk(part.file, part.filename);
        // Otherwise the fields may follow the file (as browsers send them). Anything larger
        // than a chunk can only be a whole scan and streams on; a smaller one waits for them.
        const { head, rest } = await readUpTo(part.file, SCAN_CHUNK_BYTES);
        if (rest) return whole(Readable.from(prepend(head, rest)));
        held = { data: head, filename: part.filename };
      }
      if (!held) throw new Invalid(DOCUMENT_TEXTS.scanMissing);
      const file = Readable.from([held.data]);
      return fields.total_chunks !== undefined ? chunk(file, held.filename) : whole(file);
    },
  );
  app.get(
    '/api/my-documents/:id/scan',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A scan by its signed link; variant=thumb / large: a 320 / 2048 px WebP of an image scan',
        params: IdParams,
        querystring: z.object({
          exp: z.string().optional(),
          sig: z.string().optional(),
          variant: z.enum(['original', 'thumb', 'large']).default('original'),
        }),
      },
    },
    async (req, reply) => {
      const scan = await documents.scan(req.params.id, req.query.exp, req.query.sig, req.query.variant);
      // Scan links are issued only to the document's owner: a PDF opens in the viewer.
      return userFileHeaders(reply, { mime: scan.mime, filename: 'scan.pdf', inlinePdf: true })
        .header('cache-control', 'private, max-age=3600')
        .send(scan.stream);
    },
  );
};
