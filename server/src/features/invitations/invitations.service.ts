import type { Invitation } from '@krug/contract/invitations';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import type { Db } from '../../db/client.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { LiveBus } from '../../platform/live.ts';
import { chatReads } from '../chat/chat-reads.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { emailInvitesRepo } from './email-invites.repo.ts';
import { groupOrgInvitationsRepo } from './group-org-invitations.repo.ts';
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
  role: r.role,
  job_title: r.jobTitle,
  created_at: r.createdAt.toISOString(),
});

/** How a notification announces an invitation of each kind. */
const INVITED_TO = {
  family: INVITATION_TEXTS.invitedToFamily,
  household: INVITATION_TEXTS.invitedToHousehold,
  chat_group: INVITATION_TEXTS.invitedToGroup,
  organization: INVITATION_TEXTS.invitedToOrganization,
} as const;

/**
 * Pending invitations to families, households, chat groups and organizations, and their answers
 * (CONTRACT §4 "Consent" and "Consent, continued").
 */
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
    const u = await usersRepo.findById(db, userId);
    const who = `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim();
    await notifications.notify({
      userId: invitation.inviter.id,
      actorId: userId,
      type: 'invitation_answered',
      text: accepted
        ? INVITATION_TEXTS.accepted(who, invitation.targetName, u?.gender)
        : INVITATION_TEXTS.declined(who, invitation.targetName, u?.gender),
      link: { kind: invitation.kind, id: invitation.targetId },
    });
  }

  /** A chat group joined: it appears in the newcomer's list live; its members see the newcomer. */
  async function joinedGroup(userId: string, groupId: string) {
    await live.publish([userId], { type: 'chat.group_added', group_id: groupId });
    const others = (await chatReads.memberIds(db, groupId)).filter((m) => m !== userId);
    await live.publish(others, { type: 'chat.members_changed', group_id: groupId });
  }

  /** Makes the membership with its side effects in one transaction; false when no longer pending. */
  async function acceptKind(invitation: InvitationRow, userId: string) {
    switch (invitation.kind) {
      case 'family':
        return invitation.stored === 'invitations'
          ? emailInvitesRepo.acceptFamily(db, invitation.id, userId)
          : invitationsRepo.acceptFamily(db, invitation.id, userId);
      case 'household': {
        const done =
          invitation.stored === 'invitations'
            ? await emailInvitesRepo.acceptHousehold(db, invitation.id, userId)
            : await invitationsRepo.acceptHousehold(db, invitation.id, userId);
        if (!canMoveIn(done === 'elsewhere')) throw new Conflict(INVITATION_TEXTS.livesElsewhere);
        return done === true;
      }
      case 'chat_group':
        return groupOrgInvitationsRepo.acceptGroup(db, invitation.id, userId);
      case 'organization':
        return (await groupOrgInvitationsRepo.acceptOrganization(db, invitation.id, userId)) !== false;
    }
  }

  return {
    async list(userId: string): Promise<Invitation[]> {
      return (await invitationsRepo.pendingOf(db, userId)).map(toDto);
    },

    /** Makes the membership active with its side effects in one transaction; answers the invitation. */
    async accept(userId: string, id: string): Promise<Invitation> {
      const invitation = await pending(userId, id);
      const done = await acceptKind(invitation, userId);
      // Answered by a concurrent call in the meantime: the same answers as a repeat.
      if (!done) await pending(userId, id);
      await tellInviter(invitation, userId, true);
      if (typeof done === 'object' && done.groupId) await joinedGroup(userId, done.groupId);
      return toDto(invitation);
    },

    /** Removes the invitation; answers the invitation that was declined. */
    async decline(userId: string, id: string): Promise<Invitation> {
      const invitation = await pending(userId, id);
      const gone =
        invitation.stored === 'members' && (invitation.kind === 'family' || invitation.kind === 'household')
          ? await invitationsRepo.decline(db, invitation.kind, id, userId)
          : await groupOrgInvitationsRepo.decline(db, id, userId);
      if (!gone) await pending(userId, id);
      await tellInviter(invitation, userId, false);
      return toDto(invitation);
    },

    /**
     * An account registered with an address that had invitations to organizations (CONTRACT §4
     * "Consent, continued"), families or households (issue 33 §3): they become the account's
     * pending invitations, and it is notified of each.
     */
    async claimByEmail(userId: string, email: string): Promise<void> {
      const claimed = await groupOrgInvitationsRepo.claimByEmail(db, userId, email);
      for (const c of claimed) {
        const invitation = await invitationsRepo.find(db, c.id);
        if (!invitation) continue;
        const inviter = invitation.inviter
          ? `${invitation.inviter.firstName} ${invitation.inviter.lastName}`.trim()
          : '';
        await notifications.notify({
          userId,
          actorId: invitation.inviter?.id ?? null,
          type: 'invitation',
          text: INVITED_TO[invitation.kind](inviter, invitation.targetName),
          link: { kind: 'invitations', id: invitation.id },
        });
      }
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
