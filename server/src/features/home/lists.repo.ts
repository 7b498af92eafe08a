import { and, asc, count, desc, eq, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type HomeListItemRow, homeListItems, homeLists } from '../../db/schema/index.ts';
import { type ScopeRef, scopeColumns } from './scope.repo.ts';

const inScope = (s: ScopeRef) =>
  s.scope === 'family' ? eq(homeLists.familyId, s.id) : eq(homeLists.householdId, s.id);

export const listsRepo = {
  /** The circle's lists, oldest first, with how many items they have and how many are checked. */
  ofScope(db: Db, s: ScopeRef) {
    return db
      .select({
        list: homeLists,
        items: sql<number>`(select count(*)::int from ${homeListItems} i where i.list_id = ${homeLists.id})`,
        checked: sql<number>`(select count(*)::int from ${homeListItems} i where i.list_id = ${homeLists.id} and i.checked)`,
      })
      .from(homeLists)
      .where(inScope(s))
      .orderBy(asc(homeLists.createdAt), asc(homeLists.id))
      .limit(200);
  },
  async countInScope(db: Db, s: ScopeRef) {
    const [row] = await db.select({ n: count() }).from(homeLists).where(inScope(s));
    return row?.n ?? 0;
  },
  async create(
    db: Db,
    s: ScopeRef,
    values: { kind: 'shopping' | 'todo' | 'packing'; title: string; createdBy: string },
  ) {
    const [row] = await db
      .insert(homeLists)
      .values({ ...scopeColumns(s), ...values })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  async find(db: Db, id: string) {
    const [row] = await db.select().from(homeLists).where(eq(homeLists.id, id)).limit(1);
    return row;
  },
  async remove(db: Db, id: string) {
    await db.delete(homeLists).where(eq(homeLists.id, id));
  },
  items(db: Db, listId: string) {
    return db
      .select()
      .from(homeListItems)
      .where(eq(homeListItems.listId, listId))
      .orderBy(asc(homeListItems.position), asc(homeListItems.createdAt))
      .limit(1000);
  },
  async itemCount(db: Db, listId: string) {
    const [row] = await db.select({ n: count() }).from(homeListItems).where(eq(homeListItems.listId, listId));
    return row?.n ?? 0;
  },
  /** Adds items at the end of the list (one statement: their positions follow the current last). */
  async addItems(
    db: Db,
    listId: string,
    items: { text: string; quantity: string | null; note: string | null }[],
    addedBy: string,
  ): Promise<HomeListItemRow[]> {
    if (items.length === 0) return [];
    return db.transaction(async (tx) => {
      const [last] = await tx
        .select({ p: max(homeListItems.position) })
        .from(homeListItems)
        .where(eq(homeListItems.listId, listId));
      const base = (last?.p ?? 0) + 1;
      const rows = await tx
        .insert(homeListItems)
        .values(items.map((it, i) => ({ ...it, listId, addedBy, position: base + i })))
        .returning();
      await tx.update(homeLists).set({ updatedAt: new Date() }).where(eq(homeLists.id, listId));
      return rows;
    });
  },
  async findItem(db: Db, listId: string, itemId: string) {
    const [row] = await db
      .select()
      .from(homeListItems)
      .where(and(eq(homeListItems.id, itemId), eq(homeListItems.listId, listId)))
      .limit(1);
    return row;
  },
  /**
   * Changes only the given fields in one statement and bumps the version: two people changing one
   * item at once each keep their edit (different fields), and two ticks agree (same value). Who
   * checked it is kept from the first tick; unchecking clears it.
   */
  async updateItem(
    db: Db,
    itemId: string,
    userId: string,
    fields: { text?: string; quantity?: string | null; note?: string | null; checked?: boolean },
  ) {
    const set: Record<string, unknown> = {
      version: sql`${homeListItems.version} + 1`,
      updatedAt: new Date(),
    };
    if (fields.text !== undefined) set.text = fields.text;
    if (fields.quantity !== undefined) set.quantity = fields.quantity;
    if (fields.note !== undefined) set.note = fields.note;
    if (fields.checked !== undefined) {
      set.checked = fields.checked;
      set.checkedBy = fields.checked
        ? sql`case when ${homeListItems.checked} then ${homeListItems.checkedBy} else ${userId}::uuid end`
        : null;
      set.checkedAt = fields.checked
        ? sql`case when ${homeListItems.checked} then ${homeListItems.checkedAt} else now() end`
        : null;
    }
    const [row] = await db.update(homeListItems).set(set).where(eq(homeListItems.id, itemId)).returning();
    return row;
  },
  async removeItem(db: Db, itemId: string) {
    await db.delete(homeListItems).where(eq(homeListItems.id, itemId));
  },
  /** Puts an item just before another (or last): halfway between its new neighbours. */
  async moveItem(db: Db, listId: string, itemId: string, beforeId: string | null) {
    return db.transaction(async (tx) => {
      let position: number;
      if (beforeId === null) {
        const [last] = await tx
          .select({ p: max(homeListItems.position) })
          .from(homeListItems)
          .where(eq(homeListItems.listId, listId));
        position = (last?.p ?? 0) + 1;
      } else {
        const [before] = await tx
          .select({ p: homeListItems.position })
          .from(homeListItems)
          .where(and(eq(homeListItems.id, beforeId), eq(homeListItems.listId, listId)));
        if (!before) return false;
        const [prev] = await tx
          .select({ p: homeListItems.position })
          .from(homeListItems)
          .where(
            and(
              eq(homeListItems.listId, listId),
              lt(homeListItems.position, before.p),
              sql`${homeListItems.id} <> ${itemId}`,
            ),
          )
          .orderBy(desc(homeListItems.position))
          .limit(1);
        position = prev ? (prev.p + before.p) / 2 : before.p - 1;
      }
      await tx
        .update(homeListItems)
        .set({ position, version: sql`${homeListItems.version} + 1`, updatedAt: new Date() })
        .where(and(eq(homeListItems.id, itemId), eq(homeListItems.listId, listId)));
      return true;
    });
  },
};
