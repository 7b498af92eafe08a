import { type CreateHouseholdBody, HOUSEHOLD_TEXTS, type HouseholdResponse } from '@krug/contract/household';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { HouseholdRow } from '../../db/schema/index.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { usersRepo } from '../users/users.repo.ts';
import { canAddResident, canRemoveResident, canSeeHousehold } from './household.policy.ts';
import { householdRepo } from './household.repo.ts';

type Create = z.output<typeof CreateHouseholdBody>;

export function createHouseholdService(db: Db, notifications: Notifier) {
  async function view(household: HouseholdRow): Promise<HouseholdResponse> {
    const members = await householdRepo.members(db, household.id);
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
      },
      members: members.map((m) => ({
        id: m.id,
        user_id: m.userId,
        first_name: m.firstName,
        last_name: m.lastName,
        email: m.email,
        relationship: m.relationship,
        is_creator: m.isCreator,
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
      return household ? view(household) : { household: null, members: [] };
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
      return view(household);
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
      if (!(await householdRepo.addMember(db, householdId, memberId, relationship))) {
        throw new Conflict(HOUSEHOLD_TEXTS.userInOtherHousehold);
      }
      const actor = await usersRepo.findById(db, userId);
      await notifications.notify({
        userId: memberId,
        actorId: userId,
        type: 'household_added',
        text: `${actor?.firstName ?? ''} ${actor?.lastName ?? ''} добавил(а) вас в домохозяйство «${household.householdName}»`,
        link: { kind: 'household', id: householdId },
      });
      return view(household);
    },

    async removeMember(userId: string, householdId: string, memberId: string) {
      const { household, resident } = await visible(userId, householdId);
      const target = await householdRepo.membership(db, householdId, memberId);
      if (!target) throw new NotFound(HOUSEHOLD_TEXTS.memberNotFound);
      if (target.isCreator) throw new Conflict(HOUSEHOLD_TEXTS.ownerNotRemovable);
      if (!canRemoveResident(resident, userId, target)) throw new Forbidden();
      await householdRepo.removeMember(db, householdId, memberId);
      return view(household);
    },
  };
}
export type HouseholdService = ReturnType<typeof createHouseholdService>;
