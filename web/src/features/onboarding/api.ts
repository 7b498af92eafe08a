import type { OnboardingBody } from '@krug/contract/onboarding';
import { apiFetch } from '../../lib/api.ts';

export const saveOnboarding = (body: OnboardingBody) => apiFetch('/api/onboarding', { method: 'POST', body });
