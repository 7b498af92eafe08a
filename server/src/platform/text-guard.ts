import { hasNulCharacter, NUL_CHARACTER_TEXT } from '@krug/contract/common';
import type { FastifyInstance } from 'fastify';
import { Invalid } from './errors.ts';

/**
 * Refuses a NUL character anywhere in the body, query or path with 422 before validation:
 * PostgreSQL rejects it in text, so it would otherwise surface as a 500 from the database.
 * Multipart fields are read by handlers, which parse them with parseWith(): it checks them too.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    // Only the API stores what it reads; web app pages ignore their query.
    if (!req.url.startsWith('/api/')) return;
    if (hasNulCharacter(req.params) || hasNulCharacter(req.query) || hasNulCharacter(req.body)) {
      throw new Invalid(NUL_CHARACTER_TEXT);
    }
  });
}
