import { IdParams } from '@krug/contract/common';
import { DataExport, DataExportDownloadQuery, LatestDataExport } from '@krug/contract/data-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import { attachment } from '../../platform/http-range.ts';
import { requestOf } from '../../platform/request-context.ts';
import type { DataExportService } from './data-export.service.ts';

const tags = ['users'];

export const dataExportRoutes: FastifyPluginAsyncZod<{ exports: DataExportService }> = async (
  app,
  { exports },
) => {
  app.post(
    '/api/users/export',
    {
      schema: {
        tags,
        summary:
          'Start «Скачать мои данные»: a zip prepared in the background (409 while one is prepared, 429 within an hour of a ready one)',
        response: { 202: DataExport },
      },
    },
    async (req, reply) => reply.status(202).send(await exports.start(userIdOf(req), requestOf(req))),
  );
  app.get(
    '/api/users/export',
    {
      schema: {
        tags,
        summary: 'My latest data export (null when I never asked), with its signed download link when ready',
        response: { 200: LatestDataExport },
      },
    },
    (req) => exports.latest(userIdOf(req)),
  );
  app.get(
    '/api/users/export/:id/download',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The zip by its signed link (owner only: 404 without one; 410 once expired after 7 days)',
        params: IdParams,
        querystring: DataExportDownloadQuery,
      },
    },
    async (req, reply) => {
      const file = await exports.open(req.params.id, req.query.exp, req.query.sig);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', attachment(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
