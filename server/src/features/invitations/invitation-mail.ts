import type { Mail } from '../../platform/mail/mailer.ts';

/** The mail that invites an address without an account to join Krug and an organization. */
export interface OrganizationInviteMail {
  to: string;
  inviterName: string;
  organizationName: string;
  /** The inviter's language: the address has no account, so no language of its own. */
  language?: string | null;
}

export type SendOrganizationInviteMail = (mail: OrganizationInviteMail) => Promise<void>;

/**
 * Sends the organization invitation mail (CONTRACT §4 "Consent, continued") through the mail
 * module. It is called from the 'organization-invitation' job, so it sends at once (the job's
 * retries cover a failing SMTP server).
 */
export function createOrganizationInviteMailer(
  mail: Pick<Mail, 'render' | 'sendFromJob'>,
  publicUrl: string,
): SendOrganizationInviteMail {
  return async ({ to, inviterName, organizationName, language }) => {
    await mail.sendFromJob({
      to,
      ...mail.render('organizationInvite', language, {
        inviterName,
        organizationName,
        url: `${publicUrl}/register`,
      }),
    });
  };
}
