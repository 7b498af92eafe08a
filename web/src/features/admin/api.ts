import type {
  AdminSettings,
  AdminSettingsBody,
  AdminUser,
  CreateInviteBody,
  InstanceInfo,
  InstanceInvite,
  SuspendBody,
} from '@krug/contract/admin';
import type { AuditAction, AuditEntry } from '@krug/contract/audit';
import type { OutboxMail } from '@krug/contract/mail';
import type { AdminReport, ResolveReportBody } from '@krug/contract/reports';
import { apiFetch, apiFetchPage } from '../../lib/api.ts';

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

const id = (value: string) => encodeURIComponent(value);
const path = (base: string, params: Record<string, string | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${base}?${s}` : base;
};

/** Fetchers of CONTRACT §8; lists are bare arrays paged by their Link header. */
export const adminApi = {
  instance: (signal?: AbortSignal) => apiFetch<InstanceInfo>('/api/instance', { signal }),
  usersPath: (query: string) => path('/api/admin/users', { query: query.trim() || undefined, limit: '20' }),
  page: <T>(url: string, signal?: AbortSignal) => apiFetchPage<T>(url, { signal }),
  setRole: (userId: string, role: 'admin' | 'user') =>
    apiFetch<AdminUser>(`/api/admin/users/${id(userId)}/role`, { method: 'PUT', body: { role } }),
  suspend: (userId: string, body: SuspendBody) =>
    apiFetch<AdminUser>(`/api/admin/users/${id(userId)}/suspend`, { method: 'POST', body }),
  unsuspend: (userId: string) =>
    apiFetch<AdminUser>(`/api/admin/users/${id(userId)}/unsuspend`, { method: 'POST' }),
  resetTwoFactor: (userId: string) =>
    apiFetch<AdminUser>(`/api/admin/users/${id(userId)}/reset-two-factor`, { method: 'POST' }),
  deleteUser: (userId: string) => apiFetch<void>(`/api/admin/users/${id(userId)}`, { method: 'DELETE' }),
  invitesPath: '/api/admin/invites?limit=20',
  createInvite: (body: CreateInviteBody) =>
    apiFetch<InstanceInvite>('/api/admin/invites', { method: 'POST', body }),
  revokeInvite: (inviteId: string) =>
    apiFetch<void>(`/api/admin/invites/${id(inviteId)}`, { method: 'DELETE' }),
  outbox: (signal?: AbortSignal) => apiFetch<OutboxMail[]>('/api/admin/outbox', { signal }),
  settings: (signal?: AbortSignal) => apiFetch<AdminSettings>('/api/admin/settings', { signal }),
  saveSettings: (body: AdminSettingsBody) =>
    apiFetch<AdminSettings>('/api/admin/settings', { method: 'PUT', body }),
  reportsPath: (status: 'open' | 'resolved') => path('/api/admin/reports', { status, limit: '20' }),
  resolve: (reportId: string, body: ResolveReportBody) =>
    apiFetch<AdminReport>(`/api/admin/reports/${id(reportId)}/resolve`, { method: 'POST', body }),
  auditPath: (f: AuditFilter) =>
    path('/api/admin/audit', { action: f.action, actor_id: f.actorId, limit: '30' }),
};

export type { AdminReport, AdminUser, AuditEntry, InstanceInvite };
