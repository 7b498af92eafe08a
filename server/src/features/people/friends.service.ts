import type { Friend, FriendRequest, FriendSuggestion } from '@krug/contract/people';
import { PEOPLE_TEXTS } from '@krug/contract/people';
import type { Db } from '../../db/client.ts';
import type { FriendshipRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { refuseAcrossBlock } from './blocks.service.ts';
import { friendsRepo } from './friends.repo.ts';
import { answerRequest, type RequestAction, sendRequest } from './people.policy.ts';
import { profileRepo } from './profile.repo.ts';

interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  gender?: 'MALE' | 'FEMALE' | 'IT' | null;
}
const personDto = (p: PersonRow) => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  profile_picture: p.profilePicture,
});

const requestDto = (r: FriendshipRow, callerId: string, person: PersonRow): FriendRequest => ({
  id: r.id,
  status: r.status,
  direction: r.requesterId === callerId ? 'outgoing' : 'incoming',
  person: personDto(person),
  created_at: r.createdAt.toISOString(),
  accepted_at: r.acceptedAt?.toISOString() ?? null,
});

/** Friend requests and friendships (issue 20). */
export function createFriendsService(deps: { db: Db; notifications: Notifier }) {
  const { db, notifications } = deps;

  async function personOf(userId: string): Promise<PersonRow> {
    const u = await usersRepo.findById(db, userId);
    if (!u) throw new NotFound(PEOPLE_TEXTS.userNotFound);
    return u;
  }
  const fullName = (p: PersonRow) => `${p.firstName} ${p.lastName}`.trim();

  /** Accepts a pending request and tells its sender; answers it as the addressee sees it. */
  async function acceptRow(row: FriendshipRow, callerId: string): Promise<FriendRequest> {
    const accepted = await friendsRepo.accept(db, row.id);
    if (!accepted) throw new Conflict(PEOPLE_TEXTS.alreadyAccepted);
    const me = await personOf(callerId);
    await notifications.notify({
      userId: accepted.requesterId,
      actorId: callerId,
      type: 'friend_accepted',
      text: PEOPLE_TEXTS.friendAccepted(fullName(me), me.gender),
      link: { kind: 'person', id: callerId },
    });
    return requestDto(accepted, callerId, await personOf(accepted.requesterId));
  }

  /** The request if the caller may act on it so, else the matching error. */
  async function requestFor(callerId: string, id: string, action: RequestAction): Promise<FriendshipRow> {
    const row = await friendsRepo.findById(db, id);
    const verdict = answerRequest(row, callerId, action);
    if (verdict === 'not-found' || !row) throw new NotFound(PEOPLE_TEXTS.requestNotFound);
    if (verdict === 'forbidden')
      throw new Forbidden(
        action === 'cancel' ? PEOPLE_TEXTS.onlyRequesterCancels : PEOPLE_TEXTS.onlyAddresseeAnswers,
      );
    if (verdict === 'already-accepted') throw new Conflict(PEOPLE_TEXTS.alreadyAccepted);
    return row;
  }

  return {
    /**
     * Sends a request (201), or accepts theirs when they already asked the caller (200);
     * `created` says which.
     */
    async send(callerId: string, targetId: string): Promise<{ created: boolean; request: FriendRequest }> {
      if (callerId === targetId) throw new Invalid(PEOPLE_TEXTS.notYourself, 'user_id');
      if (!(await profileRepo.exists(db, targetId))) throw new NotFound(PEOPLE_TEXTS.userNotFound);
      await refuseAcrossBlock(db, callerId, targetId);
      // Two tries: a request that appears or goes between reading and writing is read again.
      for (let attempt = 0; attempt < 2; attempt++) {
        const existing = await friendsRepo.findPair(db, callerId, targetId);
        const verdict = sendRequest(callerId, targetId, existing);
        if (verdict === 'already-friends') throw new Conflict(PEOPLE_TEXTS.alreadyFriends);
        if (verdict === 'already-requested') throw new Conflict(PEOPLE_TEXTS.alreadyRequested);
        if (verdict === 'accept-theirs' && existing) {
          return { created: false, request: await acceptRow(existing, callerId) };
        }
        const row = await friendsRepo.insertRequest(db, callerId, targetId);
        if (!row) continue;
        const [me, them] = [await personOf(callerId), await personOf(targetId)];
        await notifications.notify({
          userId: targetId,
          actorId: callerId,
          type: 'friend_request',
          text: PEOPLE_TEXTS.friendRequest(fullName(me)),
          link: { kind: 'friend_requests', id: row.id },
        });
        return { created: true, request: requestDto(row, callerId, them) };
      }
      throw new Conflict(PEOPLE_TEXTS.alreadyRequested);
    },
    async accept(callerId: string, id: string): Promise<FriendRequest> {
      return acceptRow(await requestFor(callerId, id, 'accept'), callerId);
    },
    /** Declining or cancelling deletes the request, so it may be sent again later. */
    async withdraw(callerId: string, id: string, action: 'decline' | 'cancel'): Promise<void> {
      const row = await requestFor(callerId, id, action);
      if (!(await friendsRepo.deleteWithStatus(db, row.id, 'pending')))
        throw new Conflict(PEOPLE_TEXTS.alreadyAccepted);
    },
    async remove(callerId: string, friendId: string): Promise<void> {
      const row = await friendsRepo.findPair(db, callerId, friendId);
      if (row?.status !== 'accepted' || callerId === friendId) throw new NotFound(PEOPLE_TEXTS.notAFriend);
      if (!(await friendsRepo.deleteWithStatus(db, row.id, 'accepted')))
        throw new NotFound(PEOPLE_TEXTS.notAFriend);
    },
    async friends(
      callerId: string,
      q: { q?: string | undefined; before?: string | undefined; limit: number },
    ): Promise<Page<Friend>> {
      const rows = await friendsRepo.friends(db, callerId, {
        q: q.q || undefined,
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      const last = rows.at(-1);
      return {
        items: rows.map((r) => ({
          ...personDto(r),
          friendship_id: r.friendshipId,
          since: (r.since ?? new Date(0)).toISOString(),
        })),
        next:
          rows.length === q.limit && last?.since
            ? encodeCursor({ createdAt: last.since, id: last.friendshipId })
            : null,
      };
    },
    async requests(
      callerId: string,
      direction: 'incoming' | 'outgoing',
      q: { before?: string | undefined; limit: number },
    ): Promise<Page<FriendRequest>> {
      const rows = await friendsRepo.requests(db, callerId, direction, {
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      const last = rows.at(-1);
      return {
        items: rows.map((r) => requestDto(r.request, callerId, r.person)),
        next: rows.length === q.limit && last ? encodeCursor(last.request) : null,
      };
    },
    async suggestions(callerId: string, limit: number): Promise<FriendSuggestion[]> {
      return (await friendsRepo.suggestions(db, callerId, limit)).map((r) => ({
        id: r.id,
        first_name: r.first_name,
        last_name: r.last_name,
        profile_picture: r.profile_picture,
        reason: r.reason,
        via_name: r.via_name,
      }));
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
