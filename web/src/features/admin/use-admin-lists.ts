import type { AdminUser, InstanceInvite } from '@krug/contract/admin';
import type { AuditEntry } from '@krug/contract/audit';
import type { AdminReport } from '@krug/contract/reports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type AuditFilter, adminApi, adminKeys } from './api.ts';

/** A paged admin list: the first page's address, the next ones from the Link header. */
function usePaged<T>(queryKey: readonly unknown[], first: string) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: first,
    queryFn: ({ pageParam, signal }) => adminApi.page<T>(pageParam, signal),
    getNextPageParam: (last) => last.next,
  });
}

/** `GET /api/admin/users?query=`: accounts, newest first. */
export const useAdminUsers = (query: string) =>
  usePaged<AdminUser>(adminKeys.users(query.trim()), adminApi.usersPath(query));

/** `GET /api/admin/invites`. */
export const useInvites = () => usePaged<InstanceInvite>(adminKeys.invites, adminApi.invitesPath);

/** `GET /api/admin/reports?status=`. */
export const useReportsQueue = (status: 'open' | 'resolved') =>
  usePaged<AdminReport>(adminKeys.reports(status), adminApi.reportsPath(status));

/** `GET /api/admin/audit?action=&actor_id=`. */
export const useAudit = (filter: AuditFilter) =>
  usePaged<AuditEntry>(adminKeys.audit(filter), adminApi.auditPath(filter));
