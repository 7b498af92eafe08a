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
