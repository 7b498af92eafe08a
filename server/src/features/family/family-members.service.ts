import {
  type AddFamilyMemberBody,
  FAMILY_TEXTS,
  type FamilyMember,
  ROLE_OF_RELATIONSHIP,
  type UpdateRelativeBody,
} from '@krug/contract/family';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import type { z } from 'zod';
import type { FamilyMemberRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import { refuseAcrossBlock } from '../people/blocks.service.ts';
import {
  canAppointManager,
  canBeManager,
  canEditRelative,
  canLeaveFamily,
  canManageFamily,
  canRemoveFamilyMember,
  canSeeMembers,
} from './family.policy.ts';
import { familyRepo } from './family.repo.ts';
import { managed, memberOf } from './family-access.ts';
import type { FamilyDeps, FamilyView } from './family-view.ts';

type AddMember = z.output<typeof AddFamilyMemberBody>;
type UpdateRelative = z.output<typeof UpdateRelativeBody>;

/** Tells each invited user about their invitation (it opens the family-invitations view). */
export async function announceInvitations(
  { db, notifications }: Pick<FamilyDeps, 'db' | 'notifications'>,
  actorId: string,
  invited: FamilyMemberRow[],
  family: { name: string },
) {
  const actor = await usersRepo.findById(db, actorId);
  const inviter = `${actor?.firstName ?? ''} ${actor?.lastName ?? ''}`.trim();
  await notifications.notifyMany(
    invited.flatMap((row) =>
      row.userId
        ? [
            {
              userId: row.userId,
              actorId,
              type: 'invitation' as const,
              text: INVITATION_TEXTS.invitedToFamily(inviter, family.name),
              link: { kind: 'invitations', id: row.id },
            },
          ]
        : [],
    ),
  );
}

/** A family's member list: reading it, inviting, removing and leaving, editing relatives. */
export function createFamilyMembersService(deps: FamilyDeps, view: FamilyView) {
  const { db } = deps;
  return {
    async members(userId: string, familyId: string): Promise<FamilyMember[]> {
      const family = await familyRepo.findById(db, familyId);
      const member = family ? await familyRepo.membership(db, familyId, userId) : undefined;
      if (!family || !canSeeMembers(member, family)) throw new NotFound(FAMILY_TEXTS.notFound);
      return view.memberList(familyId);
    },

    /** Invites a registered user: listed as `invited`, nothing is given until they accept. */
    async addMember(userId: string, familyId: string, body: AddMember): Promise<FamilyMember[]> {
      const { family } = await managed(db, userId, familyId);
      const user = await usersRepo.findById(db, body.user_id);
      if (!user) throw new NotFound(FAMILY_TEXTS.userNotFound);
      // CONTRACT §8: no family invitations across a block.
      await refuseAcrossBlock(db, userId, user.id, new NotFound(FAMILY_TEXTS.userNotFound));
      const invited = await familyRepo.invite(db, familyId, {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        role: ROLE_OF_RELATIONSHIP[body.relationship],
        relationship: body.relationship,
        invitedBy: userId,
      });
      if (!invited) {
        const existing = await familyRepo.findMember(db, familyId, user.id);
        throw new Conflict(
          existing?.status === 'invited' ? INVITATION_TEXTS.alreadyInvited : FAMILY_TEXTS.alreadyMember,
        );
      }
      await announceInvitations(deps, userId, [invited], family);
      return view.memberList(familyId);
    },

    /**
     * Removes a member, a relative or an invitation (by member id, or by the user id of a member),
     * or lets the caller leave: any member may leave, the creator may not (409), PARENTs remove others.
     */
    async removeMember(userId: string, familyId: string, memberOrUserId: string): Promise<FamilyMember[]> {
      const { member } = await memberOf(db, userId, familyId);
      const target = await familyRepo.findMember(db, familyId, memberOrUserId);
      if (!target) throw new NotFound(FAMILY_TEXTS.memberNotFound);
      const leaving = target.id === member.id;
      if (!leaving && !canManageFamily(member)) throw new Forbidden(FAMILY_TEXTS.notAllowed);
      if (target.isCreator)
        throw new Conflict(leaving ? INVITATION_TEXTS.creatorCannotLeave : FAMILY_TEXTS.creatorNotRemovable);
      if (!(leaving ? canLeaveFamily(member, target) : canRemoveFamilyMember(member, target)))
        throw new Forbidden(FAMILY_TEXTS.notAllowed);
      await familyRepo.removeMember(db, familyId, target);
      return view.memberList(familyId);
    },

    /**
     * The creator gives a member the power to manage the family (PARENT) or takes it back (the role
     * their relationship gives, never PARENT): kinship is not power (issue 32 item 22).
     */
    async setManager(
      userId: string,
      familyId: string,
      memberId: string,
      manages: boolean,
    ): Promise<FamilyMember[]> {
      const { member } = await memberOf(db, userId, familyId);
      if (!canAppointManager(member)) throw new Forbidden(FAMILY_TEXTS.managersByCreator);
      const target = await familyRepo.findMember(db, familyId, memberId);
      if (!target) throw new NotFound(FAMILY_TEXTS.memberNotFound);
      if (!canBeManager(target)) throw new Conflict(FAMILY_TEXTS.managerNotEligible);
      const kin = target.relationship ? ROLE_OF_RELATIONSHIP[target.relationship] : null;
      await familyRepo.setRole(db, target.id, manages ? 'PARENT' : kin);
      return view.memberList(familyId);
    },

    /** Edits a relative entered by name only (no account): PARENTs and the creator. */
    async updateRelative(
      userId: string,
      familyId: string,
      memberId: string,
      body: UpdateRelative,
    ): Promise<FamilyMember[]> {
      const { member } = await managed(db, userId, familyId);
      const target = await familyRepo.findMember(db, familyId, memberId);
      if (!target || target.id !== memberId) throw new NotFound(FAMILY_TEXTS.memberNotFound);
      if (!canEditRelative(member, target)) throw new Conflict(INVITATION_TEXTS.relativeHasAccount);
      await familyRepo.updateRelative(db, memberId, {
        firstName: body.first_name,
        lastName: body.last_name,
        dateOfBirth: body.date_of_birth,
        role: ROLE_OF_RELATIONSHIP[body.relationship],
        relationship: body.relationship,
      });
      return view.memberList(familyId);
    },
  };
}
