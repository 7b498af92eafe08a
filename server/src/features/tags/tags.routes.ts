import { PopularTagsResponse } from '@krug/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TagsService } from './tags.service.ts';

export const tagsRoutes: FastifyPluginAsyncZod<{ tags: TagsService }> = async (app, { tags }) => {
  app.get(
    '/api/tags/popular',
    {
      schema: {
        tags: ['search'],
        summary: 'The most used hashtags of public posts of the last 7 days, most used first',
        response: { 200: PopularTagsResponse },
      },
    },
    // Every signed-in user sees the same public counts; signing in is checked for all /api routes.
    () => tags.popular(),
  );
};
