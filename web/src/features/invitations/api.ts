import type { Invitation, MemberStatus } from '@krug/contract/invitations';
import { apiFetch } from '../../lib/api.ts';

/** Where the invitations view lives (spec 01 §2 "family-invitations"). */
export const INVITATIONS_PATH = '/family/family-invitations';

export const invitationKeys = {
  all: ['invitations'] as const,
};

/** The caller's pending invitations (CONTRACT §4 "Consent"): a bare array. */
export const fetchInvitations = (signal?: AbortSignal) =>
  apiFetch<Invitation[]>('/api/invitations', { signal });

export const acceptInvitation = (id: string) =>
  apiFetch<unknown>(`/api/invitations/${id}/accept`, { method: 'POST' });

export const declineInvitation = (id: string) =>
  apiFetch<unknown>(`/api/invitations/${id}/decline`, { method: 'POST' });

/** Leaves a family, a household or a chat group: `DELETE …/members/{own id}`. */
export const leave = (path: string) => apiFetch<unknown>(path, { method: 'DELETE' });

/** An invited member (not yet accepted) is listed but gains nothing until they accept. */
export const isInvited = (member: { status?: MemberStatus | undefined }) => member.status === 'invited';
