import { z } from 'zod';
import { Id } from './common.ts';
import { RELATIONSHIPS } from './family.ts';
import { HOUSEHOLD_RELATIONSHIPS } from './household.ts';

/** Where an invitation leads (CONTRACT.md §4 "Consent" and "Consent, continued"). */
export const INVITATION_KINDS = ['family', 'household', 'chat_group', 'organization'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

export { INVITATION_TEXTS } from './invitations-texts.ts';
export { MEMBER_STATUSES, type MemberStatus } from './member-status.ts';

/** One pending invitation of the caller: `GET /api/invitations` answers a bare array of these. */
export const Invitation = z.object({
  id: Id,
  kind: z.enum(INVITATION_KINDS),
  target: z.object({ id: Id, name: z.string() }),
  inviter: z.object({ id: Id, first_name: z.string(), last_name: z.string() }).nullable(),
  relationship: z.enum([...RELATIONSHIPS, ...HOUSEHOLD_RELATIONSHIPS]).nullable(),
  /** An organization invitation: the role and job title accepting gives (null for other kinds). */
  role: z.string().nullable(),
  job_title: z.string().nullable(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

export const InvitationList = z.array(Invitation);
