import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { TooManyRequests } from '../../platform/errors.ts';
import type { AttemptCounter } from '../../platform/register-budgets.ts';

/**
 * How many invitations (to chat groups and organizations) one person may send: INVITE_RATE_LIMIT
 * an hour (CONTRACT §4 "Consent, continued"), counted in the shared budget store
 * (platform/budgets.ts `invitations`), so the budget holds across processes.
 */
export interface InviteBudget {
  /** Spends `count` invitations of the inviter, or answers 429 (spending nothing) when they do not fit. */
  spend(inviterId: string, count: number): Promise<void>;
}

export function createInviteBudget(counter: AttemptCounter): InviteBudget {
  return {
    async spend(inviterId, count) {
      if (count <= 0) return;
      if ((await counter.spent(inviterId)) + count > counter.limit)
        throw new TooManyRequests(INVITATION_TEXTS.tooManyInvitations);
      for (let i = 0; i < count; i += 1) await counter.take(inviterId);
    },
  };
}
