import { ArchiveLink, ArchiveLinkQuery, ArchiveSelectionBody } from '@krug/contract/albums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import { zipHeaders } from '../../platform/zip.ts';
import type { MediaArchive } from './media-archive.service.ts';

const tags = ['media'];

/** «Скачать всё»: zips of chosen files or of the whole library, streamed (issue 22). */
export const mediaArchiveRoutes: FastifyPluginAsyncZod<{ archive: MediaArchive }> = async (
  app,
  { archive },
) => {
  app.post(
    '/api/media/archive',
    {
      schema: {
        tags,
        summary: 'A zip of chosen files of mine (ids in the body, at most ARCHIVE_SELECTION_MAX)',
        body: ArchiveSelectionBody,
      },
    },
    async (req, reply) => {
      const zip = await archive.selection(userIdOf(req), req.body.media_ids);
      return zipHeaders(reply, zip.filename, zip.size).send(zip.stream);
    },
  );
  app.get(
    '/api/media/archive-link',
    {
      schema: {
        tags,
        summary: 'A signed link (1–2 hours) to the zip of my whole library',
        response: { 200: ArchiveLink },
      },
    },
    (req) => ({ url: archive.libraryLink(userIdOf(req)) }),
  );
  app.get(
    '/api/media/archive',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The zip of a whole library by its signed link (404 without one)',
        querystring: ArchiveLinkQuery,
      },
    },
    async (req, reply) => {
      const zip = await archive.library(req.query.u, req.query.exp, req.query.sig);
      return zipHeaders(reply, zip.filename, zip.size).send(zip.stream);
    },
  );
};
