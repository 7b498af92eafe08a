import type { OnboardingBody } from '@krug/contract/onboarding';
import { api, call } from '../../lib/api-client.ts';

export const saveOnboarding = (body: OnboardingBody) => call(api.POST('/api/onboarding', { body }));
