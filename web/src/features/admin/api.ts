import type { AdminSettingsBody, AdminUser, InstanceInvite, SuspendBody } from '@krug/contract/admin';
import type { AuditAction, AuditEntry } from '@krug/contract/audit';
import type { AdminReport, ResolveReportBody } from '@krug/contract/reports';
import { type ApiBody, api, call, callPage } from '../../lib/api-client.ts';

/** Query keys of the admin area; every admin query starts with `admin`. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: string) => ['admin', 'users', query] as const,
  invites: ['admin', 'invites'] as const,
  settings: ['admin', 'settings'] as const,
  outbox: ['admin', 'outbox'] as const,
  reports: (status: 'open' | 'resolved') => ['admin', 'reports', status] as const,
  audit: (filter: AuditFilter) => ['admin', 'audit', filter] as const,
  instance: ['instance'] as const,
};

export interface AuditFilter {
  action?: AuditAction | undefined;
  actorId?: string | undefined;
}

const page = { limit: 20 };
const user = (id: string) => ({ params: { path: { id } } });

/** Fetchers of CONTRACT §8; lists are bare arrays, each page after the first by its cursor. */
export const adminApi = {
  instance: (signal?: AbortSignal) => call(api.GET('/api/instance', { signal })),
  users: (query: string, before: string | null, signal?: AbortSignal) =>
    callPage(
      api.GET('/api/admin/users', {
        params: { query: { query: query.trim() || undefined, ...page, before: before ?? undefined } },
        signal,
      }),
    ),
  setRole: (userId: string, role: 'admin' | 'user') =>
    call(api.PUT('/api/admin/users/{id}/role', { ...user(userId), body: { role } })),
  suspend: (userId: string, body: SuspendBody) =>
    call(api.POST('/api/admin/users/{id}/suspend', { ...user(userId), body })),
  unsuspend: (userId: string) => call(api.POST('/api/admin/users/{id}/unsuspend', user(userId))),
  resetTwoFactor: (userId: string) => call(api.POST('/api/admin/users/{id}/reset-two-factor', user(userId))),
  deleteUser: (userId: string) => call(api.DELETE('/api/admin/users/{id}', user(userId))),
  invites: (before: string | null, signal?: AbortSignal) =>
    callPage(
      api.GET('/api/admin/invites', { params: { query: { ...page, before: before ?? undefined } }, signal }),
    ),
  createInvite: (body: ApiBody<'/api/admin/invites', 'post'>) =>
    call(api.POST('/api/admin/invites', { body })),
  revokeInvite: (inviteId: string) => call(api.DELETE('/api/admin/invites/{id}', user(inviteId))),
  outbox: (signal?: AbortSignal) => call(api.GET('/api/admin/outbox', { signal })),
  settings: (signal?: AbortSignal) => call(api.GET('/api/admin/settings', { signal })),
  saveSettings: (body: AdminSettingsBody) => call(api.PUT('/api/admin/settings', { body })),
  reports: (status: 'open' | 'resolved', before: string | null, signal?: AbortSignal) =>
    callPage(
      api.GET('/api/admin/reports', {
        params: { query: { status, ...page, before: before ?? undefined } },
        signal,
      }),
    ),
  resolve: (reportId: string, body: ResolveReportBody) =>
    call(api.POST('/api/admin/reports/{id}/resolve', { ...user(reportId), body })),
  audit: (f: AuditFilter, before: string | null, signal?: AbortSignal) =>
    callPage(
      api.GET('/api/admin/audit', {
        params: {
          query: {
            action: f.action,
            actor_id: f.actorId || undefined,
            limit: 30,
            before: before ?? undefined,
          },
        },
        signal,
      }),
    ),
};

export type { AdminReport, AdminUser, AuditEntry, InstanceInvite };
