import { and, asc, eq, getTableColumns, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyLinks, familyMembers, users } from '../../db/schema/index.ts';
import type { NewFamilyMember } from './family.repo.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NewLink = { fromMemberId: string; toMemberId: string; kind: 'parent' | 'spouse' | 'sibling' };

/** The family tree's rows (issue 34 §1): members with their account's gender and photo, and links. */
export const treeRepo = {
  people(db: Db, familyId: string) {
    return db
      .select({
        ...getTableColumns(familyMembers),
        userGender: users.gender,
        userPicture: users.profilePicture,
        userBirth: users.dateOfBirth,
      })
      .from(familyMembers)
      .leftJoin(users, eq(users.id, familyMembers.userId))
      .where(eq(familyMembers.familyId, familyId))
      .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  },
  links(db: Db, familyId: string) {
    return db
      .select({
        id: familyLinks.id,
        from: familyLinks.fromMemberId,
        to: familyLinks.toMemberId,
        kind: familyLinks.kind,
      })
      .from(familyLinks)
      .where(eq(familyLinks.familyId, familyId));
  },
  /**
   * Adds a person and their links in one transaction; undefined when the account is already in the
   * family (member or invited).
   */
  addPerson(db: Db, familyId: string, person: NewFamilyMember, links: (id: string) => NewLink[]) {
    return db.transaction(async (tx: Tx) => {
      const [row] = await tx
        .insert(familyMembers)
        .values({ ...person, familyId })
        .onConflictDoNothing()
        .returning();
      if (!row) return undefined;
      const made = links(row.id);
      if (made.length > 0)
        await tx
          .insert(familyLinks)
          .values(made.map((l) => ({ ...l, familyId })))
          .onConflictDoNothing();
      return row;
    });
  },
  async updateRecord(
    db: Db,
    familyId: string,
    memberId: string,
    values: Pick<
      NewFamilyMember,
      'firstName' | 'lastName' | 'gender' | 'dateOfBirth' | 'dateOfDeath' | 'isDeceased' | 'photoMediaId'
    >,
  ) {
    const [row] = await db
      .update(familyMembers)
      .set(values)
      .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId)))
      .returning();
    return row;
  },
  /** Links touching a person (to drop them with the person: the FK cascades, this is for tests). */
  linksOf(db: Db, memberId: string) {
    return db
      .select()
      .from(familyLinks)
      .where(or(eq(familyLinks.fromMemberId, memberId), eq(familyLinks.toMemberId, memberId)));
  },
};
