import { type BlockedPerson, PEOPLE_TEXTS } from '@krug/contract/people';
import type { Db } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import { forgetNotificationsBetween } from '../notifications/notifications.service.ts';
import { blocksRepo } from './blocks.repo.ts';
import { blockAnswer, canBlock } from './people.policy.ts';

/**
 * Throws what a call reaching `targetId` answers across a block (people.policy.ts blockAnswer):
 * `notFound` (the call's own answer for an unknown person) to the blocked person, 403 to the blocker.
 * The shared check of friend requests, follows, direct messages and invitations.
 */
export async function refuseAcrossBlock(
  db: Db,
  callerId: string,
  targetId: string,
  notFound: Error = new NotFound(PEOPLE_TEXTS.userNotFound),
) {
  const verdict = blockAnswer(await blocksRepo.stateWith(db, callerId, targetId));
  if (verdict === 'not-found') throw notFound;
  if (verdict === 'forbidden') throw new Forbidden(PEOPLE_TEXTS.youBlocked);
}

/** Blocking and unblocking people, and the caller's «Заблокированные» (CONTRACT §8). */
export function createBlocksService(db: Db) {
  return {
    /** Answers whether the block is new (201) or already stood (200). */
    async block(callerId: string, targetId: string): Promise<{ created: boolean }> {
      const verdict = canBlock(callerId, targetId, await blocksRepo.stateWith(db, callerId, targetId));
      if (verdict === 'self') throw new Invalid(PEOPLE_TEXTS.cannotBlockYourself, 'user_id');
      if (verdict === 'not-found') throw new NotFound(PEOPLE_TEXTS.userNotFound);
      return { created: await blocksRepo.block(db, callerId, targetId, forgetNotificationsBetween) };
    },
    async unblock(callerId: string, targetId: string): Promise<void> {
      if (!(await blocksRepo.unblock(db, callerId, targetId))) throw new NotFound(PEOPLE_TEXTS.notBlocked);
    },
    async list(
      callerId: string,
      q: { before?: string | undefined; limit: number },
    ): Promise<Page<BlockedPerson>> {
      const rows = await blocksRepo.list(db, callerId, { before: decodeCursor(q.before), limit: q.limit });
      const last = rows.at(-1);
      return {
        items: rows.map((r) => ({
          id: r.id,
          first_name: r.firstName,
          last_name: r.lastName,
          profile_picture: r.profilePicture,
          blocked_at: r.createdAt.toISOString(),
        })),
        next:
          rows.length === q.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
      };
    },
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
