import { INVITATIONS_PATH } from '@krug/contract/email';
import {
  EMAIL_INVITE_TEXTS,
  type EmailInvitation,
  type EmailInviteSent,
} from '@krug/contract/email-invitations';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import type { Db } from '../../db/client.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { NotFound } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import {
  type EmailInviteKind,
  type EmailInviteRow,
  type EmailInviteTarget,
  emailInvitesRepo,
} from './email-invites.repo.ts';
import type { InviteBudget } from './invite-budget.ts';

/** The job that tells an invited address (and its account, if any) about a family or household invitation. */
export const MEMBER_EMAIL_INVITATION_JOB = 'member-email-invitation';

interface Delivery {
  invitationId: string;
  kind: EmailInviteKind;
  targetName: string;
}

/**
 * Invitations to a family or a household by email address (issue 33 §3, CONTRACT §4 "Consent"):
 * the family and household areas decide who may send, list and cancel them (their policies);
 * this service writes them, answers the same for every address, and delivers them by a job.
 */
export function createEmailInvitesService(deps: {
  db: Db;
  jobs: Jobs;
  mail: Pick<Mail, 'render' | 'enqueue'>;
  notifications: Notifier;
  inviteBudget: InviteBudget;
  publicUrl: string;
}) {
  const { db, jobs, mail, notifications, inviteBudget, publicUrl } = deps;

  /**
   * After the answer: an account bound to the invitation is notified and mailed in its language;
   * an address without an account gets the invitation to sign up, in the inviter's language. An
   * address whose account stands across a block from the inviter gets nothing.
   */
  async function deliver({ invitationId, kind, targetName }: Delivery) {
    const invitation = await emailInvitesRepo.forDelivery(db, invitationId);
    if (!invitation?.email) return;
    const inviter = invitation.invitedBy ? await usersRepo.findById(db, invitation.invitedBy) : undefined;
    const inviterName = `${inviter?.firstName ?? ''} ${inviter?.lastName ?? ''}`.trim();
    if (invitation.userId) {
      await notifications.notify({
        userId: invitation.userId,
        actorId: invitation.invitedBy,
        type: 'invitation',
        text:
          kind === 'family'
            ? INVITATION_TEXTS.invitedToFamily(inviterName, targetName)
            : INVITATION_TEXTS.invitedToHousehold(inviterName, targetName),
        link: { kind: 'invitations', id: invitation.id },
      });
      const language = (await usersRepo.findById(db, invitation.userId))?.language;
      await mail.enqueue({
        to: invitation.email,
        ...mail.render('invitationWaiting', language, {
          inviterName,
          kind,
          targetName,
          url: `${publicUrl}${INVITATIONS_PATH}`,
        }),
      });
      return;
    }
    if (invitation.accountExists) return;
    await mail.enqueue({
      to: invitation.email,
      ...mail.render('memberInvite', inviter?.language, {
        inviterName,
        kind,
        targetName,
        url: `${publicUrl}/register`,
      }),
    });
  }

  // Telling the person is a job of the one queue (platform/jobs.ts): it survives a restart.
  jobs.register<Delivery>(MEMBER_EMAIL_INVITATION_JOB, (payload) => deliver(payload));

  const toDto = (r: EmailInviteRow, canCancel: boolean): EmailInvitation => ({
    id: r.id,
    email: r.email,
    relationship: r.relationship as EmailInvitation['relationship'],
    inviter: r.inviter
      ? { id: r.inviter.id, first_name: r.inviter.firstName, last_name: r.inviter.lastName }
      : null,
    created_at: r.createdAt.toISOString(),
    can_cancel: canCancel,
  });

  return {
    /**
     * Invites an address (the caller's right to was checked by the family or household area).
     * Answers the same whether or not the address has an account, is already a member or already
     * invited, with the same work on each path; the invitation budget is spent either way.
     */
    async invite(
      inviterId: string,
      target: EmailInviteTarget & { name: string },
      email: string,
      relationship: string,
    ): Promise<EmailInviteSent> {
      await inviteBudget.spend(inviterId, 1);
      const invited = await emailInvitesRepo.invite(db, {
        target,
        email: email.toLowerCase(),
        relationship,
        inviterId,
      });
      if (invited)
        await jobs.enqueue(
          MEMBER_EMAIL_INVITATION_JOB,
          { invitationId: invited.id, kind: target.kind, targetName: target.name },
          { ownerId: inviterId },
        );
      return { message: EMAIL_INVITE_TEXTS.sent };
    },

    /** The pending invitations by email of the family or household; `canCancel` decides per row. */
    async pending(
      target: EmailInviteTarget,
      canCancel: (r: EmailInviteRow) => boolean,
    ): Promise<EmailInvitation[]> {
      return (await emailInvitesRepo.pendingFor(db, target)).map((r) => toDto(r, canCancel(r)));
    },

    /** One pending invitation of the family or household (for the area's policy), or 404. */
    async find(target: EmailInviteTarget, id: string) {
      const found = await emailInvitesRepo.findFor(db, target, id);
      if (!found) throw new NotFound(EMAIL_INVITE_TEXTS.notFound);
      return found;
    },

    /** Cancels it; 404 when it is gone. */
    async cancel(target: EmailInviteTarget, id: string): Promise<void> {
      if (!(await emailInvitesRepo.cancel(db, target, id))) throw new NotFound(EMAIL_INVITE_TEXTS.notFound);
    },
  };
}
export type EmailInvitesService = ReturnType<typeof createEmailInvitesService>;
