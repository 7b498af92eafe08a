import { z } from 'zod';
import { EmailAddress } from './auth.ts';
import { Id } from './common.ts';
import { RELATIONSHIPS } from './family.ts';
import { HOUSEHOLD_RELATIONSHIPS } from './household.ts';
import { INVITATION_TEXTS } from './invitations-texts.ts';

/**
 * Invitations to a family or a household sent to an email address (issue 33 §3, CONTRACT §4
 * "Consent", §8 "Email"): `POST /api/family/{id}/email-invitations` and
 * `POST /api/household/{id}/email-invitations` answer the same 201 whether or not the address has
 * an account (no account-existence oracle); the invitation waits for the account of that address,
 * which accepts or declines it in «Приглашения». Managers list and cancel the pending ones.
 */
export const EMAIL_INVITE_TEXTS = {
  /** What every invite by email answers, registered address or not. */
  sent: INVITATION_TEXTS.organizationInviteSent,
  notFound: INVITATION_TEXTS.notFound,
  cancelNotAllowed: 'Отменить приглашение может только пригласивший или владелец',
} as const;

/** POST /api/family/{id}/email-invitations: the address and the relationship accepting gives. */
export const FamilyEmailInviteBody = z.object({
  email: EmailAddress,
  relationship: z.enum(RELATIONSHIPS, { message: 'Недопустимое родство' }),
});
export type FamilyEmailInviteBody = z.input<typeof FamilyEmailInviteBody>;

/** POST /api/household/{id}/email-invitations: the address and the relationship to the household. */
export const HouseholdEmailInviteBody = z.object({
  email: EmailAddress,
  relationship: z.enum(HOUSEHOLD_RELATIONSHIPS, { message: 'Недопустимое отношение к домохозяйству' }),
});
export type HouseholdEmailInviteBody = z.input<typeof HouseholdEmailInviteBody>;

/** The answer of an invite by email (the same for every address). */
export const EmailInviteSent = z.object({ message: z.string() });
export type EmailInviteSent = z.infer<typeof EmailInviteSent>;

/** One pending invitation by email, as the managers of its family or household see it. */
export const EmailInvitation = z.object({
  id: Id,
  /** The invited address (lower-case); never the name of an account it may belong to. */
  email: z.string(),
  relationship: z.enum([...RELATIONSHIPS, ...HOUSEHOLD_RELATIONSHIPS]),
  inviter: z.object({ id: Id, first_name: z.string(), last_name: z.string() }).nullable(),
  created_at: z.string(),
  /** Whether the caller may cancel it. */
  can_cancel: z.boolean(),
});
export type EmailInvitation = z.infer<typeof EmailInvitation>;

/** `GET .../email-invitations`: a bare array, newest first. */
export const EmailInvitationList = z.array(EmailInvitation);
