import type { OnboardingBody } from '@krug/contract/onboarding';
import { api, call } from '../../lib/api-client.ts';

export const saveOnboarding = (body: OnboardingBody) => call(api.POST('/api/onboarding', { body }));

/** Remembers on the server that the wizard was finished or skipped with nothing to save. */
export const completeOnboarding = () => call(api.POST('/api/onboarding/complete'));
