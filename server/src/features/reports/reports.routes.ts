import { IdParams } from '@krug/contract/common';
import {
  AdminReport,
  AdminReportsQuery,
  ReportBody,
  ReportCreated,
  ResolveReportBody,
} from '@krug/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { sendPage } from '../../platform/link-header.ts';
import { requestOf } from '../../platform/request-context.ts';
import type { ReportsService } from './reports.service.ts';

/** «Пожаловаться» and the admins' queue (CONTRACT §8). */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.post(
    '/api/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report something I can see (one open report per target)',
        body: ReportBody,
        response: { 201: ReportCreated },
      },
    },
    async (req, reply) => reply.status(201).send(await reports.create(userIdOf(req), req.body)),
  );
  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open or resolved reports with the reported thing, newest first (next page: Link header)',
        querystring: AdminReportsQuery,
        response: { 200: z.array(AdminReport) },
      },
    },
    async (req, reply) => sendPage(req, reply, await reports.list(req.query)),
  );
  app.post(
    '/api/admin/reports/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dismiss, hide the content, or suspend its owner; the reporters are told',
        params: IdParams,
        body: ResolveReportBody,
        response: { 200: AdminReport },
      },
    },
    (req) => reports.resolve(userIdOf(req), req.params.id, req.body, requestOf(req)),
  );
};
