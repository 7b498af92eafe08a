import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { type InviteBody, type InviteResponse, WORK_TEXTS } from '@krug/contract/work';
import { Forbidden } from '../../platform/errors.ts';
import { orgInvitesRepo } from './invites.repo.ts';
import type { Out, WorkContext } from './work.context.ts';
import { canInvite, canManage } from './work.policy.ts';

export const ORG_INVITATION_JOB = 'organization-invitation';

interface InvitationDelivery {
  inviterId: string;
  orgName: string;
  email: string;
  invited: { id: string; userId: string | null };
}

/** Inviting someone into an organization by email (CONTRACT §4 "Consent, continued"). */
export function createOrgInvitesActions(ctx: WorkContext) {
  const { db, notifications, inviteBudget, sendOrganizationInviteMail, jobs } = ctx;
  const { memberContext, departmentOf, name } = ctx;

  /** A registered person is notified; every invited address gets a mail (in the account's language if any). */
  async function deliver({ inviterId, orgName, email, invited }: InvitationDelivery) {
    const inviter = await name(inviterId);
    if (invited.userId)
      await notifications.notify({
        userId: invited.userId,
        actorId: inviterId,
        type: 'invitation',
        text: INVITATION_TEXTS.invitedToOrganization(inviter, orgName),
        link: { kind: 'invitations', id: invited.id },
      });
    // «Приглашение отправлено на email.»: every invited address gets a mail (issue 33 §3).
    await sendOrganizationInviteMail({
      to: email,
      inviterName: inviter,
      organizationName: orgName,
      userId: invited.userId,
    });
  }

  // Telling the invited person is a job (the one queue, platform/jobs.ts): it survives a restart.
  jobs.register<InvitationDelivery>(ORG_INVITATION_JOB, (payload) => deliver(payload));

  return {
    /**
     * Creates an invitation, never a membership: the person joins when they accept. Answers the
     * same 201 whether or not the address has an account, is already a member or already invited,
     * with the same work on each path (no account-existence oracle); after the answer a registered
     * person is notified, an unregistered address gets the invitation mail.
     */
    async invite(userId: string, orgId: string, b: Out<typeof InviteBody>): Promise<InviteResponse> {
      const { org, me } = await memberContext(orgId, userId);
      if (!canInvite(me)) throw new Forbidden(WORK_TEXTS.inviteOnly);
      const department = await departmentOf(orgId, b.department);
      await inviteBudget.spend(userId, 1);
      // Only admins hand out admin rights or the invite right.
      const admin = canManage(me);
      const invited = await orgInvitesRepo.invite(db, {
        orgId,
        email: b.user_email,
        inviterId: userId,
        terms: {
          role: b.role,
          customRoleName: b.custom_role_name,
          department,
          team: b.team,
          jobTitle: b.job_title,
          canInvite: admin ? b.can_invite : false,
          canPost: b.can_post,
          isAdmin: admin ? b.is_admin : false,
        },
      });
      // Telling the person is the same step on every path, after the answer: the request does the
      // same work whether or not the address has an account.
      if (invited)
        await jobs.enqueue(
          ORG_INVITATION_JOB,
          { inviterId: userId, orgName: org.name, email: b.user_email, invited },
          { ownerId: userId },
        );
      return { message: INVITATION_TEXTS.organizationInviteSent };
    },
  };
}
