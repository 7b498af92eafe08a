import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { families, familyMembers, users } from '../../db/schema/index.ts';

/** A member's own record date wins; a member with an account falls back to the date in «Мои данные». */
const born = sql`coalesce(${familyMembers.dateOfBirth}, ${users.dateOfBirth})`;
const dateOfBirth = sql<string | null>`${born}::text`;

export const birthdaysRepo = {
  /** Active members and relatives (by name) of one family who have a date of birth. */
  ofFamily(db: Db, familyId: string) {
    return db
      .select({
        familyId: familyMembers.familyId,
        memberId: familyMembers.id,
        userId: familyMembers.userId,
        firstName: familyMembers.firstName,
        lastName: familyMembers.lastName,
        dateOfBirth,
      })
      .from(familyMembers)
      .leftJoin(users, eq(users.id, familyMembers.userId))
      .where(
        and(
          eq(familyMembers.familyId, familyId),
          eq(familyMembers.status, 'active'),
          sql`${born} is not null`,
        ),
      );
  },
  /** Everyone (in every family) born on `month`-`days` (days: one or, for 28 Feb in a non-leap year, 28 and 29). */
  bornOn(db: Db, month: number, days: number[]) {
    return db
      .select({
        familyId: familyMembers.familyId,
        familyName: families.name,
        memberId: familyMembers.id,
        userId: familyMembers.userId,
        firstName: familyMembers.firstName,
        lastName: familyMembers.lastName,
        dateOfBirth,
      })
      .from(familyMembers)
      .innerJoin(families, eq(families.id, familyMembers.familyId))
      .leftJoin(users, eq(users.id, familyMembers.userId))
      .where(
        and(
          eq(familyMembers.status, 'active'),
          sql`extract(month from ${born}) = ${month}`,
          sql`extract(day from ${born}) in (${sql.join(
            days.map((d) => sql`${d}`),
            sql`, `,
          )})`,
        ),
      );
  },
  /** The user ids of a family's active members with an account. */
  async memberUserIds(db: Db, familyId: string): Promise<string[]> {
    const rows = await db
      .select({ userId: familyMembers.userId })
      .from(familyMembers)
      .where(
        and(
          eq(familyMembers.familyId, familyId),
          eq(familyMembers.status, 'active'),
          isNotNull(familyMembers.userId),
        ),
      );
    return rows.flatMap((r) => (r.userId ? [r.userId] : []));
  },
};
