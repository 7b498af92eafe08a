import type { Organization } from '@krug/contract/work';
import { useQuery } from '@tanstack/react-query';
import { type ApiBody, api, call } from '../../lib/api-client.ts';

export const workKeys = {
  all: ['work'] as const,
  mine: ['work', 'mine'] as const,
  org: (id: string) => ['work', 'org', id] as const,
  members: (id: string) => ['work', 'members', id] as const,
  joinRequests: (id: string) => ['work', 'join-requests', id] as const,
  changeRequests: (id: string, status: string) => ['work', 'change-requests', id, status] as const,
  myRequests: ['work', 'my-requests'] as const,
};

export const useMyOrganizations = () =>
  useQuery({
    queryKey: workKeys.mine,
    queryFn: ({ signal }) => call(api.GET('/api/work/organizations', { signal })),
    select: (d) => d.organizations,
  });

export const useOrganization = (id: string) =>
  useQuery({
    queryKey: workKeys.org(id),
    queryFn: ({ signal }) =>
      call(api.GET('/api/work/organizations/{orgId}', { params: { path: { orgId: id } }, signal })),
    retry: false,
  });

export const useMembers = (id: string) =>
  useQuery({
    queryKey: workKeys.members(id),
    queryFn: ({ signal }) =>
      call(api.GET('/api/work/organizations/{orgId}/members', { params: { path: { orgId: id } }, signal })),
  });

/** Pending join requests of an organization (admins only; 02 §2.14). */
export interface AdminJoinRequestView {
  id: string;
  user_name: string;
  user_email: string;
  message: string | null;
  requested_at: string;
}
export const useJoinRequests = (org: Pick<Organization, 'id' | 'user_is_admin'>) =>
  useQuery({
    queryKey: workKeys.joinRequests(org.id),
    queryFn: ({ signal }) =>
      call(
        api.GET('/api/work/organizations/{orgId}/join-requests', {
          params: { path: { orgId: org.id } },
          signal,
        }),
      ),
    enabled: org.user_is_admin,
  });

/** The organization's departments with their figures (members only); one cache for the sidebar and forms. */
export const departmentsKey = (orgId: string) => ['work', 'departments', orgId] as const;
export const useDepartments = (orgId: string, enabled = true) =>
  useQuery({
    queryKey: departmentsKey(orgId),
    queryFn: ({ signal }) =>
      call(api.GET('/api/organizations/{id}/departments', { params: { path: { id: orgId } }, signal })),
    select: (d) => d.data,
    enabled,
  });

/** An organization's public page (`GET /api/organizations/{id}/public`, also without signing in). */
export const fetchPublicOrganization = (id: string, signal?: AbortSignal) =>
  call(api.GET('/api/organizations/{id}/public', { params: { path: { id } }, signal }));

/** Follows an organization's public page, or stops following it. */
export const setFollowingOrganization = (id: string, follow: boolean) =>
  follow
    ? call(api.POST('/api/organizations/{id}/follow', { params: { path: { id } } }))
    : call(api.DELETE('/api/organizations/{id}/follow', { params: { path: { id } } }));

/** Asks to join an organization (02 §2.16), with an optional message; answers the server's message. */
export const requestToJoin = (id: string, message: string | null = null) =>
  call(api.POST('/api/organizations/{id}/join-request', { params: { path: { id } }, body: { message } }));

/** Organizations found by name, type, industry and city (02 §2.4). */
export const searchOrganizations = (body: ApiBody<'/api/work/organizations/search', 'post'>) =>
  call(api.POST('/api/work/organizations/search', { body }));

/** My join requests (02 §2.17), and cancelling a pending one. */
export const fetchMyJoinRequests = (signal?: AbortSignal) =>
  call(api.GET('/api/work/join-requests/my-requests', { signal }));
export const cancelJoinRequest = (id: string) =>
  call(api.DELETE('/api/work/join-requests/{id}', { params: { path: { id } } }));

/** Creates an organization (the wizard, 02 §2.3); the creator becomes its owner. */
export const createOrganization = (body: ApiBody<'/api/work/organizations', 'post'>) =>
  call(api.POST('/api/work/organizations', { body }));
