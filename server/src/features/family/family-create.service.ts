import {
  type CreateFamilyBody,
  FAMILY_TEXTS,
  type FamilyProfile,
  type FamilyProfileCreateBody,
  ROLE_OF_RELATIONSHIP,
} from '@krug/contract/family';
import { DEFAULT_MODULE_COLOR } from '@krug/contract/modules';
import { surnameStem } from '@krug/contract/russian-names';
import type { z } from 'zod';
import { usersRepo } from '../../identity/users.repo.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { refuseAcrossBlock } from '../people/blocks.service.ts';
import { familyRepo, type NewFamilyMember } from './family.repo.ts';
import { announceInvitations } from './family-members.service.ts';
import type { FamilyDeps, FamilyView } from './family-view.ts';

type Create = z.output<typeof CreateFamilyBody>;
type CreateProfile = z.output<typeof FamilyProfileCreateBody>;

/** The creator's own row: a PARENT and the creator, no relationship to themselves. */
const creatorRow = (userId: string, me: { firstName: string; lastName: string }): NewFamilyMember => ({
  userId,
  firstName: me.firstName,
  lastName: me.lastName,
  role: 'PARENT',
  isCreator: true,
  relationship: null,
});

/** Founding a family: with its members at once, or the wizard's profile with the creator only. */
export function createFamilyCreation(deps: FamilyDeps, view: FamilyView) {
  const { db } = deps;
  const me = async (userId: string) => {
    const user = await usersRepo.findById(db, userId);
    if (!user) throw new NotFound(FAMILY_TEXTS.userNotFound);
    return user;
  };
  return {
    async create(userId: string, body: Create): Promise<FamilyProfile> {
      const creator = await me(userId);
      const members: NewFamilyMember[] = [creatorRow(userId, creator)];
      const seen = new Set([userId]);
      for (const m of body.members) {
        if (m.user_id) {
          if (seen.has(m.user_id)) continue;
          seen.add(m.user_id);
          const user = await usersRepo.findById(db, m.user_id);
          if (!user) throw new Invalid(FAMILY_TEXTS.userNotFound);
          // CONTRACT §8: no family invitations across a block (to the blocked: an unknown id).
          await refuseAcrossBlock(db, userId, user.id, new Invalid(FAMILY_TEXTS.userNotFound));
          // A registered user is invited, never put in the family without consent.
          members.push({
            userId: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            dateOfBirth: m.date_of_birth ?? null,
            role: ROLE_OF_RELATIONSHIP[m.relationship],
            relationship: m.relationship,
            status: 'invited',
            invitedBy: userId,
          });
        } else {
          members.push({
            userId: null,
            firstName: m.first_name ?? '',
            lastName: m.last_name ?? '',
            dateOfBirth: m.date_of_birth ?? null,
            role: ROLE_OF_RELATIONSHIP[m.relationship],
            relationship: m.relationship,
          });
        }
      }
      const isPrivate = body.privacy_level === 'PRIVATE';
      const family = await familyRepo.create(
        db,
        {
          name: body.name,
          // The family keeps the surname's stem (the man's form): each member's form follows their gender.
          surname: surnameStem(body.surname ?? creator.lastName),
          description: body.description,
          isPrivate,
          allowPublicDiscovery: !isPrivate,
          createdBy: userId,
        },
        members,
        userId,
        DEFAULT_MODULE_COLOR,
      );
      const invited = (await familyRepo.members(db, family.id)).filter((m) => m.status === 'invited');
      await announceInvitations(deps, userId, invited, family);
      return view.profileOf(userId, family);
    },

    /** The family wizard's step 2: a family with the creator only, and its FAMILY chat group. */
    async createProfile(userId: string, body: CreateProfile): Promise<FamilyProfile> {
      const creator = await me(userId);
      const family = await familyRepo.create(
        db,
        {
          name: body.family_name,
          surname: surnameStem(body.family_surname ?? creator.lastName),
          description: body.description,
          publicBio: body.public_bio,
          location: body.primary_address,
          city: body.city,
          state: body.state,
          country: body.country,
          establishedDate: body.established_date ?? null,
          isPrivate: body.is_private,
          allowPublicDiscovery: body.allow_public_discovery,
          createdBy: userId,
        },
        [creatorRow(userId, creator)],
        userId,
        DEFAULT_MODULE_COLOR,
      );
      return view.profileOf(userId, family);
    },
  };
}
