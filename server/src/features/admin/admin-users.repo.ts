import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import { containsPattern } from '../../db/names.ts';
import { users } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';

/**
 * Accounts for the admin list, newest first (users_created_idx), with what the operator needs to
 * know: bytes stored (media and scans, on their owner indexes), the latest activity (sessions,
 * the live connection's last close, a live connection now), whether two-factor sign-in is on.
 */
const listed = (db: Db) =>
  db
    .select({
      user: users,
      storage: sql<number>`(
        (select coalesce(sum(m.file_size), 0) from media_files m where m.owner_id = users.id) +
        (select coalesce(sum(d.scan_size), 0) from documents d where d.owner_id = users.id))`.mapWith(Number),
      lastSeen: sql<Date | string | null>`greatest(
        (select max(s.last_seen_at) from user_sessions s where s.user_id = users.id),
        (select l.last_seen_at from user_last_seen l where l.user_id = users.id),
        (select max(p.seen_at) from user_presence p where p.user_id = users.id))`,
      twoFactor: sql<boolean>`exists (select 1 from user_two_factor t
        where t.user_id = users.id and t.enabled_at is not null)`,
    })
    .from(users);

export type ListedUser = Awaited<ReturnType<typeof listed>>[number];

export const adminUsersRepo = {
  /** A page of accounts; `query` matches a part of «Имя Фамилия» or of the email. */
  list(db: Db, f: { query?: string | undefined; before?: Cursor | undefined; limit: number }) {
    const text = f.query?.trim();
    return listed(db)
      .where(
        and(
          text
            ? or(
                sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${containsPattern(text)}`,
                sql`${users.email} ilike ${containsPattern(text)}`,
              )
            : undefined,
          f.before ? beyondCursor(users.createdAt, users.id, '<', f.before) : undefined,
        ),
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(f.limit);
  },

  async find(db: Db, id: string): Promise<ListedUser | undefined> {
    const [row] = await listed(db).where(eq(users.id, id)).limit(1);
    return row;
  },

  async role(db: Db, id: string) {
    const [row] = await db.select({ role: users.instanceRole }).from(users).where(eq(users.id, id)).limit(1);
    return row?.role ?? null;
  },

  async setRole(db: Db, id: string, role: 'admin' | 'user') {
    await db
      .update(users)
      .set({ instanceRole: role })
      .where(and(eq(users.id, id), sql`${users.instanceRole} <> 'owner'`));
  },

  /** Suspends and ends every token of the user (the token version moves on). */
  async suspend(db: Db, id: string, reason: string) {
    await db
      .update(users)
      .set({ suspendedAt: sql`now()`, suspendedReason: reason, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id));
  },

  async unsuspend(db: Db, id: string) {
    await db.update(users).set({ suspendedAt: null, suspendedReason: null }).where(eq(users.id, id));
  },
};
