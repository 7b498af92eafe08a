import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { TooManyRequests } from '../../platform/errors.ts';

/**
 * How many invitations (to chat groups and organizations) one person may send: `max` an hour
 * (INVITE_RATE_LIMIT; CONTRACT §4 "Consent, continued"). Counted in this process's memory like
 * the other per-user budgets (platform/upload-limit.ts): this is the one place to move onto the
 * shared rate-limit store.
 */
export interface InviteBudget {
  /** Spends `count` invitations of the inviter, or answers 429 (spending nothing) when they do not fit. */
  spend(inviterId: string, count: number): Promise<void>;
}

export function createInviteBudget(max: number, windowMs = 60 * 60_000, now = Date.now): InviteBudget {
  const sent = new Map<string, number[]>();
  const recent = (key: string) => (sent.get(key) ?? []).filter((t) => now() - t < windowMs);
  return {
    async spend(inviterId, count) {
      if (count <= 0) return;
      const list = recent(inviterId);
      if (list.length + count > max) throw new TooManyRequests(INVITATION_TEXTS.tooManyInvitations);
      const at = now();
      for (let i = 0; i < count; i += 1) list.push(at);
      sent.set(inviterId, list);
      if (sent.size > 10_000) for (const k of sent.keys()) if (recent(k).length === 0) sent.delete(k);
    },
  };
}
