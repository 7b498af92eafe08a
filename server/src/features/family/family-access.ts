import { FAMILY_TEXTS } from '@krug/contract/family';
import type { Db } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { canManageFamily } from './family.policy.ts';
import { familyRepo } from './family.repo.ts';

/** The caller's active membership; a private family does not exist for others (404), a public one is 403. */
export async function memberOf(db: Db, userId: string, familyId: string) {
  const family = await familyRepo.findById(db, familyId);
  if (!family) throw new NotFound(FAMILY_TEXTS.notFound);
  const member = await familyRepo.membership(db, familyId, userId);
  if (!member && family.isPrivate) throw new NotFound(FAMILY_TEXTS.notFound);
  if (!member) throw new Forbidden(FAMILY_TEXTS.notAllowed);
  return { family, member };
}

/** The caller's membership when they manage the family (PARENT or the creator), else 403. */
export async function managed(db: Db, userId: string, familyId: string) {
  const { family, member } = await memberOf(db, userId, familyId);
  if (!canManageFamily(member)) throw new Forbidden(FAMILY_TEXTS.notAllowed);
  return { family, member };
}
