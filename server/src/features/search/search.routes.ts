import { SearchQuery, SearchResponse } from '@krug/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import { nextLink } from '../../platform/link-header.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/api/search',
    {
      // Counted with the user search: the same people lookup sits behind it.
      config: { budget: 'userSearch' },
      schema: {
        tags: ['search'],
        summary:
          'Search what I may see: posts (Russian morphology; `#tag` finds a hashtag), comments, messages of my chats, people, families and organizations (typos tolerated); with kind, one kind (posts, comments, messages: next page in the Link header)',
        querystring: SearchQuery,
        response: { 200: SearchResponse },
      },
    },
    async (req, reply) => {
      const viewerId = userIdOf(req);
      const { kind } = req.query;
      if (!kind) return search.grouped(viewerId, req.query.q);
      const page = await search.one(viewerId, kind, req.query);
      if (page.next) reply.header('link', nextLink(req.url, page.next));
      return page.items[0] as SearchResponse;
    },
  );
};
