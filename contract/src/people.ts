import { z } from 'zod';
import { Affiliation } from './auth.ts';
import { Id } from './common.ts';
import { PROFILE_ABOUT_MAX_LENGTH } from './limits.ts';
import {
  PRIVACY_DEFAULTS as ONBOARDING_PRIVACY_DEFAULTS,
  PrivacySettings as OnboardingPrivacy,
} from './onboarding.ts';
import { PageQuery } from './pagination.ts';
import { PEOPLE_TEXTS } from './people-texts.ts';

export { PEOPLE_TEXTS } from './people-texts.ts';

/**
 * Who may put the user straight into a chat group (CONTRACT §4 "Consent, continued"): everyone,
 * their friends, family members and household residents (the default), or nobody. Anyone else
 * who adds them sends an invitation instead; with `nobody` the call is refused.
 */
export const GROUP_ADD_POLICIES = ['everyone', 'friends_and_family', 'nobody'] as const;
export type GroupAddPolicy = (typeof GROUP_ADD_POLICIES)[number];
export const GROUP_ADD_DEFAULT: GroupAddPolicy = 'friends_and_family';

/** `GET|PUT /api/users/privacy`: the five switches of spec 01 and who may add the user to groups. */
export const PrivacySettings = OnboardingPrivacy.extend({
  who_can_add_me_to_groups: z.enum(GROUP_ADD_POLICIES).default(GROUP_ADD_DEFAULT),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;
export const PRIVACY_DEFAULTS: PrivacySettings = {
  ...ONBOARDING_PRIVACY_DEFAULTS,
  who_can_add_me_to_groups: GROUP_ADD_DEFAULT,
};

/** `{userId}` of the people routes. */
export const UserIdParams = z.object({ userId: Id });

/** A person as lists show them: name and photo (the public path of their profile photo). */
export const PersonSummary = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummary>;

// ---- Friends ----

export const FRIENDSHIP_STATUSES = ['pending', 'accepted'] as const;
/** How the viewer stands with a person: no relation, a request either way, or friends. */
export const FRIENDSHIP_RELATIONS = ['none', 'outgoing', 'incoming', 'friends'] as const;
export type FriendshipRelation = (typeof FRIENDSHIP_RELATIONS)[number];

/** `POST /api/friends/requests`. */
export const FriendRequestBody = z.object({ user_id: Id });

/** A friend request as its two people see it; `person` is the other side. */
export const FriendRequest = z.object({
  id: Id,
  status: z.enum(FRIENDSHIP_STATUSES),
  /** `outgoing`: the caller sent it; `incoming`: the caller received it. */
  direction: z.enum(['incoming', 'outgoing']),
  person: PersonSummary,
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type FriendRequest = z.infer<typeof FriendRequest>;

const bareList =
  'A bare array; the next page is linked in the Link header (rel="next"), absent on the last page.';
export const FriendRequestList = z.array(FriendRequest).describe(bareList);

/** One friend of the caller, with the friendship's id and since when they are friends. */
export const Friend = PersonSummary.extend({ friendship_id: Id, since: z.string() });
export type Friend = z.infer<typeof Friend>;
export const FriendList = z.array(Friend).describe(bareList);

/** `GET /api/friends/online`: my friends with a live socket open now, by name (at most 50). */
export const OnlineFriendList = z.array(PersonSummary).describe(bareList);
export const ONLINE_FRIENDS_MAX = 50;

/** `GET /api/friends`: `q` searches within friends by name or surname. */
export const FriendsQuery = PageQuery.extend({
  q: z.string().trim().max(100, { message: 'Не больше 100 символов' }).optional(),
});

export const SUGGESTION_REASONS = ['family', 'organization', 'chat_group'] as const;
export const SUGGESTIONS_DEFAULT_LIMIT = 10;
export const SUGGESTIONS_MAX_LIMIT = 50;
export const SuggestionsQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit должен быть числом' })
    .int({ message: 'limit должен быть целым числом' })
    .min(1, { message: 'limit должен быть не меньше 1' })
    .max(SUGGESTIONS_MAX_LIMIT, { message: `limit должен быть не больше ${SUGGESTIONS_MAX_LIMIT}` })
    .default(SUGGESTIONS_DEFAULT_LIMIT),
});

/** Someone the caller shares a family, an organization or a chat group with, and which one. */
export const FriendSuggestion = PersonSummary.extend({
  reason: z.enum(SUGGESTION_REASONS),
  /** The name of the shared family, organization or chat group. */
  via_name: z.string(),
});
export type FriendSuggestion = z.infer<typeof FriendSuggestion>;
export const FriendSuggestionList = z.array(FriendSuggestion);

// ---- Follows ----

/** After following or unfollowing: the caller's state and the followed one's follower count. */
export const FollowState = z.object({ following: z.boolean(), followers_count: z.number().int() });
export type FollowState = z.infer<typeof FollowState>;

/** One person or family the caller follows, newest first. */
export const Followed = z.object({
  kind: z.enum(['user', 'family']),
  id: Id,
  name: z.string(),
  /** A person's photo; null for families. */
  profile_picture: z.string().nullable(),
  followed_at: z.string(),
});
export type Followed = z.infer<typeof Followed>;
export const FollowedList = z.array(Followed).describe(bareList);

// ---- A person's page ----

/** The viewer's relation to the person: friendship (with the pending request's id) and following. */
export const PersonRelation = z.object({
  is_self: z.boolean(),
  friendship: z.enum(FRIENDSHIP_RELATIONS),
  /** The friendship row: the pending request (outgoing/incoming) or the friendship itself. */
  friendship_id: Id.nullable(),
  following: z.boolean(),
  /** Whether the viewer blocked this person (CONTRACT §8 "Blocking"); the blocked never see it. */
  blocked: z.boolean().optional(),
});
export type PersonRelation = z.infer<typeof PersonRelation>;

/** `GET /api/people/{userId}`. A restricted page (`restricted: true`) shows name and photo only. */
export const PersonPage = PersonSummary.extend({
  middle_name: z.string().nullable(),
  /**
   * True when the person hides their page from the public (`profile_visible_to_public: false`)
   * and the viewer is neither their friend nor shares a family, household, organization or chat
   * group with them: affiliations and families are then empty and counts null.
   */
  restricted: z.boolean(),
  /**
   * As «Мои роли» shows them: organizations first, then places from onboarding. Organizations and
   * work places are left out when `work_visible_in_services` is off, schools and universities when
   * `school_visible_in_events` is off, except for the person and people who share that place.
   */
  affiliations: z.array(Affiliation),
  /** Their families the viewer may see: shared ones always; all of them to friends unless hidden. */
  families: z.array(z.object({ id: Id, name: z.string() })),
  /**
   * City and country from their address, only while they share their location
   * (`location_sharing_enabled`, off by default) or to themselves; null otherwise (never the street).
   */
  location: z.object({ city: z.string().nullable(), country: z.string().nullable() }).nullable().optional(),
  counts: z
    .object({
      friends: z.number().int(),
      followers: z.number().int(),
      following: z.number().int(),
      /** Their posts the viewer may read. */
      posts: z.number().int(),
    })
    .nullable(),
  relation: PersonRelation,
  /** «О себе»; null when they wrote nothing or the page is restricted. */
  about: z.string().nullable(),
  /** The cover across the top of the page (a 1500×500 WebP); null when none or restricted. */
  cover_picture: z.string().nullable(),
  /**
   * Friends of both the viewer and the person (people either of them blocked, or who blocked the
   * viewer, left out): the count and the first six by name. Null on one's own page and when restricted.
   */
  mutual_friends: z.object({ count: z.number().int(), people: z.array(PersonSummary) }).nullable(),
  /**
   * Presence, only to the person themself and their friends (strangers never learn it): online
   * while a live socket of theirs is open; `last_seen_at` when it last closed (null if never).
   */
  online: z.boolean().optional(),
  last_seen_at: z.string().nullable().optional(),
});
export type PersonPage = z.infer<typeof PersonPage>;

// ---- «О себе» and the cover (issue 32) ----

/** `PUT /api/users/about`: trimmed; an empty text clears it. */
export const AboutBody = z.strictObject({
  about: z
    .string({ message: PEOPLE_TEXTS.aboutNotText })
    .trim()
    .max(PROFILE_ABOUT_MAX_LENGTH, { message: PEOPLE_TEXTS.aboutTooLong })
    .transform((v) => v || null)
    .nullable(),
});
export type AboutBody = z.input<typeof AboutBody>;
/** `PUT /api/users/profile-cover`: the image as a data URL (10 MB). */
export const ProfileCoverBody = z.strictObject({
  cover_image: z.string({ message: PEOPLE_TEXTS.coverNotImage }),
});
export type ProfileCoverBody = z.infer<typeof ProfileCoverBody>;
/** What the page shows of the caller's own «О себе» and cover after a change. */
export const ProfileDetails = z.object({
  about: z.string().nullable(),
  cover_picture: z.string().nullable(),
});
export type ProfileDetails = z.infer<typeof ProfileDetails>;

// ---- Privacy settings ----

const flag = z.boolean({ message: PEOPLE_TEXTS.privacyBoolean }).optional();
/** `PUT /api/users/privacy`: any of the settings; the others stay as they are. */
export const PrivacyUpdateBody = z
  .strictObject(
    {
      who_can_add_me_to_groups: z
        .enum(GROUP_ADD_POLICIES, { message: PEOPLE_TEXTS.privacyGroupAdds })
        .optional(),
      work_visible_in_services: flag,
      school_visible_in_events: flag,
      location_sharing_enabled: flag,
      profile_visible_to_public: flag,
      family_visible_to_friends: flag,
    },
    { message: PEOPLE_TEXTS.privacyUnknown },
  )
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: PEOPLE_TEXTS.privacyNothing,
    path: ['profile_visible_to_public'],
  });
export type PrivacyUpdateBody = z.input<typeof PrivacyUpdateBody>;

// ---- Blocking (CONTRACT §8) ----

/** `POST /api/blocks`: the person to block. */
export const BlockBody = z.strictObject({ user_id: Id });
export type BlockBody = z.infer<typeof BlockBody>;
/** A person the caller blocked, and since when. */
export const BlockedPerson = PersonSummary.extend({ blocked_at: z.string() });
export type BlockedPerson = z.infer<typeof BlockedPerson>;
/** `GET /api/blocks`: newest first; the next page's cursor in the Link header. */
export const BlockedList = z.array(BlockedPerson).describe(bareList);
/** `POST /api/blocks` answers 201 (a new block) or 200 (it already stood). */
export const BlockResult = z.object({ user_id: Id, blocked: z.literal(true) });
export type BlockResult = z.infer<typeof BlockResult>;
