import { OnboardingBody, OnboardingResponse } from '@krug/contract/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { OnboardingService } from './onboarding.service.ts';

export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding },
) => {
  app.post(
    '/api/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Save work, education and privacy from the onboarding wizard',
        body: OnboardingBody,
        response: { 200: OnboardingResponse },
      },
    },
    (req) => onboarding.save(userIdOf(req), req.body),
  );
  app.post(
    '/api/onboarding/complete',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Remember that the onboarding wizard was finished or skipped with nothing to save',
      },
    },
    async (req, reply) => {
      await onboarding.complete(userIdOf(req));
      return reply.status(204).send();
    },
  );
};
