import { type CreateHouseholdBody, HOUSEHOLD_TEXTS, type HouseholdResponse } from '@krug/contract/household';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { HouseholdRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { refuseAcrossBlock } from '../people/blocks.service.ts';
import {
  canAddResident,
  canHandOver,
  canRemoveResident,
  canSeeHousehold,
  canTakeOver,
} from './household.policy.ts';
import { householdRepo } from './household.repo.ts';

type Create = z.output<typeof CreateHouseholdBody>;

export function createHouseholdService(db: Db, notifications: Notifier) {
  /** The household as `viewerId` sees it (emails only where they may see them). */
  async function view(household: HouseholdRow, viewerId: string): Promise<HouseholdResponse> {
    const members = await householdRepo.members(db, household.id, viewerId);
    const me = members.find((m) => m.userId === viewerId && m.status === 'active');
    return {
      household: {
        id: household.id,
        household_name: household.householdName,
        address_street: household.addressStreet,
        address_city: household.addressCity,
        address_state: household.addressState,
        address_country: household.addressCountry,
        address_postal_code: household.addressPostalCode,
        created_at: household.createdAt.toISOString(),
        can_add_members: canAddResident(me),
        can_hand_over: canHandOver(me),
      },
      members: members.map((m) => ({
        id: m.id,
        user_id: m.userId,
        first_name: m.firstName,
        last_name: m.lastName,
        email: m.email,
        profile_picture: m.profilePicture,
        relationship: m.relationship,
        is_creator: m.isCreator,
        status: m.status,
        can_remove: canRemoveResident(me, viewerId, m),
      })),
    };
  }

  /** A household the caller lives in; others' households do not exist for them (404). */
  async function visible(userId: string, householdId: string) {
    const household = await householdRepo.findById(db, householdId);
    const resident = household ? await householdRepo.membership(db, householdId, userId) : undefined;
    if (!household || !canSeeHousehold(resident)) throw new NotFound(HOUSEHOLD_TEXTS.notFound);
    return { household, resident };
  }

  return {
    async mine(userId: string): Promise<HouseholdResponse> {
      const household = await householdRepo.findOfUser(db, userId);
      return household ? view(household, userId) : { household: null, members: [] };
    },

    async create(userId: string, body: Create): Promise<HouseholdResponse> {
      if (await householdRepo.findOfUser(db, userId)) throw new Conflict(HOUSEHOLD_TEXTS.alreadyInHousehold);
      const household = await householdRepo.create(
        db,
        {
          householdName: body.household_name,
          addressStreet: body.address_street,
          addressCity: body.address_city,
          addressState: body.address_state,
          addressCountry: body.address_country,
          addressPostalCode: body.address_postal_code,
          createdBy: userId,
        },
        userId,
      );
      return view(household, userId);
    },

    async addMember(
      userId: string,
      householdId: string,
      memberId: string,
      relationship: 'roommate' | 'tenant' | 'family_member' | 'other',
    ) {
      const { household, resident } = await visible(userId, householdId);
      if (!canAddResident(resident)) throw new Forbidden();
      if (!(await usersRepo.findById(db, memberId))) throw new NotFound(HOUSEHOLD_TEXTS.userNotFound);
      // CONTRACT §8: nobody is invited across a block; to the blocked, the blocker is unknown.
      await refuseAcrossBlock(db, userId, memberId, new NotFound(HOUSEHOLD_TEXTS.userNotFound));
      // Someone living elsewhere is refused as before; anyone else is invited, never moved in.
      if (await householdRepo.livesSomewhere(db, memberId))
        throw new Conflict(HOUSEHOLD_TEXTS.userInOtherHousehold);
      const invited = await householdRepo.invite(db, householdId, memberId, relationship, userId);
      if (!invited) throw new Conflict(INVITATION_TEXTS.alreadyInvited);
      const actor = await usersRepo.findById(db, userId);
      await notifications.notify({
        userId: memberId,
        actorId: userId,
        type: 'invitation',
        text: INVITATION_TEXTS.invitedToHousehold(
          `${actor?.firstName ?? ''} ${actor?.lastName ?? ''}`.trim(),
          household.householdName,
        ),
        link: { kind: 'invitations', id: invited.id },
      });
      return view(household, userId);
    },

    /** The Owner hands the household to another resident (then may move out). */
    async transferOwnership(userId: string, householdId: string, newOwnerId: string) {
      const { household, resident } = await visible(userId, householdId);
      if (!canHandOver(resident)) throw new Forbidden(INVITATION_TEXTS.onlyOwnerHandsOver);
      const target = await householdRepo.findMember(db, householdId, newOwnerId);
      if (!target || !canTakeOver(target)) throw new Invalid(INVITATION_TEXTS.handOverToResident);
      await householdRepo.transferOwner(db, householdId, userId, target.id);
      return view(household, userId);
    },

    /** Removes a resident or an invitation (by row id or user id); your own id moves you out. */
    async removeMember(userId: string, householdId: string, memberOrUserId: string) {
      const { household, resident } = await visible(userId, householdId);
      const target = await householdRepo.findMember(db, householdId, memberOrUserId);
      if (!target) throw new NotFound(HOUSEHOLD_TEXTS.memberNotFound);
      if (target.isCreator)
        throw new Conflict(
          target.userId === userId ? INVITATION_TEXTS.ownerCannotLeave : HOUSEHOLD_TEXTS.ownerNotRemovable,
        );
      if (!canRemoveResident(resident, userId, target)) throw new Forbidden();
      await householdRepo.removeMember(db, target.id);
      return view(household, userId);
    },
  };
}
export type HouseholdService = ReturnType<typeof createHouseholdService>;
