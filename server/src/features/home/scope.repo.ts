import type { HomeScope } from '@krug/contract/home';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyMembers, householdMembers, users } from '../../db/schema/index.ts';

export interface ScopeRef {
  scope: HomeScope;
  id: string;
}
/** The scope columns of a home row: exactly one of them is set. */
export const scopeOf = (row: { familyId: string | null; householdId: string | null }): ScopeRef =>
  row.familyId
    ? { scope: 'family', id: row.familyId }
    : { scope: 'household', id: row.householdId as string };
export const scopeColumns = (s: ScopeRef) => ({
  familyId: s.scope === 'family' ? s.id : null,
  householdId: s.scope === 'household' ? s.id : null,
});

/** Who belongs to a family or a household: only accepted members count (CONTRACT §4 "Consent"). */
export const scopeRepo = {
  /** The caller's active membership of the circle: whether they manage it (family PARENT / household owner). */
  async membership(db: Db, s: ScopeRef, userId: string): Promise<{ manager: boolean } | undefined> {
    if (s.scope === 'family') {
      const [row] = await db
        .select({ role: familyMembers.role, isCreator: familyMembers.isCreator })
        .from(familyMembers)
        .where(
          and(
            eq(familyMembers.familyId, s.id),
            eq(familyMembers.userId, userId),
            eq(familyMembers.status, 'active'),
          ),
        )
        .limit(1);
      return row ? { manager: row.isCreator || row.role === 'PARENT' } : undefined;
    }
    const [row] = await db
      .select({ isCreator: householdMembers.isCreator })
      .from(householdMembers)
      .where(
        and(
          eq(householdMembers.householdId, s.id),
          eq(householdMembers.userId, userId),
          eq(householdMembers.status, 'active'),
        ),
      )
      .limit(1);
    return row ? { manager: row.isCreator } : undefined;
  },
  /** The circle's active members with an account, as people. */
  async people(db: Db, s: ScopeRef) {
    const person = {
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      profile_picture: users.profilePicture,
    };
    if (s.scope === 'family')
      return db
        .select(person)
        .from(familyMembers)
        .innerJoin(users, eq(users.id, familyMembers.userId))
        .where(and(eq(familyMembers.familyId, s.id), eq(familyMembers.status, 'active')))
        .orderBy(asc(familyMembers.createdAt));
    return db
      .select(person)
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(and(eq(householdMembers.householdId, s.id), eq(householdMembers.status, 'active')))
      .orderBy(asc(householdMembers.createdAt));
  },
  /** People by id (who added or checked an item), for answers. */
  async peopleByIds(db: Db, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: users.id,
        first_name: users.firstName,
        last_name: users.lastName,
        profile_picture: users.profilePicture,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
  },
};
