import type { MemberStatus } from '@krug/contract/invitations';
import { api, call } from '../../lib/api-client.ts';

/** Where the invitations view lives (spec 01 §2 "family-invitations"). */
export const INVITATIONS_PATH = '/family/family-invitations';

export const invitationKeys = {
  all: ['invitations'] as const,
};

/** The caller's pending invitations (CONTRACT §4 "Consent"): a bare array. */
export const fetchInvitations = (signal?: AbortSignal) => call(api.GET('/api/invitations', { signal }));

export const acceptInvitation = (id: string) =>
  call(api.POST('/api/invitations/{id}/accept', { params: { path: { id } } }));

export const declineInvitation = (id: string) =>
  call(api.POST('/api/invitations/{id}/decline', { params: { path: { id } } }));

/** What a member can leave. */
export type Leavable = 'family' | 'household' | 'group';

/** Leaves a family, a household or a chat group (`id`): `DELETE …/members/{own id}`. */
export async function leave(kind: Leavable, id: string, me: string): Promise<void> {
  if (kind === 'family')
    await call(api.DELETE('/api/family/{id}/members/{memberId}', { params: { path: { id, memberId: me } } }));
  else if (kind === 'household')
    await call(
      api.DELETE('/api/household/{id}/members/{memberId}', { params: { path: { id, memberId: me } } }),
    );
  else
    await call(
      api.DELETE('/api/chat-groups/{groupId}/members/{userId}', {
        params: { path: { groupId: id, userId: me } },
      }),
    );
}

/** An invited member (not yet accepted) is listed but gains nothing until they accept. */
export const isInvited = (member: { status?: MemberStatus | undefined }) => member.status === 'invited';
