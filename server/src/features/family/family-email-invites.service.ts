import type { FamilyEmailInviteBody } from '@krug/contract/email-invitations';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { EmailInvitesService } from '../invitations/email-invites.service.ts';
import { managed } from './family-access.ts';

type Invite = z.output<typeof FamilyEmailInviteBody>;

/**
 * Invitations to the family by email address (issue 33 §3): whoever manages the family (PARENTs
 * and the creator, family.policy.ts canManageFamily) sends, lists and cancels them.
 */
export function createFamilyEmailInvites(db: Db, emailInvites: EmailInvitesService) {
  const target = (id: string) => ({ kind: 'family' as const, id });
  return {
    async invite(userId: string, familyId: string, body: Invite) {
      const { family } = await managed(db, userId, familyId);
      return emailInvites.invite(
        userId,
        { ...target(familyId), name: family.name },
        body.email,
        body.relationship,
      );
    },
    async list(userId: string, familyId: string) {
      await managed(db, userId, familyId);
      return emailInvites.pending(target(familyId), () => true);
    },
    async cancel(userId: string, familyId: string, invitationId: string) {
      await managed(db, userId, familyId);
      await emailInvites.cancel(target(familyId), invitationId);
      return emailInvites.pending(target(familyId), () => true);
    },
  };
}
export type FamilyEmailInvites = ReturnType<typeof createFamilyEmailInvites>;
