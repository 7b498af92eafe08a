import { AboutBody, ProfileCoverBody, ProfileDetails } from '@krug/contract/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { userFileHeaders } from '../../platform/user-file.ts';
import type { ProfileDetailsService } from './profile-details.service.ts';

const tags = ['people'];
const COVER_BODY_LIMIT = 15 * 1024 * 1024;

/** «О себе» and the cover of one's own page (issue 32 item 14). */
export const profileDetailsRoutes: FastifyPluginAsyncZod<{ details: ProfileDetailsService }> = async (
  app,
  { details },
) => {
  app.put(
    '/api/users/about',
    {
      schema: {
        tags,
        summary: '«О себе» on my page (up to 500 characters; empty clears it)',
        body: AboutBody,
        response: { 200: ProfileDetails },
      },
    },
    (req) => details.setAbout(userIdOf(req), req.body.about),
  );
  app.put(
    '/api/users/profile-cover',
    {
      config: { budget: 'upload' },
      bodyLimit: COVER_BODY_LIMIT,
      schema: {
        tags,
        summary: 'The cover of my page (data URL, image, 10 MB; re-encoded to 1500×500)',
        body: ProfileCoverBody,
        response: { 200: ProfileDetails },
      },
    },
    (req) => details.setCover(userIdOf(req), req.body.cover_image),
  );
  app.delete(
    '/api/users/profile-cover',
    { schema: { tags, summary: 'Remove the cover of my page', response: { 200: ProfileDetails } } },
    (req) => details.deleteCover(userIdOf(req)),
  );
  app.get(
    '/api/users/covers/:name',
    {
      config: { public: true },
      schema: { tags, summary: 'A page cover', params: z.object({ name: z.string().max(60) }) },
    },
    async (req, reply) =>
      userFileHeaders(reply, { mime: 'image/webp' })
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await details.cover(req.params.name)),
  );
};
