import type { Gender, User } from '@krug/contract/auth';
import type { UserSearchResult } from '@krug/contract/family';
import type { Db } from '../../db/client.ts';
import { createMeCache } from '../../identity/me-cache.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { Unauthorized } from '../../platform/errors.ts';
import { TOKEN_TEXTS } from '../../platform/jwt.ts';
import type { LiveBus } from '../../platform/live.ts';
import { toUserDto } from './user-dto.ts';
import { userSearchRepo } from './user-search.repo.ts';

/** `live` tells of changed users: with it, `current` answers from a per-process cache (issue 37). */
export function createUsersService(db: Db, live?: Pick<LiveBus, 'onUserChanged'>) {
  const read = async (userId: string) => {
    const found = await usersRepo.findWithAffiliations(db, userId);
    return found && toUserDto(found.user, found.affiliations);
  };
  const me = live ? createMeCache({ load: read, bus: live }) : undefined;
  return {
    /** The signed-in user with affiliations; a token of a user who no longer exists is a 401. */
    async current(userId: string): Promise<User> {
      const user = await (me ? me.get(userId) : read(userId));
      if (!user) throw new Unauthorized(TOKEN_TEXTS.invalid);
      return user;
    },
    /** Forgets the user's cached `current` in this process (after a write of theirs, before the reply). */
    forgetCurrent(userId: string) {
      me?.forget(userId);
    },
    /** Stops listening for changed users (the app closes). */
    close() {
      me?.close();
    },
    async search(userId: string, text: string): Promise<UserSearchResult[]> {
      const rows = await userSearchRepo.search(db, text, userId);
      return rows.map((u) => ({
        id: u.id,
        name: u.firstName,
        surname: u.lastName,
        // Only friends, family, household and admins of the person's organizations see it (no harvesting).
        email: u.emailVisible ? u.email : null,
        profile_picture: u.profilePicture,
      }));
    },
    /** The id of the account with this email (lower-cased, as stored), if any. */
    async idByEmail(email: string): Promise<string | null> {
      return (await usersRepo.findByEmail(db, email.trim().toLowerCase()))?.id ?? null;
    },
    async setGender(userId: string, gender: Gender): Promise<User> {
      const row = await usersRepo.update(db, userId, { gender });
      if (!row) throw new Unauthorized(TOKEN_TEXTS.invalid);
      return toUserDto(row, await usersRepo.affiliationsOf(db, userId));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
