import type { BirthdaysQuery } from '@krug/contract/birthdays';
import {
  FAMILY_TEXTS,
  type FamilyPrivacy,
  type FamilyProfile,
  type UpdateFamilyBody,
} from '@krug/contract/family';
import type { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import { familyBirthdays } from './birthdays.service.ts';
import { familyRepo } from './family.repo.ts';
import { managed } from './family-access.ts';
import { createFamilyCreation } from './family-create.service.ts';
import { createFamilyImages } from './family-images.service.ts';
import { createFamilyMembersService } from './family-members.service.ts';
import { createFamilyPublicView } from './family-public.service.ts';
import { createFamilyView, type FamilyDeps } from './family-view.ts';

type Update = z.output<typeof UpdateFamilyBody>;

/**
 * The family area: founding (family-create), members (family-members), images (family-images),
 * the public view (family-public) and, here, finding, listing, settings and deletion.
 */
export function createFamilyService(deps: FamilyDeps) {
  const { db, storage } = deps;
  const view = createFamilyView(deps);
  return {
    ...createFamilyCreation(deps, view),
    ...createFamilyMembersService(deps, view),
    ...createFamilyImages(deps, view),
    ...createFamilyPublicView(deps, view),

    async search(userId: string, text: string): Promise<FamilyProfile[]> {
      const found = await familyRepo.search(db, text, userId);
      const mine = new Map((await familyRepo.ofUser(db, userId)).map((r) => [r.family.id, r.member]));
      return view.profiles(found.map((family) => ({ family, member: mine.get(family.id) })));
    },

    /** Members' and relatives' birthdays in a date range (birthdays.service.ts). */
    birthdays(userId: string, familyId: string, range: BirthdaysQuery) {
      return familyBirthdays(db, userId, familyId, range);
    },

    async list(userId: string): Promise<FamilyProfile[]> {
      return view.profiles(await familyRepo.ofUser(db, userId));
    },

    async update(userId: string, familyId: string, body: Update): Promise<FamilyProfile> {
      await managed(db, userId, familyId);
      const row = await familyRepo.update(db, familyId, {
        name: body.family_name,
        description: body.description,
        city: body.city,
        location: body.location,
      });
      if (!row) throw new NotFound(FAMILY_TEXTS.notFound);
      return view.profileOf(userId, row);
    },

    async setPrivacy(userId: string, familyId: string, body: FamilyPrivacy): Promise<FamilyProfile> {
      await managed(db, userId, familyId);
      const row = await familyRepo.update(db, familyId, {
        isPrivate: body.is_private,
        // A private family is never offered to strangers (the wizard disables discovery while private).
        allowPublicDiscovery: body.is_private ? false : body.allow_public_discovery,
        whoCanSeePosts: body.who_can_see_posts,
        whoCanComment: body.who_can_comment,
        profileSearchability: body.profile_searchability,
      });
      if (!row) throw new NotFound(FAMILY_TEXTS.notFound);
      return view.profileOf(userId, row);
    },

    async remove(userId: string, familyId: string): Promise<void> {
      const { family } = await managed(db, userId, familyId);
      await familyRepo.delete(db, familyId);
      for (const key of [family.bannerKey, family.avatarKey]) if (key) await storage.delete(key);
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
