import { Id } from '@krug/contract/common';
import {
  JournalEntry,
  JournalEntryBody,
  JournalListQuery,
  JournalListResponse,
  OnThisDayQuery,
  OnThisDayResponse,
} from '@krug/contract/journal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { JournalService } from './journal.service.ts';

const Params = z.object({ id: Id });
const tags = ['journal'];

/** The Journal (issue 34 §3). */
export const journalRoutes: FastifyPluginAsyncZod<{ journal: JournalService }> = async (app, { journal }) => {
  app.get(
    '/api/journal',
    {
      schema: {
        tags,
        summary: 'Journal entries the caller may read (own, and shared by the family), newest day first',
        querystring: JournalListQuery,
        response: { 200: JournalListResponse },
      },
    },
    (req) => journal.list(userIdOf(req), req.query),
  );
  app.post(
    '/api/journal',
    {
      schema: { tags, summary: 'Write an entry', body: JournalEntryBody, response: { 201: JournalEntry } },
    },
    async (req, reply) => reply.status(201).send(await journal.create(userIdOf(req), req.body)),
  );
  app.get(
    '/api/journal/:id',
    {
      schema: {
        tags,
        summary: 'One entry (404 when the caller may not read it)',
        params: Params,
        response: { 200: JournalEntry },
      },
    },
    (req) => journal.get(userIdOf(req), req.params.id),
  );
  app.put(
    '/api/journal/:id',
    {
      schema: {
        tags,
        summary: 'Edit an entry (its author)',
        params: Params,
        body: JournalEntryBody,
        response: { 200: JournalEntry },
      },
    },
    (req) => journal.update(userIdOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/journal/:id',
    { schema: { tags, summary: 'Delete an entry (its author)', params: Params } },
    async (req, reply) => {
      await journal.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/memories/on-this-day',
    {
      schema: {
        tags,
        summary: '«В этот день»: the caller’s own posts, entries and photos from this day of earlier years',
        querystring: OnThisDayQuery,
        response: { 200: OnThisDayResponse },
      },
    },
    (req) => journal.onThisDay(userIdOf(req), req.query.date),
  );
};
