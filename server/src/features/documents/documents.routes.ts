import { IdParams } from '@krug/contract/common';
import {
  CreateDocumentBody,
  DOCUMENT_TEXTS,
  Document,
  ScanUploadResponse,
  UpdateDocumentBody,
} from '@krug/contract/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { Invalid } from '../../platform/errors.ts';
import type { DocumentsService } from './documents.service.ts';

const tags = ['documents'];
const int = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : Number.NaN);

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
      config: { upload: true },
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
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        // Fields sent before the file say whether this is a chunk.
        if (fields.total_chunks !== undefined) {
          return documents.uploadChunk(
            userId,
            req.params.id,
            {
              chunkIndex: int(fields.chunk_index),
              totalChunks: int(fields.total_chunks),
              originalFilename: fields.original_filename ?? part.filename,
            },
            part.file,
          );
        }
        const document = await documents.uploadWhole(userId, req.params.id, part.file);
        return { complete: true, received: 1, total: 1, document };
      }
      throw new Invalid(DOCUMENT_TEXTS.scanMissing);
    },
  );
  app.get(
    '/api/my-documents/:id/scan',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A scan by its signed link',
        params: IdParams,
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (req, reply) => {
      const scan = await documents.scan(req.params.id, req.query.exp, req.query.sig);
      return reply
        .header('content-type', scan.mime)
        .header('cache-control', 'private, max-age=3600')
        .send(scan.stream);
    },
  );
};
