import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PROFILE_COVER_HEIGHT, PROFILE_COVER_MAX_BYTES, PROFILE_COVER_WIDTH } from '@krug/contract/limits';
import { PEOPLE_TEXTS, type ProfileDetails } from '@krug/contract/people';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { decodeImageDataUrl } from '../../platform/data-url.ts';
import { NotFound, Unauthorized } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';

export const COVER_PREFIX = '/api/users/covers/';
/** The storage key of a cover URL of ours (`covers/<uuid>.webp`); null for none. */
export const coverKey = (picture: string | null | undefined) =>
  picture?.startsWith(COVER_PREFIX) ? `covers/${picture.slice(COVER_PREFIX.length)}` : null;

const detailsOf = (row: UserRow): ProfileDetails => ({
  about: row.about,
  cover_picture: row.coverPicture,
});

/** «О себе» and the cover of one's own page (issue 32 item 14), kept like the profile photo. */
export function createProfileDetailsService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;
  const load = async (userId: string) => {
    const row = await usersRepo.findById(db, userId);
    if (!row) throw new Unauthorized();
    return row;
  };
  return {
    /** Already trimmed and checked by the contract (AboutBody); null clears it. */
    async setAbout(userId: string, about: string | null): Promise<ProfileDetails> {
      const row = await usersRepo.update(db, userId, { about });
      if (!row) throw new Unauthorized();
      return detailsOf(row);
    },

    /** Re-encoded as a 1500×500 WebP under the pixel cap; the previous cover's file is deleted. */
    async setCover(userId: string, dataUrl: string): Promise<ProfileDetails> {
      const before = await load(userId);
      const image = await decodeImageDataUrl(
        dataUrl,
        PROFILE_COVER_MAX_BYTES,
        { notAnImage: PEOPLE_TEXTS.coverNotImage, tooLarge: PEOPLE_TEXTS.coverTooLarge },
        { width: PROFILE_COVER_WIDTH, height: PROFILE_COVER_HEIGHT, fit: 'cover' },
      );
      const name = `${randomUUID()}.webp`;
      await storage.put(`covers/${name}`, Readable.from([image.bytes]));
      const row = await usersRepo.update(db, userId, { coverPicture: `${COVER_PREFIX}${name}` });
      const old = coverKey(before.coverPicture);
      if (old) await storage.delete(old);
      return detailsOf(row ?? before);
    },

    async deleteCover(userId: string): Promise<ProfileDetails> {
      const before = await load(userId);
      const row = await usersRepo.update(db, userId, { coverPicture: null });
      const old = coverKey(before.coverPicture);
      if (old) await storage.delete(old);
      return detailsOf(row ?? before);
    },

    /** A cover by its unguessable name (public, like profile photos). */
    async cover(name: string) {
      if (!/^[0-9a-f-]{36}\.webp$/.test(name)) throw new NotFound(PEOPLE_TEXTS.coverNotFound);
      const key = `covers/${name}`;
      if ((await storage.size(key)) === null) throw new NotFound(PEOPLE_TEXTS.coverNotFound);
      return storage.get(key);
    },
  };
}
export type ProfileDetailsService = ReturnType<typeof createProfileDetailsService>;
