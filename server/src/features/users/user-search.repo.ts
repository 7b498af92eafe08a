import { and, asc, desc, eq, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameCloseness, nameMatches } from '../../db/names.ts';
import { users } from '../../db/schema/index.ts';
import { blockedBetween, emailVisibleTo, knows, profileIsPublic } from '../../identity/circles-sql.ts';

export const userSearchRepo = {
  /**
   * Users whose «Имя Фамилия» contains the text or is close to it (typos, issue 21: nameMatches),
   * or whose whole email is the text (case-insensitive) when the caller may see that email
   * (`emailVisibleTo`: no finding who owns an address), excluding the caller, closest first.
   * `shares` says whether the caller knows the user (`knows`); a user who set
   * `privacy_settings.profile_visible_to_public` to false is found only then. `emailVisible`
   * says whether the caller may see their email.
   */
  search(db: Db, text: string, viewerId: string, limit = 20) {
    const full = sql`(${users.firstName} || ' ' || ${users.lastName})`;
    const words = [sql`${users.firstName}`, sql`${users.lastName}`];
    const shares = knows(viewerId, sql`users.id`);
    const emailVisible = emailVisibleTo(viewerId, sql`users.id`);
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profilePicture: users.profilePicture,
        shares: shares.mapWith(Boolean),
        emailVisible: emailVisible.mapWith(Boolean),
      })
      .from(users)
      .where(
        and(
          ne(users.id, viewerId),
          or(
            nameMatches(full, text, words),
            // Emails are stored lower-cased (contract/auth.ts): an exact match on the unique index.
            and(eq(users.email, text.toLowerCase()), emailVisible),
          ),
          or(profileIsPublic, shares),
          // CONTRACT §8: neither side of a block finds the other.
          not(blockedBetween(viewerId, sql`users.id`)),
        ),
      )
      .orderBy(
        desc(nameCloseness(full, text, words)),
        asc(users.lastName),
        asc(users.firstName),
        asc(users.id),
      )
      .limit(limit);
  },
};
