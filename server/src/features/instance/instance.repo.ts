import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import {
  type InstanceInviteRow,
  type InstanceSettingsRow,
  instanceInvites,
  instanceSettings,
  users,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Cursor } from '../../platform/cursor.ts';

/** Why an invite token cannot be used now. */
export type InviteRefusal = 'missing' | 'expired' | 'used_up' | 'revoked';

function refusalOf(row: InstanceInviteRow | undefined, now = Date.now()): InviteRefusal | null {
  if (!row) return 'missing';
  if (row.revokedAt) return 'revoked';
  if (row.uses >= row.maxUses) return 'used_up';
  if (row.expiresAt.getTime() <= now) return 'expired';
  return null;
}

const withCreator = (db: Db) =>
  db
    .select({
      invite: instanceInvites,
      creatorName: sql<string | null>`(select u.first_name || ' ' || u.last_name from users u
        where u.id = ${instanceInvites.createdBy})`,
    })
    .from(instanceInvites);

export const instanceRepo = {
  /** The settings row (migration 0031 inserts it; a missing one reads as the defaults). */
  async settings(db: Db): Promise<InstanceSettingsRow> {
    const [row] = await db.select().from(instanceSettings).limit(1);
    return (
      row ?? {
        id: true,
        instanceName: 'Круг',
        registrationMode: 'open',
        requireEmailVerification: false,
        updatedAt: new Date(0),
      }
    );
  },

  async saveSettings(db: Db, values: Partial<Omit<InstanceSettingsRow, 'id' | 'updatedAt'>>) {
    const [row] = await db
      .insert(instanceSettings)
      .values({ id: true, ...values })
      .onConflictDoUpdate({ target: instanceSettings.id, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('instance settings vanished');
    return row;
  },

  async insertInvite(db: Db, values: typeof instanceInvites.$inferInsert) {
    const [row] = await db.insert(instanceInvites).values(values).returning();
    if (!row) throw new Error('invite insert returned nothing');
    return row;
  },

  /** Invites newest first, with the name of whoever made them. */
  listInvites(db: Db, p: { before?: Cursor | undefined; limit: number }) {
    return withCreator(db)
      .where(
        p.before ? beyondCursor(instanceInvites.createdAt, instanceInvites.id, '<', p.before) : undefined,
      )
      .orderBy(desc(instanceInvites.createdAt), desc(instanceInvites.id))
      .limit(p.limit);
  },

  async findInviteWithCreator(db: Db, id: string) {
    const [row] = await withCreator(db).where(eq(instanceInvites.id, id)).limit(1);
    return row;
  },

  async findInvite(db: Db, id: string): Promise<InstanceInviteRow | undefined> {
    const [row] = await db.select().from(instanceInvites).where(eq(instanceInvites.id, id)).limit(1);
    return row;
  },

  /** Revokes an invite; answers whether it was still unrevoked. */
  async revokeInvite(db: Db, id: string) {
    const rows = await db
      .update(instanceInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(instanceInvites.id, id), isNull(instanceInvites.revokedAt)))
      .returning({ id: instanceInvites.id });
    return rows.length > 0;
  },

  /** Why the invite cannot be used now, or null when it can (nothing is taken). */
  async inviteRefusal(db: Db, token: string): Promise<InviteRefusal | null> {
    const [row] = await db.select().from(instanceInvites).where(eq(instanceInvites.token, token)).limit(1);
    return refusalOf(row);
  },

  /**
   * Counts one use of the invite if it can still be used (one statement, so two registrations
   * cannot both take its last use); answers why not otherwise.
   */
  async useInvite(db: Db, token: string): Promise<InviteRefusal | null> {
    const used = await db
      .update(instanceInvites)
      .set({ uses: sql`${instanceInvites.uses} + 1` })
      .where(
        and(
          eq(instanceInvites.token, token),
          isNull(instanceInvites.revokedAt),
          gt(instanceInvites.expiresAt, sql`now()`),
          lt(instanceInvites.uses, instanceInvites.maxUses),
        ),
      )
      .returning({ id: instanceInvites.id });
    if (used.length > 0) return null;
    return (await instanceRepo.inviteRefusal(db, token)) ?? 'used_up';
  },

  /**
   * Makes the user the owner when the instance has none (the first account); the unique index
   * lets only one of two simultaneous first accounts win. Answers whether this user became it.
   */
  async claimOwnership(db: Db, userId: string): Promise<boolean> {
    try {
      const rows = await db
        .update(users)
        .set({ instanceRole: 'owner' })
        .where(
          and(eq(users.id, userId), sql`not exists (select 1 from users o where o.instance_role = 'owner')`),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  },

  /**
   * After the owner deleted their own account: the earliest admin (else the earliest account)
   * becomes the owner, so an instance with accounts always has one.
   */
  async ensureOwner(db: Db): Promise<void> {
    try {
      await db.execute(sql`
        update users set instance_role = 'owner'
        where id = (select id from users order by (instance_role = 'admin') desc, created_at, id limit 1)
          and not exists (select 1 from users o where o.instance_role = 'owner')`);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  },
};
