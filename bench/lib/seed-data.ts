/** The benchmark's data set as numbers and names: scales, deterministic ids, words, the fixture. */

/** Row counts of one scale; the large one is the "realistic" data set. */
export interface Scale {
  users: number;
  families: number;
  households: number;
  posts: number;
  organizations: number;
  messages: number;
  /** Friends of every user (issue 20) and the bench viewer's own, larger circle. */
  friendsPerUser: number;
  viewerFriends: number;
  /** People and families every user follows; the viewer follows `viewerFollows` people and a tenth as many families. */
  followsPerUser: number;
  viewerFollows: number;
  /**
   * Round 4: the people a second viewer (the last user: no family, no household) follows, besides
   * the rings, so «Подписки» is measured for a reader of thousands of people too.
   */
  heavyFollows: number;
  /** Media files and notifications of every user (the bench viewer gets `viewerExtra` more). */
  perUser: number;
  viewerExtra: number;
}

export const SCALES: Record<'small' | 'large', Scale> = {
  small: {
    users: 2_000,
    families: 400,
    households: 250,
    posts: 10_000,
    organizations: 50,
    messages: 5_000,
    friendsPerUser: 10,
    viewerFriends: 200,
    followsPerUser: 5,
    viewerFollows: 50,
    heavyFollows: 1_000,
    perUser: 2,
    viewerExtra: 500,
  },
  large: {
    users: 100_000,
    families: 20_000,
    households: 12_500,
    posts: 1_000_000,
    organizations: 1_000,
    messages: 500_000,
    friendsPerUser: 10,
    viewerFriends: 200,
    followsPerUser: 5,
    viewerFollows: 50,
    heavyFollows: 10_000,
    perUser: 2,
    viewerExtra: 1_000,
  },
};

/** What the scenarios need to know about the seeded data. */
export interface Fixture {
  viewerId: string;
  viewerEmail: string;
  password: string;
  familyId: string;
  groupId: string;
  /** The reader of `heavyFollows` people (Scale.heavyFollows). */
  heavyEmail: string;
  /** A post half-way through history: the `before` cursor of a deep feed page. */
  deepPost: { id: string; createdAt: Date };
  /** Newest seeded timestamp (posts go back from here). */
  now: Date;
}

export const BENCH_PASSWORD = 'bench-password-1';
export const POST_STEP_MS = 30_000;
export const NOW = new Date('2026-11-01T12:00:00.000Z');
export const MEMBERS_PER_FAMILY = 4;

/** Deterministic ids: a table tag and a counter, so rows can reference each other without lookups. */
export const uid = (tag: number, i: number) =>
  `${tag.toString(16).padStart(8, '0')}-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
export const T = { user: 1, family: 2, fm: 3, household: 4, hm: 5, post: 6, comment: 7, group: 8 } as const;
export const T2 = {
  message: 9,
  media: 10,
  notification: 11,
  org: 12,
  orgMember: 13,
  friendship: 14,
} as const;
export const userId = (i: number) => uid(T.user, i);
export const postId = (i: number) => uid(T.post, i);

/** mulberry32: a small seeded generator, so every run seeds the same data. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST = [
  'Анна',
  'Иван',
  'Мария',
  'Пётр',
  'Елена',
  'Сергей',
  'Ольга',
  'Дмитрий',
  'Наталья',
  'Алексей',
];
export const LAST = ['Иванов', 'Петров', 'Сидоров', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Соколов'];
export const WORDS =
  'семья дом праздник дети лето море школа работа друзья прогулка парк кино книга обед ужин поездка дача сад погода встреча'.split(
    ' ',
  );
/** Every 7th post ends with one of these hashtags (issue 21: the hashtag search and its index). */
export const TAGS = ['дача', 'лето', 'рецепт', 'путешествия', 'дети'];
export const tagOf = (i: number) => (i % 7 === 0 ? TAGS[(i / 7) % TAGS.length] : undefined);
export const ORG_WORDS = [
  'Ромашка',
  'Вектор',
  'Северный',
  'Технологии',
  'Берёзка',
  'Сфера',
  'Гранит',
  'Восход',
];
export const ORG_KINDS = ['ООО', 'АО', 'Фонд', 'Школа', 'Клиника', 'Студия'];
export const MODULES = ['family', 'community', 'personal', 'business', 'work', 'education'] as const;
export const EMOJI = ['❤️', '😂', '👍', '😮', '😢', '🙏'];

export function text(r: () => number, words: number) {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) out.push(WORDS[Math.floor(r() * WORDS.length)] ?? 'день');
  return out.join(' ');
}

/** The fixture of a data set seeded at this scale (the data are deterministic). */
export function fixtureOf(s: Scale): Fixture {
  const deep = Math.floor(s.posts / 2);
  return {
    viewerId: userId(0),
    viewerEmail: 'user0@bench.krug',
    password: BENCH_PASSWORD,
    familyId: uid(T.family, 0),
    groupId: uid(T.group, 0),
    heavyEmail: `user${s.users - 1}@bench.krug`,
    deepPost: { id: postId(deep), createdAt: new Date(NOW.getTime() - deep * POST_STEP_MS) },
    now: NOW,
  };
}
