import { MUTUAL_FRIENDS_SHOWN } from '@krug/contract/limits';
import type { PersonPage, PrivacySettings, PrivacyUpdateBody } from '@krug/contract/people';
import {
  GROUP_ADD_POLICIES,
  type GroupAddPolicy,
  PEOPLE_TEXTS,
  PRIVACY_DEFAULTS,
} from '@krug/contract/people';
import type { Post } from '@krug/contract/posts';
import type { Db } from '../../db/client.ts';
import { Forbidden, NotFound, Unauthorized } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import type { PostsService } from '../posts/posts.service.ts';
import {
  blockAnswer,
  canSeeProfile,
  relationOf,
  visibleAffiliations,
  visibleFamilies,
  visibleLocation,
} from './people.policy.ts';
import { profileRepo } from './profile.repo.ts';

type Stored = Record<string, boolean | string> | null | undefined;
const flag = (stored: Stored, key: keyof typeof PRIVACY_DEFAULTS) => {
  const v = stored?.[key];
  return typeof v === 'boolean' ? v : (PRIVACY_DEFAULTS[key] as boolean);
};
const groupAdds = (stored: Stored): GroupAddPolicy => {
  const v = stored?.who_can_add_me_to_groups;
  return GROUP_ADD_POLICIES.find((p) => p === v) ?? PRIVACY_DEFAULTS.who_can_add_me_to_groups;
};

/** The settings, stored ones over the defaults (older accounts may have none). */
const privacyOf = (stored: Stored): PrivacySettings => ({
  work_visible_in_services: flag(stored, 'work_visible_in_services'),
  school_visible_in_events: flag(stored, 'school_visible_in_events'),
  location_sharing_enabled: flag(stored, 'location_sharing_enabled'),
  profile_visible_to_public: flag(stored, 'profile_visible_to_public'),
  family_visible_to_friends: flag(stored, 'family_visible_to_friends'),
  who_can_add_me_to_groups: groupAdds(stored),
});

/** A person's page and posts, and the caller's privacy settings (issue 20). */
export function createProfileService(deps: { db: Db; posts: Pick<PostsService, 'list'> }) {
  const { db, posts } = deps;

  async function load(viewerId: string, userId: string) {
    const row = await profileRepo.page(db, viewerId, userId);
    // CONTRACT §8: the person who blocked the viewer is not found for them, as an unknown id.
    if (!row || blockAnswer(row.block) === 'not-found') throw new NotFound(PEOPLE_TEXTS.userNotFound);
    const isSelf = viewerId === userId;
    const visible = canSeeProfile({ isSelf, profilePublic: row.profilePublic, knows: row.knows });
    return { row, isSelf, visible };
  }

  return {
    async page(viewerId: string, userId: string): Promise<PersonPage> {
      const { row, isSelf, visible } = await load(viewerId, userId);
      const friendship = row.friendship ?? undefined;
      const relation = relationOf(viewerId, friendship);
      const privacy = privacyOf(row.privacy);
      const affiliations = visible
        ? visibleAffiliations(await profileRepo.affiliations(db, viewerId, userId), {
            isSelf,
            workVisible: privacy.work_visible_in_services,
            schoolVisible: privacy.school_visible_in_events,
          })
        : [];
      const families = visible
        ? visibleFamilies(row.families ?? [], {
            isSelf,
            isFriend: relation === 'friends',
            familyVisibleToFriends: privacy.family_visible_to_friends,
          })
        : [];
      const location = visible
        ? visibleLocation(row, { isSelf, sharing: privacy.location_sharing_enabled })
        : null;
      return {
        id: row.id,
        first_name: row.firstName,
        last_name: row.lastName,
        middle_name: visible ? row.middleName : null,
        profile_picture: row.profilePicture,
        restricted: !visible,
        affiliations: affiliations.map((a) => ({
          id: a.id,
          affiliation_name: a.affiliationName,
          user_role_in_org: a.userRoleInOrg,
        })),
        families: families.map((f) => ({ id: f.id, name: f.name })),
        location,
        counts: visible
          ? {
              friends: row.friends,
              followers: row.followers,
              following: row.following_count,
              posts: row.posts,
            }
          : null,
        relation: {
          is_self: isSelf,
          friendship: isSelf ? 'none' : relation,
          friendship_id: friendship?.id ?? null,
          following: row.following,
          blocked: row.block === 'blocker',
        },
        about: visible ? row.about : null,
        cover_picture: visible ? row.coverPicture : null,
        mutual_friends:
          visible && !isSelf
            ? await profileRepo.mutualFriends(db, viewerId, userId, MUTUAL_FRIENDS_SHOWN)
            : null,
      };
    },
    /** Their posts the viewer may read, newest first; a restricted page shows none (403). */
    async posts(viewerId: string, userId: string, q: { before?: string | undefined; limit: number }) {
      const { visible } = await load(viewerId, userId);
      if (!visible) throw new Forbidden(PEOPLE_TEXTS.profileHidden);
      return posts.list(viewerId, { author_id: userId, limit: q.limit, before: q.before }) as Promise<
        Page<Post>
      >;
    },
    async privacy(userId: string): Promise<PrivacySettings> {
      const stored = await profileRepo.privacy(db, userId);
      if (stored === undefined) throw new Unauthorized();
      return privacyOf(stored);
    },
    async updatePrivacy(userId: string, body: PrivacyUpdateBody): Promise<PrivacySettings> {
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      const stored = await profileRepo.updatePrivacy(db, userId, changes as Record<string, boolean | string>);
      if (stored === undefined) throw new Unauthorized();
      return privacyOf(stored);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
