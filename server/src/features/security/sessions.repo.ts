import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { arrayStatement } from '../../db/array-rows.ts';
import type { Db } from '../../db/client.ts';
import { oncePerDb } from '../../db/once-per-db.ts';
import { userSessions } from '../../db/schema/index.ts';

const live = (userId: string) =>
  and(
    eq(userSessions.userId, userId),
    isNull(userSessions.revokedAt),
    gt(userSessions.expiresAt, sql`now()`),
  );

const stateStatement = oncePerDb((db) =>
  arrayStatement(
    db,
    sql`select user_id, revoked_at is null and expires_at > now() from user_sessions
      where id = ${sql.placeholder('id')}::uuid`,
    (row) => ({ userId: row[0] as string, live: row[1] as boolean }),
    'session_state',
  ),
);

export const sessionsRepo = {
  async insert(db: Db, values: { userId: string; userAgent: string; ip: string; expiresAt: Date }) {
    const [row] = await db.insert(userSessions).values(values).returning({ id: userSessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return row.id;
  },

  /** Forgets the user's sessions that ended (revoked or expired) more than 30 days ago. */
  async prune(db: Db, userId: string) {
    await db
      .delete(userSessions)
      .where(
        and(
          eq(userSessions.userId, userId),
          sql`coalesce(${userSessions.revokedAt}, ${userSessions.expiresAt}) < now() - interval '30 days'`,
        ),
      );
  },

  /**
   * Whose session it is and whether its tokens still count (see platform/session-revocations.ts):
   * a named statement, read for every signed-in user every 5 s (issue 37).
   */
  async state(db: Db, id: string) {
    const [row] = await stateStatement(db).execute({ id });
    return row ?? null;
  },

  async touch(db: Db, id: string) {
    await db.update(userSessions).set({ lastSeenAt: sql`now()` }).where(eq(userSessions.id, id));
  },

  /** A new token was issued for the session (password change): it lives as long as that token. */
  async extend(db: Db, id: string, expiresAt: Date) {
    await db.update(userSessions).set({ expiresAt }).where(eq(userSessions.id, id));
  },

  /** The user's live sessions, latest activity first. */
  listLive(db: Db, userId: string) {
    return db
      .select()
      .from(userSessions)
      .where(live(userId))
      .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
  },

  async find(db: Db, id: string) {
    const [row] = await db.select().from(userSessions).where(eq(userSessions.id, id)).limit(1);
    return row ?? null;
  },

  /** Revokes one live session; answers whether it was live. */
  async revoke(db: Db, id: string) {
    const rows = await db
      .update(userSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(userSessions.id, id), isNull(userSessions.revokedAt)))
      .returning({ id: userSessions.id });
    return rows.length > 0;
  },

  /** Revokes every live session of the user but `keep` (all of them when null); answers their ids. */
  async revokeAllBut(db: Db, userId: string, keep: string | null) {
    const rows = await db
      .update(userSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(userSessions.userId, userId),
          isNull(userSessions.revokedAt),
          keep ? ne(userSessions.id, keep) : undefined,
        ),
      )
      .returning({ id: userSessions.id });
    return rows.map((r) => r.id);
  },
};
