import {
  AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditDetails,
  type AuditEntry,
  type AuditQuery,
  type SecurityEvent,
} from '@krug/contract/audit';
import type { PageQuery } from '@krug/contract/pagination';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuditLogRow } from '../../db/schema/index.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Page } from '../../platform/link-header.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { auditRepo } from './audit.repo.ts';

/** One thing to record: who did it (null: nobody signed in), what, about whose account, on what. */
export interface AuditEvent {
  actorId: string | null;
  /** The actor's name when their account is gone by the time of recording (a deletion). */
  actorName?: string;
  action: AuditAction;
  /** The account the event concerns (shown in its «События безопасности»); often the actor. */
  subjectId?: string | null;
  target?: { type: string; id: string } | null;
  details?: AuditDetails;
  /** The request it came from (`requestOf` in the route); none outside a request (a job, a script). */
  request?: RequestContext;
}

type ListQuery = z.output<typeof AuditQuery>;

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Details as jsonb stores them: a lone surrogate (which JSON text escapes and PostgreSQL refuses)
 * becomes U+FFFD, as it does in a text column; NUL characters go.
 */
const storable = (details: AuditDetails): AuditDetails =>
  Object.fromEntries(
    Object.entries(details).map(([k, v]) => [
      k,
      typeof v === 'string' ? v.replace(LONE_SURROGATES, '\uFFFD').replaceAll('\u0000', '') : v,
    ]),
  );
type SubjectQuery = z.output<typeof PageQuery>;

const asPage = (rows: AuditLogRow[], limit: number) =>
  page(
    rows.map((r) => ({ ...r, createdAt: r.at })),
    limit,
  );

const toEntry = (r: AuditLogRow): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: r.actorId || r.actorName ? { id: r.actorId, name: r.actorName } : null,
  action: r.action as AuditAction,
  target_type: r.targetType,
  target_id: r.targetId,
  ip: r.ip,
  details: r.details,
});

/**
 * The audit log (CONTRACT §8): every admin action, sign-in, password, email and two-factor change,
 * account deletion and data export. Entries are only ever added (and forgotten after
 * AUDIT_RETENTION_DAYS); no call edits one. The address and browser come from the request the route
 * hands over (platform/request-context.ts).
 */
export function createAuditService(db: Db) {
  return {
    /** Records an event; a failure to record never fails what was done (it is logged by the caller). */
    async record(event: AuditEvent): Promise<void> {
      await auditRepo.insert(db, {
        actorId: event.actorId,
        actorName: event.actorName,
        subjectId: event.subjectId === undefined ? event.actorId : event.subjectId,
        action: event.action,
        targetType: event.target?.type ?? null,
        targetId: event.target?.id ?? null,
        ip: event.request?.ip ?? null,
        userAgent: event.request?.userAgent || null,
        details: storable(event.details ?? {}),
      });
    },

    async list(q: ListQuery): Promise<Page<AuditEntry>> {
      const rows = await auditRepo.list(db, {
        actorId: q.actor_id,
        action: q.action,
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      return { items: rows.map(toEntry), next: asPage(rows, q.limit).next };
    },

    /** The caller's own security events; an administrator's address and browser are not shown to them. */
    async securityEvents(userId: string, q: SubjectQuery): Promise<Page<SecurityEvent>> {
      const rows = await auditRepo.ofSubject(db, userId, { before: decodeCursor(q.before), limit: q.limit });
      const items = rows.map((r) => {
        const byAdmin = r.action.startsWith('admin.');
        return {
          id: r.id,
          at: r.at.toISOString(),
          action: r.action as AuditAction,
          ip: byAdmin ? null : r.ip,
          user_agent: byAdmin ? null : r.userAgent,
          by_admin: byAdmin,
          details: r.details,
        };
      });
      return { items, next: asPage(rows, q.limit).next };
    },

    /** Forgets what is older than the retention period (the hourly AUDIT_SWEEP_JOB, one process at a time). */
    sweep: (now = new Date()) =>
      auditRepo.deleteOlderThan(db, new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000)),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

/** The periodic job that keeps the audit log within its retention window. */
export const AUDIT_SWEEP_JOB = 'audit-sweep';
