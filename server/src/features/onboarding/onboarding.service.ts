import {
  type OnboardingBody,
  type PrivacySettings,
  SCHOOL_ROLE_LABELS,
  UNIVERSITY_ROLE_LABELS,
} from '@krug/contract/onboarding';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { Unauthorized } from '../../platform/errors.ts';
import { TOKEN_TEXTS } from '../../platform/jwt.ts';
import { type NewAffiliation, onboardingRepo } from './onboarding.repo.ts';

type Onboarding = z.output<typeof OnboardingBody>;

/**
 * Work place, university and school become affiliations, in that order. Roles are stored in their
 * Russian wording, as "My Roles" shows them; a role without its place is dropped.
 */
export function toAffiliations(body: Onboarding): NewAffiliation[] {
  const list: NewAffiliation[] = [];
  if (body.work_place)
    list.push({ kind: 'WORK', affiliationName: body.work_place, userRoleInOrg: body.work_role });
  if (body.university) {
    const role = body.university_role ? UNIVERSITY_ROLE_LABELS[body.university_role] : null;
    list.push({ kind: 'UNIVERSITY', affiliationName: body.university, userRoleInOrg: role });
  }
  if (body.school) {
    const role = body.school_role ? SCHOOL_ROLE_LABELS[body.school_role] : null;
    list.push({ kind: 'SCHOOL', affiliationName: body.school, userRoleInOrg: role });
  }
  return list;
}

export function createOnboardingService(db: Db) {
  return {
    async save(userId: string, body: Onboarding): Promise<{ privacy_settings: PrivacySettings }> {
      const saved = await onboardingRepo.save(db, userId, toAffiliations(body), body.privacy_settings);
      if (!saved) throw new Unauthorized(TOKEN_TEXTS.invalid);
      return { privacy_settings: body.privacy_settings };
    },
    /** A finished or skipped wizard with nothing to save: remembered so it does not come back. */
    async complete(userId: string): Promise<void> {
      if (!(await onboardingRepo.markCompleted(db, userId))) throw new Unauthorized(TOKEN_TEXTS.invalid);
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
