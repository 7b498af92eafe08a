import { INVITATIONS_PATH } from '@krug/contract/email';
import type { Mail } from '../../platform/mail/mailer.ts';

/** The mail that invites an address without an account to join Krug and an organization. */
export interface OrganizationInviteMail {
  to: string;
  inviterName: string;
  organizationName: string;
  /** The inviter's language when the address has no account; else the account's own. */
  language?: string | null;
  /**
   * The account the address already has: the mail (in its language) says the invitation waits in
   * «Приглашения» (every invited address gets a mail, so no answer tells whether an account exists).
   */
  userId?: string | null;
}

export type SendOrganizationInviteMail = (mail: OrganizationInviteMail) => Promise<void>;

/**
 * Queues the organization invitation mail (CONTRACT §4 "Consent, continued") in the mail module,
 * from the 'organization-invitation' job: a failing SMTP server retries the mail alone.
 */
export function createOrganizationInviteMailer(
  mail: Pick<Mail, 'render' | 'enqueue'>,
  publicUrl: string,
  languageOf: (userId: string) => Promise<string | null | undefined> = async () => null,
): SendOrganizationInviteMail {
  return async ({ to, inviterName, organizationName, language, userId }) => {
    await mail.enqueue({
      to,
      ...(userId
        ? mail.render('invitationWaiting', await languageOf(userId), {
            inviterName,
            kind: 'organization',
            targetName: organizationName,
            url: `${publicUrl}${INVITATIONS_PATH}`,
          })
        : mail.render('organizationInvite', language, {
            inviterName,
            organizationName,
            url: `${publicUrl}/register`,
          })),
    });
  };
}
