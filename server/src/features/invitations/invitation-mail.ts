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
 * Queues the organization invitation mail (CONTRACT §4 "Consent, continued") in the mail module,
 * from the 'organization-invitation' job: a failing SMTP server retries the mail alone.
 */
export function createOrganizationInviteMailer(
  mail: Pick<Mail, 'render' | 'enqueue'>,
  publicUrl: string,
): SendOrganizationInviteMail {
  return async ({ to, inviterName, organizationName, language }) => {
    await mail.enqueue({
      to,
      ...mail.render('organizationInvite', language, {
        inviterName,
        organizationName,
        url: `${publicUrl}/register`,
      }),
    });
  };
}
