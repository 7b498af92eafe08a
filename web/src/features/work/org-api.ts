import { type ApiBody, type ApiQuery, api, call } from '../../lib/api-client.ts';

/**
 * The calls of an organization's screens (02 §2): announcements, the members' feed, members and
 * their roles, departments and teams, change and join requests, the settings and the danger zone.
 * The organization lists and queries shared by several screens are in `api.ts`.
 */

const org = (orgId: string) => ({ params: { path: { orgId } } });

// Announcements (02 §2.8)
type AnnouncementBody = ApiBody<'/api/organizations/{id}/announcements', 'post'>;
export const fetchAnnouncements = (orgId: string, departmentId: string | null, signal?: AbortSignal) =>
  call(
    api.GET('/api/organizations/{id}/announcements', {
      params: { path: { id: orgId }, query: { limit: 5, department_id: departmentId ?? undefined } },
      signal,
    }),
  );
export const createAnnouncement = (orgId: string, body: AnnouncementBody) =>
  call(api.POST('/api/organizations/{id}/announcements', { params: { path: { id: orgId } }, body }));
export const updateAnnouncement = (
  orgId: string,
  itemId: string,
  body: ApiBody<'/api/organizations/{id}/announcements/{itemId}', 'put'>,
) =>
  call(
    api.PUT('/api/organizations/{id}/announcements/{itemId}', {
      params: { path: { id: orgId, itemId } },
      body,
    }),
  );
export const deleteAnnouncement = (orgId: string, itemId: string) =>
  call(
    api.DELETE('/api/organizations/{id}/announcements/{itemId}', { params: { path: { id: orgId, itemId } } }),
  );
export const reactToAnnouncement = (
  orgId: string,
  itemId: string,
  body: ApiBody<'/api/organizations/{id}/announcements/{itemId}/reactions', 'post'>,
) =>
  call(
    api.POST('/api/organizations/{id}/announcements/{itemId}/reactions', {
      params: { path: { id: orgId, itemId } },
      body,
    }),
  );

// The members' feed (02 §2.7)
export const fetchOrgPosts = (orgId: string, departmentId: string | null, signal?: AbortSignal) =>
  call(
    api.GET('/api/work/organizations/{orgId}/posts', {
      params: { path: { orgId }, query: { department_id: departmentId ?? undefined } },
      signal,
    }),
  );
export const createOrgPost = (
  orgId: string,
  body: ApiBody<'/api/work/organizations/{orgId}/posts', 'post'>,
) => call(api.POST('/api/work/organizations/{orgId}/posts', { ...org(orgId), body }));
export const likeOrgPost = (id: string) =>
  call(api.POST('/api/work/posts/{id}/like', { params: { path: { id } } }));
export const deleteOrgPost = (id: string) =>
  call(api.DELETE('/api/work/posts/{id}', { params: { path: { id } } }));

// Members (02 §2.11)
export const addMember = (orgId: string, body: ApiBody<'/api/work/organizations/{orgId}/members', 'post'>) =>
  call(api.POST('/api/work/organizations/{orgId}/members', { ...org(orgId), body }));
export const updateMemberRole = (
  orgId: string,
  userId: string,
  body: ApiBody<'/api/work/organizations/{orgId}/members/{userId}/role', 'put'>,
) =>
  call(
    api.PUT('/api/work/organizations/{orgId}/members/{userId}/role', {
      params: { path: { orgId, userId } },
      body,
    }),
  );
export const removeMember = (orgId: string, userId: string) =>
  call(
    api.DELETE('/api/work/organizations/{orgId}/members/{userId}', { params: { path: { orgId, userId } } }),
  );
/** My own job title, or a change request for my role, department or team. */
export const updateMe = (orgId: string, body: ApiBody<'/api/work/organizations/{orgId}/members/me', 'put'>) =>
  call(api.PUT('/api/work/organizations/{orgId}/members/me', { ...org(orgId), body }));
export const createTeam = (orgId: string, body: ApiBody<'/api/work/organizations/{orgId}/teams', 'post'>) =>
  call(api.POST('/api/work/organizations/{orgId}/teams', { ...org(orgId), body }));

// Departments (02 §2.9)
type DepartmentBody = ApiBody<'/api/organizations/{id}/departments', 'post'>;
/** Creates a department, or changes the one with `departmentId`. */
export const saveDepartment = (orgId: string, departmentId: string | null, body: DepartmentBody) =>
  departmentId
    ? call(
        api.PUT('/api/organizations/{id}/departments/{itemId}', {
          params: { path: { id: orgId, itemId: departmentId } },
          body,
        }),
      )
    : call(api.POST('/api/organizations/{id}/departments', { params: { path: { id: orgId } }, body }));
export const deleteDepartment = (orgId: string, departmentId: string) =>
  call(
    api.DELETE('/api/organizations/{id}/departments/{itemId}', {
      params: { path: { id: orgId, itemId: departmentId } },
    }),
  );

// Change and join requests (02 §2.13, §2.14)
export type RequestStatus = NonNullable<
  ApiQuery<'/api/work/organizations/{orgId}/change-requests', 'get'>['status']
>;
export const fetchChangeRequests = (orgId: string, status: RequestStatus, signal?: AbortSignal) =>
  call(
    api.GET('/api/work/organizations/{orgId}/change-requests', {
      params: { path: { orgId }, query: { status } },
      signal,
    }),
  );
export const fetchMyChangeRequests = (orgId: string, signal?: AbortSignal) =>
  call(api.GET('/api/work/organizations/{orgId}/change-requests/mine', { ...org(orgId), signal }));

/** A request an admin decides: someone's wish to join, or a member's change request. */
export type Decidable = { kind: 'join'; id: string } | { kind: 'change'; id: string };
/** Approves a request, or rejects it with a reason (null: none given). */
export async function decide(
  orgId: string,
  request: Decidable,
  verdict: 'approve' | { reason: string | null },
) {
  const path = { params: { path: { id: request.id } } };
  const reject = verdict === 'approve' ? null : { rejection_reason: verdict.reason };
  if (request.kind === 'join') {
    if (reject === null) await call(api.POST('/api/work/join-requests/{id}/approve', path));
    else await call(api.POST('/api/work/join-requests/{id}/reject', { ...path, body: reject }));
    return;
  }
  const change = { params: { path: { orgId, id: request.id } } };
  if (reject === null)
    await call(api.POST('/api/work/organizations/{orgId}/change-requests/{id}/approve', change));
  else
    await call(
      api.POST('/api/work/organizations/{orgId}/change-requests/{id}/reject', { ...change, body: reject }),
    );
}

// Settings and the danger zone (02 §2.10, §2.12)
export const updateOrganization = (orgId: string, body: ApiBody<'/api/work/organizations/{orgId}', 'put'>) =>
  call(api.PUT('/api/work/organizations/{orgId}', { ...org(orgId), body }));
export const transferOwnership = (orgId: string, newOwnerId: string) =>
  call(
    api.POST('/api/work/organizations/{orgId}/transfer-ownership', {
      ...org(orgId),
      body: { new_owner_id: newOwnerId },
    }),
  );
export const leaveOrganization = (orgId: string) =>
  call(api.POST('/api/work/organizations/{orgId}/leave', org(orgId)));

// Comments on the members' feed posts (issue 32 item 12): oldest first, paged by `after`.
export const fetchOrgComments = (postId: string, after: string | null, signal?: AbortSignal) =>
  call(
    api.GET('/api/work/posts/{id}/comments', {
      params: { path: { id: postId }, query: { limit: 20, after: after ?? undefined } },
      signal,
    }),
  );
export const addOrgComment = (postId: string, body: ApiBody<'/api/work/posts/{id}/comments', 'post'>) =>
  call(api.POST('/api/work/posts/{id}/comments', { params: { path: { id: postId } }, body }));
export const deleteOrgComment = (id: string) =>
  call(api.DELETE('/api/work/comments/{id}', { params: { path: { id } } }));
export const editOrgComment = (id: string, content: string) =>
  call(api.PUT('/api/work/comments/{id}', { params: { path: { id } }, body: { content } }));
/** Likes the comment or takes the like back: answers `{liked, likes_count}`. */
export const likeOrgComment = (id: string) =>
  call(api.POST('/api/work/comments/{id}/like', { params: { path: { id } } }));
