import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

const before = (c: Cursor | undefined): SQL | undefined =>
  c
    ? sql`(${auditLog.at}, ${auditLog.id}) < (${c.createdAt.toISOString()}::timestamptz, ${c.id}::uuid)`
    : undefined;

export const auditRepo = {
  /** Appends one entry; the actor's current name is written with it (it outlives the account). */
  async insert(db: Db, entry: Omit<NewAuditEntry, 'actorName'> & { actorName?: string | undefined }) {
    const name = entry.actorName
      ? sql`${entry.actorName}`
      : entry.actorId
        ? sql`coalesce((select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${entry.actorId}), '')`
        : sql`''`;
    await db.insert(auditLog).values({ ...entry, actorName: name });
  },

  /** A page of the log, newest first, by actor and/or action (each on its own index). */
  list(
    db: Db,
    f: { actorId?: string | undefined; action?: string | undefined; before?: Cursor; limit: number },
  ) {
    return db
      .select()
      .from(auditLog)
      .where(
        and(
          f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
          f.action ? eq(auditLog.action, f.action) : undefined,
          before(f.before),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.limit);
  },

  /** The events about one account, newest first. */
  ofSubject(db: Db, subjectId: string, p: { before?: Cursor; limit: number }) {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, subjectId), before(p.before)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(p.limit);
  },

  /** Forgets entries older than the cutoff; answers how many went. */
  async deleteOlderThan(db: Db, cutoff: Date) {
    const rows = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
    return rows.length;
  },
};
