import type { Invitation } from '@krug/contract/invitations';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { LiveBus } from '../../platform/live.ts';
import { chatRepo } from '../chat/chat.repo.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { usersRepo } from '../users/users.repo.ts';
import { answerInvitation, canMoveIn } from './invitations.policy.ts';
import { type InvitationRow, invitationsRepo } from './invitations.repo.ts';

const toDto = (r: InvitationRow): Invitation => ({
  id: r.id,
  kind: r.kind,
  target: { id: r.targetId, name: r.targetName },
  inviter: r.inviter
    ? { id: r.inviter.id, first_name: r.inviter.firstName, last_name: r.inviter.lastName }
    : null,
  relationship: r.relationship as Invitation['relationship'],
  created_at: r.createdAt.toISOString(),
});

/** Pending invitations to families and households, and their answers (CONTRACT §4 "Consent"). */
export function createInvitationsService(deps: { db: Db; notifications: Notifier; live: LiveBus }) {
  const { db, notifications, live } = deps;

  /** The caller's pending invitation, or the 404/409 the policy decides. */
  async function pending(userId: string, id: string) {
    const invitation = await invitationsRepo.find(db, id);
    const verdict = answerInvitation(invitation, userId);
    if (verdict === 'already-accepted') throw new Conflict(INVITATION_TEXTS.alreadyAccepted);
    if (verdict !== 'allowed' || !invitation) throw new NotFound(INVITATION_TEXTS.notFound);
    return invitation;
  }

  /** Tells whoever invited how it was answered. */
  async function tellInviter(invitation: InvitationRow, userId: string, accepted: boolean) {
    if (!invitation.inviter) return;
    const me = await usersRepo.findById(db, userId);
    const who = `${me?.firstName ?? ''} ${me?.lastName ?? ''}`.trim();
    await notifications.notify({
      userId: invitation.inviter.id,
      actorId: userId,
      type: 'invitation_answered',
      text: accepted
        ? INVITATION_TEXTS.accepted(who, invitation.targetName)
        : INVITATION_TEXTS.declined(who, invitation.targetName),
      link: { kind: invitation.kind, id: invitation.targetId },
    });
  }

  return {
    async list(userId: string): Promise<Invitation[]> {
      return (await invitationsRepo.pendingOf(db, userId)).map(toDto);
    },

    /** Makes the membership active with its side effects in one transaction; answers the invitation. */
    async accept(userId: string, id: string): Promise<Invitation> {
      const invitation = await pending(userId, id);
      const done =
        invitation.kind === 'family'
          ? await invitationsRepo.acceptFamily(db, id, userId)
          : await invitationsRepo.acceptHousehold(db, id, userId);
      if (!canMoveIn(done === 'elsewhere')) throw new Conflict(INVITATION_TEXTS.livesElsewhere);
      // Answered by a concurrent call in the meantime: the same answers as a repeat.
      if (!done) await pending(userId, id);
      await tellInviter(invitation, userId, true);
      // The family's chat group appears in the newcomer's list live; its members see the newcomer.
      if (typeof done === 'object' && done.groupId) {
        await live.publish([userId], { type: 'chat.group_added', group_id: done.groupId });
        const others = (await chatRepo.memberIds(db, done.groupId)).filter((m) => m !== userId);
        await live.publish(others, { type: 'chat.members_changed', group_id: done.groupId });
      }
      return toDto(invitation);
    },

    /** Removes the invited row; answers the invitation that was declined. */
    async decline(userId: string, id: string): Promise<Invitation> {
      const invitation = await pending(userId, id);
      if (!(await invitationsRepo.decline(db, invitation.kind, id, userId))) await pending(userId, id);
      await tellInviter(invitation, userId, false);
      return toDto(invitation);
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
