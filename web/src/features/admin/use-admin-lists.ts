import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '../../lib/api-client.ts';
import { type AuditFilter, adminApi, adminKeys } from './api.ts';

/** A paged admin list: the first page without a cursor, the next ones by the Link header's. */
function usePaged<T>(
  queryKey: readonly unknown[],
  fetchPage: (before: string | null, signal: AbortSignal) => Promise<Page<T>>,
) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) => last.next,
  });
}

/** `GET /api/admin/users?query=`: accounts, newest first. */
export const useAdminUsers = (query: string) =>
  usePaged(adminKeys.users(query.trim()), (before, signal) => adminApi.users(query, before, signal));

/** `GET /api/admin/invites`. */
export const useInvites = () => usePaged(adminKeys.invites, adminApi.invites);

/** `GET /api/admin/reports?status=`. */
export const useReportsQueue = (status: 'open' | 'resolved') =>
  usePaged(adminKeys.reports(status), (before, signal) => adminApi.reports(status, before, signal));

/** `GET /api/admin/audit?action=&actor_id=`. */
export const useAudit = (filter: AuditFilter) =>
  usePaged(adminKeys.audit(filter), (before, signal) => adminApi.audit(filter, before, signal));
