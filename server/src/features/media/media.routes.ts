import { IdParams } from '@krug/contract/common';
import { LIMIT_TEXTS } from '@krug/contract/limits';
import {
  MEDIA_TEXTS,
  MediaFile,
  MediaListQuery,
  MediaListResponse,
  MediaModulesResponse,
  UploadFields,
} from '@krug/contract/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { refuseDeclaredOver } from '../../platform/content-length.ts';
import { HttpError, Invalid } from '../../platform/errors.ts';
import { parseWith } from '../../platform/form.ts';
import { parseRange } from '../../platform/http-range.ts';
import { userFileDisposition, userFileHeaders } from '../../platform/user-file.ts';
import type { MediaService, StagedFile } from './media.service.ts';
import { FILE_VARIANT } from './media-dtos.ts';

const FileQuery = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
  /** original (owner links only), thumb, poster, reader (a video without metadata), or a size ('1080'…). */
  variant: z
    .string()
    .regex(FILE_VARIANT, 'variant: original, thumb, poster, reader или размер')
    .default('original'),
  download: z.enum(['0', '1']).optional(),
  /** Owner links only (signed for it): a PDF opens in the browser's viewer instead of downloading. */
  inline: z.enum(['0', '1']).optional(),
});

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService; maxBytes: number }> = async (
  app,
  { media, maxBytes },
) => {
  app.post(
    '/api/media/upload',
    {
      config: { budget: 'upload' },
      // A declared size over MEDIA_MAX_BYTES or the remaining quota is refused before reading.
      onRequest: refuseDeclaredOver(async (req) => [
        { bytes: maxBytes, detail: MEDIA_TEXTS.tooLarge },
        { bytes: await media.remaining(userIdOf(req)), detail: LIMIT_TEXTS.storageQuota },
      ]),
      schema: {
        tags: ['media'],
        summary: 'Upload one file (multipart: file, source_module, privacy_level, client_key)',
        description:
          'With a client_key already used by the uploader, answers the file stored then (200) and keeps no second copy.',
        consumes: ['multipart/form-data'],
        response: { 200: MediaFile, 201: MediaFile },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new Invalid(MEDIA_TEXTS.fileMissing);
      const userId = userIdOf(req);
      const fields: Record<string, string> = {};
      let staged: StagedFile | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || staged) {
              part.file.resume();
              continue;
            }
            staged = await media.stage(part.filename, part.file);
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (staged) await media.discard(staged);
        throw err;
      }
      if (!staged) throw new Invalid(MEDIA_TEXTS.fileMissing);
      let upload: z.output<typeof UploadFields>;
      try {
        upload = parseWith(UploadFields, fields);
      } catch (err) {
        await media.discard(staged);
        throw err;
      }
      const { file, created } = await media.commit(userId, staged, upload);
      return reply.status(created ? 201 : 200).send(file);
    },
  );

  app.get(
    '/api/media',
    {
      schema: {
        tags: ['media'],
        summary: 'My media files, newest first',
        querystring: MediaListQuery,
        response: { 200: MediaListResponse },
      },
    },
    (req) => media.list(userIdOf(req), req.query),
  );

  app.get(
    '/api/media/modules',
    {
      schema: {
        tags: ['media'],
        summary: 'Images, documents and videos counted per displayed module',
        response: { 200: MediaModulesResponse },
      },
    },
    (req) => media.modules(userIdOf(req)),
  );

  app.delete(
    '/api/media/:id',
    { schema: { tags: ['media'], summary: 'Delete one of my files', params: IdParams } },
    async (req, reply) => {
      await media.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/media/files/:id',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: 'The bytes of a file by its signed link (ranges supported)',
        params: IdParams,
        querystring: FileQuery,
      },
    },
    async (req, reply) => {
      const { exp, sig, variant, download, inline } = req.query;
      const file = await media.open(req.params.id, exp, sig, variant, inline === '1');
      if (file.presign) {
        // Redirect mode (STORAGE_URL's redirect_seconds): the signature was checked above; the
        // bucket answers the bytes and ranges itself, by a link that outlives no viewer for long.
        const disposition = userFileDisposition({
          mime: file.mime,
          filename: file.filename,
          download: download === '1',
          inlinePdf: inline === '1',
        });
        return reply.header('cache-control', 'no-store').redirect(await file.presign(disposition), 302);
      }
      const range = parseRange(req.headers.range, file.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${file.size}`);
        throw new HttpError(416, MEDIA_TEXTS.badRange);
      }
      userFileHeaders(reply, {
        mime: file.mime,
        filename: file.filename,
        download: download === '1',
        inlinePdf: inline === '1',
      })
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('cross-origin-resource-policy', 'same-origin');
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(file.read(range));
      }
      return reply.header('content-length', file.size).send(file.read());
    },
  );
};
