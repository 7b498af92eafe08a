import { EMAIL_INVITE_TEXTS, type HouseholdEmailInviteBody } from '@krug/contract/email-invitations';
import { HOUSEHOLD_TEXTS } from '@krug/contract/household';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import type { EmailInvitesService } from '../invitations/email-invites.service.ts';
import { canAddResident, canSeeHousehold, canWithdrawEmailInvite } from './household.policy.ts';
import { householdRepo } from './household.repo.ts';

type Invite = z.output<typeof HouseholdEmailInviteBody>;

/**
 * Invitations to the household by email address (issue 33 §3): whoever may add residents sends
 * them; residents see the pending ones; the Owner or the resident who sent one cancels it.
 */
export function createHouseholdEmailInvites(db: Db, emailInvites: EmailInvitesService) {
  const target = (id: string) => ({ kind: 'household' as const, id });

  /** A household the caller lives in; others' households do not exist for them (404). */
  async function visible(userId: string, householdId: string) {
    const household = await householdRepo.findById(db, householdId);
    const resident = household ? await householdRepo.membership(db, householdId, userId) : undefined;
    if (!household || !canSeeHousehold(resident)) throw new NotFound(HOUSEHOLD_TEXTS.notFound);
    return { household, resident };
  }

  const list = (
    userId: string,
    householdId: string,
    resident: Parameters<typeof canWithdrawEmailInvite>[0],
  ) =>
    emailInvites.pending(target(householdId), (r) => canWithdrawEmailInvite(resident, userId, r.invitedBy));

  return {
    async invite(userId: string, householdId: string, body: Invite) {
      const { household, resident } = await visible(userId, householdId);
      if (!canAddResident(resident)) throw new Forbidden();
      return emailInvites.invite(
        userId,
        { ...target(householdId), name: household.householdName },
        body.email,
        body.relationship,
      );
    },
    async list(userId: string, householdId: string) {
      const { resident } = await visible(userId, householdId);
      return list(userId, householdId, resident);
    },
    async cancel(userId: string, householdId: string, invitationId: string) {
      const { resident } = await visible(userId, householdId);
      const invitation = await emailInvites.find(target(householdId), invitationId);
      if (!canWithdrawEmailInvite(resident, userId, invitation.invitedBy))
        throw new Forbidden(EMAIL_INVITE_TEXTS.cancelNotAllowed);
      await emailInvites.cancel(target(householdId), invitationId);
      return list(userId, householdId, resident);
    },
  };
}
export type HouseholdEmailInvites = ReturnType<typeof createHouseholdEmailInvites>;
