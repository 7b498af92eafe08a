/** The mail that invites an address without an account to join Krug and an organization. */
export interface OrganizationInviteMail {
  to: string;
  inviterName: string;
  organizationName: string;
}

export type SendOrganizationInviteMail = (mail: OrganizationInviteMail) => Promise<void>;

/**
 * Sends the organization invitation mail (CONTRACT §4 "Consent, continued"). There is no mail
 * module yet: until one lands (through the job queue), the mail is written to the log, as
 * CONTRACT §8 asks of an instance without SMTP. This is the one place the mail module replaces.
 */
export function createOrganizationInviteMailer(log: {
  info(obj: Record<string, unknown>, msg: string): void;
}): SendOrganizationInviteMail {
  return async (mail) => {
    log.info(
      {
        mail: {
          to: mail.to,
          subject: `Приглашение в организацию «${mail.organizationName}» в Круге`,
          text:
            `${mail.inviterName} приглашает вас в организацию «${mail.organizationName}» в Круге. ` +
            'Зарегистрируйтесь с этим адресом — приглашение будет ждать вас в разделе «Приглашения».',
        },
      },
      'organization invitation mail',
    );
  };
}
