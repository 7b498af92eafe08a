import {
  type AdminReport,
  type AdminReportsQuery,
  HIDEABLE_TARGETS,
  REPORT_OUTCOME_TEXTS,
  REPORT_REASON_TEXTS,
  REPORT_TEXTS,
  type ReportBody,
  type ReportCreated,
  type ReportReason,
  type ReportTargetType,
  type ResolveReportBody,
} from '@krug/contract/reports';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ReportRow } from '../../db/schema/index.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AdminUsersService } from '../admin/admin-users.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import type { TargetReader } from './report-targets.ts';
import { type ListedReport, reportsRepo } from './reports.repo.ts';

type Create = z.output<typeof ReportBody>;
type ListQuery = z.output<typeof AdminReportsQuery>;
type Resolve = z.output<typeof ResolveReportBody>;

/** Hides one kind of content; answers false when it no longer exists. */
export type Hider = (id: string, note: string | null) => Promise<boolean>;

const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

const toCreated = (r: ReportRow): ReportCreated => ({
  id: r.id,
  target_type: r.targetType,
  target_id: r.targetId,
  reason: r.reason as ReportReason,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});

const toAdmin = (r: ListedReport): AdminReport => ({
  ...toCreated(r.report),
  comment: r.report.comment,
  reporter: person(r.report.reporterId, r.reporterName),
  target: {
    owner: person(r.report.targetOwnerId, r.ownerName),
    context: r.report.targetSnapshot.context ?? null,
    text: r.report.targetSnapshot.text ?? '',
    post_id: r.report.targetSnapshot.postId ?? null,
    hidden: !!r.hidden,
    preview_url: null,
  },
  resolved_at: r.report.resolvedAt?.toISOString() ?? null,
  resolved_by: person(r.report.resolvedBy, r.resolverName),
  action: r.report.action,
  note: r.report.note,
});

/**
 * Reports and moderation (CONTRACT §8): anyone reports what they can see (each area's own rule,
 * report-targets.ts), once while it is open; an admin dismisses it, hides the content (posts,
 * comments, messages) or suspends its owner, and every reporter of that target hears the outcome.
 */
export function createReportsService(deps: {
  db: Db;
  targets: Record<ReportTargetType, TargetReader>;
  hiders: Partial<Record<ReportTargetType, Hider>>;
  /** A signed preview of a media file for the admin queue. */
  mediaPreview: (id: string) => Promise<string | null>;
  adminUsers: Pick<AdminUsersService, 'suspend'>;
  notifications: Notifier;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, targets, hiders, adminUsers, notifications, audit } = deps;

  const withPreview = async (r: ListedReport): Promise<AdminReport> => {
    const report = toAdmin(r);
    if (report.target && r.report.targetType === 'media')
      report.target.preview_url = await deps.mediaPreview(r.report.targetId);
    return report;
  };

  return {
    async create(reporterId: string, body: Create): Promise<ReportCreated> {
      const thing = await targets[body.target_type](reporterId, body.target_id);
      if (thing.ownerId === reporterId) throw new Invalid(REPORT_TEXTS.yourself);
      const row = await reportsRepo.insert(db, {
        reporterId,
        targetType: body.target_type,
        targetId: body.target_id,
        targetOwnerId: thing.ownerId,
        reason: body.reason,
        comment: body.comment,
        targetSnapshot: { text: thing.text, context: thing.context, postId: thing.postId },
      });
      if (!row) throw new Conflict(REPORT_TEXTS.duplicate);
      return toCreated(row);
    },

    async list(q: ListQuery): Promise<Page<AdminReport>> {
      const rows = await reportsRepo.list(db, {
        status: q.status,
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      const { next } = page(
        rows.map((r) => r.report),
        q.limit,
      );
      return { items: await Promise.all(rows.map(withPreview)), next };
    },

    async resolve(
      adminId: string,
      reportId: string,
      body: Resolve,
      request?: RequestContext,
    ): Promise<AdminReport> {
      const found = await reportsRepo.find(db, reportId);
      if (!found) throw new NotFound(REPORT_TEXTS.notFound);
      const report = found.report;
      if (report.status !== 'open') throw new Conflict(REPORT_TEXTS.alreadyResolved);
      if (body.action === 'hide_content') {
        const hide = HIDEABLE_TARGETS.includes(report.targetType) ? hiders[report.targetType] : undefined;
        if (!hide) throw new Invalid(REPORT_TEXTS.notHideable, 'action');
        await hide(report.targetId, body.note);
      } else if (body.action === 'suspend_user') {
        if (!report.targetOwnerId) throw new Invalid(REPORT_TEXTS.noOwner, 'action');
        // The admin policy decides (nobody suspends the owner, an admin only by the owner).
        await adminUsers.suspend(
          adminId,
          report.targetOwnerId,
          body.note ?? REPORT_REASON_TEXTS[report.reason as ReportReason],
          request,
        );
      }
      const resolved = await reportsRepo.resolve(db, report, {
        by: adminId,
        action: body.action,
        note: body.note,
      });
      if (resolved.length === 0) throw new Conflict(REPORT_TEXTS.alreadyResolved);
      await audit.record({
        actorId: adminId,
        subjectId: null,
        action: 'admin.report_resolved',
        target: { type: report.targetType, id: report.targetId },
        details: { report_id: report.id, action: body.action, reports: resolved.length },
        request,
      });
      const reporters = [...new Set(resolved.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))];
      for (const userId of reporters)
        await notifications.notify({
          userId,
          actorId: null,
          type: 'report_resolved',
          text: REPORT_OUTCOME_TEXTS[body.action],
          link: null,
        });
      const after = await reportsRepo.find(db, reportId);
      return withPreview(after ?? found);
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
