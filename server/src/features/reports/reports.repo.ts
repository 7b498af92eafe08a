import { and, type Column, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import { type ReportRow, reports, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Cursor } from '../../platform/cursor.ts';

export type NewReport = typeof reports.$inferInsert;

const reporter = alias(users, 'reporter');
const owner = alias(users, 'owner');
const resolver = alias(users, 'resolver');
const nameOf = (u: { firstName: Column; lastName: Column }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

/** A report with the names of its reporter, the target's owner and who resolved it. */
const withNames = (db: Db) =>
  db
    .select({
      report: reports,
      reporterName: nameOf(reporter),
      ownerName: nameOf(owner),
      resolverName: nameOf(resolver),
      // Whether an admin hid this target (on this or another report about it).
      hidden: sql<boolean>`exists (select 1 from reports h where h.target_type = ${reports.targetType}
        and h.target_id = ${reports.targetId} and h.action = 'hide_content')`,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(owner, eq(owner.id, reports.targetOwnerId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));

export type ListedReport = Awaited<ReturnType<typeof withNames>>[number];

export const reportsRepo = {
  /** Inserts a report; undefined when the reporter already has an open one about the target. */
  async insert(db: Db, values: NewReport): Promise<ReportRow | undefined> {
    try {
      const [row] = await db.insert(reports).values(values).returning();
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) return undefined;
      throw err;
    }
  },

  /** Open or resolved reports, newest first (reports_status_created_idx). */
  list(db: Db, f: { status: 'open' | 'resolved'; before?: Cursor | undefined; limit: number }) {
    return withNames(db)
      .where(
        and(
          eq(reports.status, f.status),
          f.before ? beyondCursor(reports.createdAt, reports.id, '<', f.before) : undefined,
        ),
      )
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(f.limit);
  },

  async find(db: Db, id: string): Promise<ListedReport | undefined> {
    const [row] = await withNames(db).where(eq(reports.id, id)).limit(1);
    return row;
  },

  /**
   * Resolves the report and every other open report about the same target with the same
   * decision; answers the reporters to tell (each once).
   */
  async resolve(
    db: Db,
    report: Pick<ReportRow, 'id' | 'targetType' | 'targetId'>,
    decision: { by: string; action: 'dismiss' | 'hide_content' | 'suspend_user'; note: string | null },
  ) {
    const rows = await db
      .update(reports)
      .set({
        status: 'resolved',
        resolvedAt: sql`now()`,
        resolvedBy: decision.by,
        action: decision.action,
        note: decision.note,
      })
      .where(
        and(
          eq(reports.status, 'open'),
          sql`(${reports.id} = ${report.id} or (${reports.targetType} = ${report.targetType}
            and ${reports.targetId} = ${report.targetId}))`,
        ),
      )
      .returning({ id: reports.id, reporterId: reports.reporterId });
    return rows;
  },
};
