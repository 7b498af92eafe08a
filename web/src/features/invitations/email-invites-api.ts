import type { FamilyEmailInviteBody, HouseholdEmailInviteBody } from '@krug/contract/email-invitations';
import { api, call } from '../../lib/api-client.ts';

/** Where an invitation by email leads (issue 33 §3). */
export type EmailInviteKind = 'family' | 'household';

export const emailInviteKeys = {
  of: (kind: EmailInviteKind, id: string) => ['email-invitations', kind, id] as const,
};

/** The pending invitations by email of a family or household, newest first. */
export const fetchEmailInvites = (kind: EmailInviteKind, id: string, signal?: AbortSignal) =>
  kind === 'family'
    ? call(api.GET('/api/family/{id}/email-invitations', { params: { path: { id } }, signal }))
    : call(api.GET('/api/household/{id}/email-invitations', { params: { path: { id } }, signal }));

/** Invites an address; the answer is the same whether or not it has an account. */
export function sendEmailInvite(
  kind: EmailInviteKind,
  id: string,
  body: FamilyEmailInviteBody | HouseholdEmailInviteBody,
) {
  return kind === 'family'
    ? call(
        api.POST('/api/family/{id}/email-invitations', {
          params: { path: { id } },
          body: body as FamilyEmailInviteBody,
        }),
      )
    : call(
        api.POST('/api/household/{id}/email-invitations', {
          params: { path: { id } },
          body: body as HouseholdEmailInviteBody,
        }),
      );
}

/** Cancels a pending invitation by email; answers the ones left. */
export const cancelEmailInvite = (kind: EmailInviteKind, id: string, invitationId: string) =>
  kind === 'family'
    ? call(
        api.DELETE('/api/family/{id}/email-invitations/{invitationId}', {
          params: { path: { id, invitationId } },
        }),
      )
    : call(
        api.DELETE('/api/household/{id}/email-invitations/{invitationId}', {
          params: { path: { id, invitationId } },
        }),
      );
