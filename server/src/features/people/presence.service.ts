import { ONLINE_FRIENDS_MAX, type PersonPage, type PersonSummary } from '@krug/contract/people';
import type { Db } from '../../db/client.ts';
import type { Presence } from '../../platform/presence.ts';
import { friendsRepo } from './friends.repo.ts';
import { canSeePresence } from './people.policy.ts';

/** Who of my friends is online, and presence on a person's page (issue 20). */
export function createPresenceService(deps: { db: Db; presence: Pick<Presence, 'status' | 'staleMs'> }) {
  const { db, presence } = deps;
  return {
    /** My friends with a live socket open now, by name, at most ONLINE_FRIENDS_MAX. */
    async onlineFriends(viewerId: string): Promise<PersonSummary[]> {
      const rows = await friendsRepo.onlineFriends(db, viewerId, {
        staleMs: presence.staleMs,
        limit: ONLINE_FRIENDS_MAX,
      });
      return rows.map((r) => ({
        id: r.id,
        first_name: r.firstName,
        last_name: r.lastName,
        profile_picture: r.profilePicture,
      }));
    },
    /** The page with `online` and `last_seen_at` when the viewer may know them (self, friends). */
    async onPage(page: PersonPage): Promise<PersonPage> {
      if (!canSeePresence({ isSelf: page.relation.is_self, relation: page.relation.friendship })) return page;
      const status = await presence.status(page.id);
      return { ...page, online: status.online, last_seen_at: status.lastSeenAt?.toISOString() ?? null };
    },
  };
}
export type PresenceService = ReturnType<typeof createPresenceService>;
