import type { Department } from '@krug/contract/org-feed';
import type { Member, Organization } from '@krug/contract/work';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

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
    queryFn: ({ signal }) =>
      apiFetch<{ organizations: Organization[] }>('/api/work/organizations', { signal }),
    select: (d) => d.organizations,
  });

export const useOrganization = (id: string) =>
  useQuery({
    queryKey: workKeys.org(id),
    queryFn: ({ signal }) => apiFetch<Organization>(`/api/work/organizations/${id}`, { signal }),
    retry: false,
  });

export const useMembers = (id: string) =>
  useQuery({
    queryKey: workKeys.members(id),
    queryFn: ({ signal }) =>
      apiFetch<{ members: Member[]; departments: Record<string, Member[]> }>(
        `/api/work/organizations/${id}/members`,
        { signal },
      ),
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
      apiFetch<{ requests: AdminJoinRequestView[] }>(`/api/work/organizations/${org.id}/join-requests`, {
        signal,
      }),
    enabled: org.user_is_admin,
  });

/** The organization's departments with their figures (members only); one cache for the sidebar and forms. */
export const departmentsKey = (orgId: string) => ['work', 'departments', orgId] as const;
export const useDepartments = (orgId: string, enabled = true) =>
  useQuery({
    queryKey: departmentsKey(orgId),
    queryFn: ({ signal }) =>
      apiFetch<{ data: Department[] }>(`/api/organizations/${orgId}/departments`, { signal }),
    select: (d) => d.data,
    enabled,
  });
