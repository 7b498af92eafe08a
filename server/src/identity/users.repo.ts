/*
 * The shared identity read-model: the reads and writes of the `users` table that many features
 * need (sign-in, the current user, token versions, profile fields). It lives outside `features/`
 * because no single feature owns the person; features import it directly (the architecture test
 * allows it), while every other repo stays private to its feature.
 */
import { eq, sql } from 'drizzle-orm';
import { arrayStatement } from '../db/array-rows.ts';
import type { Db } from '../db/client.ts';
import { oncePerDb } from '../db/once-per-db.ts';
import { type AffiliationRow, type UserRow, users } from '../db/schema/index.ts';

export type NewUser = typeof users.$inferInsert;

type Aff = Pick<AffiliationRow, 'id' | 'affiliationName' | 'userRoleInOrg'>;

/** The read behind GET /api/auth/me; every table it reads must announce changes (migration 0051). */
export const meSelect = (db: Db) =>
  db
    .select({
      user: users,
      orgs: sql<Aff[] | null>`(
        select json_agg(json_build_object('id', m.id, 'affiliationName', o.name,
                 'userRoleInOrg', coalesce(nullif(m.job_title, ''), nullif(m.custom_role_name, ''), m.role))
                 order by m.joined_at)
        from org_members m join organizations o on o.id = m.org_id where m.user_id = users.id)`,
      // «Мои роли» lists one entry per organization (issue 32 item 5): a typed workplace with the
      // name of an organization the user belongs to is that organization's entry, not a second one.
      own: sql<Aff[] | null>`(
        select json_agg(json_build_object('id', a.id, 'affiliationName', a.affiliation_name,
                 'userRoleInOrg', a.user_role_in_org) order by a.position)
        from affiliations a where a.user_id = users.id
          and not exists (select 1 from org_members m join organizations o on o.id = m.org_id
            where m.user_id = users.id and lower(trim(o.name)) = lower(trim(a.affiliation_name))))`,
    })
    .from(users)
    // The primary key: at most one row, so no LIMIT.
    .where(eq(users.id, sql.placeholder('id')));

/*
 * Built once per database as a named prepared statement: every page load asks for it, and this
 * saves drizzle building the query and PostgreSQL parsing and planning it on each call.
 */
const meStatement = oncePerDb((db) => meSelect(db).prepare('users_me'));
/** Read for every signed-in user every 5 s (platform/session-versions.ts): a named statement. */
const tokenVersionStatement = oncePerDb((db) =>
  arrayStatement(
    db,
    sql`select token_version from users where id = ${sql.placeholder('id')}::uuid and suspended_at is null`,
    (row) => Number(row[0]),
    'user_token_version',
  ),
);

export const usersRepo = {
  async findById(db: Db, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  /**
   * The user and their affiliations (organizations first, in joining order, with the job title
   * when there is one, then their own, by position, without those naming one of the user's
   * organizations) in one round trip: what `GET /api/auth/me` answers on every page load.
   */
  async findWithAffiliations(db: Db, id: string) {
    const [row] = await meStatement(db).execute({ id });
    if (!row) return undefined;
    return { user: row.user, affiliations: [...(row.orgs ?? []), ...(row.own ?? [])] };
  },
  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },
  /**
   * The version every valid token of the user carries; null when the user does not exist or is
   * suspended (CONTRACT §8: a suspended user's tokens stop working at once).
   */
  async tokenVersion(db: Db, id: string): Promise<number | null> {
    const [version] = await tokenVersionStatement(db).execute({ id });
    return version ?? null;
  },
  /** Sets a new password hash and ends older tokens; answers the new token version. */
  async setPassword(db: Db, id: string, passwordHash: string): Promise<number> {
    const [row] = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning({ version: users.tokenVersion });
    if (!row) throw new Error(`user ${id} vanished while changing the password`);
    return row.version;
  },
  /** Inserts unless the email is taken; answers undefined on a duplicate (unique index). */
  async insert(db: Db, values: NewUser): Promise<UserRow | undefined> {
    const [row] = await db
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  },
  async update(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  },
  /** Organization memberships first (name and role), then the places from onboarding. */
  async affiliationsOf(db: Db, userId: string): Promise<Aff[]> {
    return (await usersRepo.findWithAffiliations(db, userId))?.affiliations ?? [];
  },
};
