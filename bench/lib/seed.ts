import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client.ts';
import {
  chatGroups,
  chatMembers,
  chatMessages,
  comments,
  families,
  familyFollows,
  familyMembers,
  friendships,
  householdMembers,
  households,
  mediaFiles,
  notifications,
  organizations,
  orgMembers,
  postMedia,
  postReactions,
  posts,
  postTags,
  userFollows,
  users,
} from '../../server/src/db/schema/index.ts';
import { hashPassword } from '../../server/src/platform/password.ts';

import {
  BENCH_PASSWORD,
  EMOJI,
  FIRST,
  type Fixture,
  fixtureOf,
  LAST,
  MEMBERS_PER_FAMILY,
  MODULES,
  NOW,
  ORG_KINDS,
  ORG_WORDS,
  POST_STEP_MS,
  postId,
  rng,
  type Scale,
  T,
  T2,
  tagOf,
  text,
  uid,
  userId,
} from './seed-data.ts';
import { fill, triggers } from './seed-fill.ts';

export {
  BENCH_PASSWORD,
  type Fixture,
  fixtureOf,
  postId,
  SCALES,
  type Scale,
  TAGS,
  userId,
} from './seed-data.ts';

/**
 * Seeds a data set through the server's own schema (drizzle batch inserts, one password hash for
 * everyone). User 0 is the bench viewer: member of family 0, household 0, family chat group 0.
 */
export async function seed(db: Db, s: Scale): Promise<Fixture> {
  const started = Date.now();
  const r = rng(42);
  const now = NOW;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const genders = ['MALE', 'FEMALE', 'MALE', 'FEMALE', 'IT', null] as const;
  const inFamily = s.families * MEMBERS_PER_FAMILY;
  const familyOf = (user: number) => (user < inFamily ? Math.floor(user / MEMBERS_PER_FAMILY) : -1);
  // The counters and «Подписки» inboxes the triggers keep (migration 0035) are computed once at
  // the end, as the migration's backfill does, instead of row by row: at 1M posts the row triggers
  // would write ~20M inbox rows one post at a time and update a post per like.
  await triggers(db, 'disable');

  await fill(db, 'users', users, s.users, 4000, (i) => ({
    id: userId(i),
    email: `user${i}@bench.krug`,
    passwordHash,
    firstName: FIRST[i % FIRST.length] ?? 'Анна',
    lastName: `${LAST[i % LAST.length]}${i}`,
    gender: genders[i % genders.length] ?? null,
    createdAt: new Date(now.getTime() - (s.users - i) * 60_000),
  }));
  await fill(db, 'families', families, s.families, 4000, (f) => ({
    id: uid(T.family, f),
    name: `Семья ${LAST[f % LAST.length]}ых ${f}`,
    surname: LAST[f % LAST.length],
    isPrivate: f % 3 === 0,
    allowPublicDiscovery: f % 3 !== 0,
    createdBy: userId(f * MEMBERS_PER_FAMILY),
  }));
  await fill(db, 'family members', familyMembers, inFamily, 4000, (u) => ({
    id: uid(T.fm, u),
    familyId: uid(T.family, familyOf(u)),
    userId: userId(u),
    firstName: FIRST[u % FIRST.length] ?? 'Анна',
    lastName: LAST[u % LAST.length] ?? 'Иванов',
    role: u % MEMBERS_PER_FAMILY < 2 ? ('PARENT' as const) : ('CHILD' as const),
    relationship: u % MEMBERS_PER_FAMILY < 2 ? ('spouse' as const) : ('child' as const),
    isCreator: u % MEMBERS_PER_FAMILY === 0,
  }));
  // Households of two: users 8h and 8h+1 (the viewer shares household 0 with user 1).
  await fill(db, 'households', households, s.households, 4000, (h) => ({
    id: uid(T.household, h),
    householdName: `Дом ${h}`,
    addressStreet: `ул. Ленина, ${h}`,
    addressCity: 'Москва',
    addressCountry: 'Россия',
    createdBy: userId(8 * h),
  }));
  await fill(db, 'household members', householdMembers, s.households * 2, 4000, (k) => ({
    id: uid(T.hm, k),
    householdId: uid(T.household, Math.floor(k / 2)),
    userId: userId(8 * Math.floor(k / 2) + (k % 2)),
    isCreator: k % 2 === 0,
  }));

  // Posts: newest first by index; 60% public, 20% family-only (half into the author's family),
  // 8% household-only, 12% for one gender. Authors are random users.
  const authors = new Int32Array(s.posts);
  const isPublic = new Uint8Array(s.posts);
  await fill(db, 'posts', posts, s.posts, 2000, (i) => {
    const author = Math.floor(r() * s.users);
    authors[i] = author;
    const v = r();
    const fam = familyOf(author);
    let visibility = 'PUBLIC';
    let familyId: string | null = null;
    if (v >= 0.6 && v < 0.8) {
      visibility = 'FAMILY_ONLY';
      if (fam >= 0 && v < 0.7) familyId = uid(T.family, fam);
    } else if (v >= 0.8 && v < 0.88) visibility = 'HOUSEHOLD_ONLY';
    else if (v >= 0.88)
      visibility = ['GENDER_MALE', 'GENDER_FEMALE', 'GENDER_IT'][Math.floor(r() * 3)] ?? 'PUBLIC';
    isPublic[i] = visibility === 'PUBLIC' ? 1 : 0;
    const tag = tagOf(i);
    return {
      id: postId(i),
      authorId: userId(author),
      // Russian words in their dictionary forms; the search asks for other forms («дачу»). A rare
      // word in one post of 500 shows the other plan (the GIN index first).
      content: `${text(r, 8 + Math.floor(r() * 30))}${i % 500 === 3 ? ' рыбалка' : ''}${tag ? ` #${tag}` : ''}`,
      sourceModule: familyId ? 'family' : (MODULES[Math.floor(r() * MODULES.length)] ?? 'personal'),
      visibility,
      familyId,
      createdAt: new Date(now.getTime() - i * POST_STEP_MS),
    };
  });
  // The hashtags as the server writes them with each post (tags repository, extractHashtags).
  await fill(db, 'post tags', postTags, s.posts, 5000, (i) => {
    const tag = tagOf(i);
    return tag
      ? {
          postId: postId(i),
          tag,
          createdAt: new Date(now.getTime() - i * POST_STEP_MS),
          isPublic: isPublic[i] === 1,
        }
      : undefined;
  });
  // About one and a half reactions (a like is the ❤️ reaction since migration 0041, one per person)
  // and half a comment per post.
  await fill(db, 'post reactions', postReactions, s.posts, 3000, (i) => {
    const n = Math.floor(r() * 4);
    const base = Math.floor(r() * s.users);
    return Array.from({ length: n }, (_, k) => ({
      postId: postId(i),
      userId: userId((base + k * 7919) % s.users),
      emoji: EMOJI[Math.floor(r() * EMOJI.length)] ?? '👍',
    }));
  });
  await fill(db, 'comments', comments, s.posts, 3000, (i) =>
    r() < 0.5
      ? {
          id: uid(T.comment, i),
          postId: postId(i),
          authorId: userId(Math.floor(r() * s.users)),
          content: text(r, 6),
          createdAt: new Date(now.getTime() - i * POST_STEP_MS + 60_000),
        }
      : undefined,
  );

  // One FAMILY chat group per family, its members the family's users.
  await fill(db, 'chat groups', chatGroups, s.families, 4000, (f) => ({
    id: uid(T.group, f),
    name: `Семья ${f}`,
    groupType: 'FAMILY' as const,
    familyId: uid(T.family, f),
    createdBy: userId(f * MEMBERS_PER_FAMILY),
  }));
  await fill(db, 'chat members', chatMembers, inFamily, 5000, (u) => ({
    groupId: uid(T.group, familyOf(u)),
    userId: userId(u),
    role: u % MEMBERS_PER_FAMILY === 0 ? ('ADMIN' as const) : ('MEMBER' as const),
  }));
  // 1% of messages go to the viewer's family group, the rest spread over all groups.
  await fill(db, 'chat messages', chatMessages, s.messages, 4000, (i) => {
    const g = i % 100 === 0 ? 0 : Math.floor(r() * s.families);
    return {
      id: uid(T2.message, i),
      groupId: uid(T.group, g),
      userId: userId(g * MEMBERS_PER_FAMILY + Math.floor(r() * MEMBERS_PER_FAMILY)),
      content: text(r, 5),
      createdAt: new Date(now.getTime() - i * 60_000),
    };
  });

  await fill(db, 'organizations', organizations, s.organizations, 2000, (o) => ({
    id: uid(T2.org, o),
    name: `${ORG_KINDS[o % ORG_KINDS.length]} «${ORG_WORDS[o % ORG_WORDS.length]}-${o}»`,
    organizationType: 'COMPANY',
    description: text(r, 12),
    industry: 'Technology',
    organizationSize: '11-50',
    addressCity: 'Москва',
    addressCountry: 'Россия',
    isPrivate: o % 5 === 0,
    allowPublicDiscovery: o % 10 !== 0,
    creatorId: userId((o * 37) % s.users),
    ownerId: userId((o * 37) % s.users),
  }));
  await fill(db, 'organization members', orgMembers, s.organizations * 5, 4000, (k) => ({
    id: uid(T2.orgMember, k),
    orgId: uid(T2.org, Math.floor(k / 5)),
    userId: userId((Math.floor(k / 5) * 37 + (k % 5) * 101) % s.users),
    role: k % 5 === 0 ? 'CEO' : 'Member',
    isAdmin: k % 5 === 0,
  }));

  // Issue 20: a ring of friendships (every user has `friendsPerUser` friends at fixed offsets) and
  // the viewer's own circle of `viewerFriends` spread over all users (every 20th still pending);
  // follows of people and families likewise. The viewer takes no part in the rings.
  const ringFriends = [7, 131, 1009, 7919, 30011].slice(0, Math.ceil(s.friendsPerUser / 2));
  const ringFollows = [3, 17, 211, 4001, 40009].slice(0, s.followsPerUser);
  const friendStride = Math.floor(s.users / (s.viewerFriends + 1));
  const followStride = Math.floor(s.users / (s.viewerFollows + 1));
  const viewerFamilies = Math.max(1, Math.floor(s.viewerFollows / 10));
  const familyStride = Math.floor(s.families / (viewerFamilies + 1));
  const since = (k: number) => new Date(now.getTime() - (k % 10_000) * 3_600_000);
  await fill(db, 'friendships', friendships, s.users + 1, 1500, (i) => {
    if (i === s.users)
      return Array.from({ length: s.viewerFriends }, (_, j) => ({
        id: uid(T2.friendship, s.users * ringFriends.length + j),
        requesterId: j % 2 === 0 ? userId(0) : userId((j + 1) * friendStride),
        addresseeId: j % 2 === 0 ? userId((j + 1) * friendStride) : userId(0),
        status: j % 20 === 19 ? ('pending' as const) : ('accepted' as const),
        createdAt: since(j),
        acceptedAt: j % 20 === 19 ? null : since(j),
      }));
    return ringFriends.flatMap((o, k) => {
      const other = (i + o) % s.users;
      if (i === 0 || other === 0) return [];
      return [
        {
          id: uid(T2.friendship, i * ringFriends.length + k),
          requesterId: userId(i),
          addresseeId: userId(other),
          status: 'accepted' as const,
          createdAt: since(i + k),
          acceptedAt: since(i + k),
        },
      ];
    });
  });
  await fill(db, 'person follows', userFollows, s.users, 2000, (i) =>
    i === 0
      ? Array.from({ length: s.viewerFollows }, (_, j) => ({
          followerId: userId(0),
          followeeId: userId((j + 1) * followStride + 3),
          createdAt: since(j),
        }))
      : ringFollows.flatMap((o, k) => {
          const other = (i + o) % s.users;
          return other === 0
            ? []
            : [{ followerId: userId(i), followeeId: userId(other), createdAt: since(i + k) }];
        }),
  );
  // The heavy reader follows every `stride`-th user from user 1 (odd ids where the stride is even,
  // so never one of its ring's followees, which are even), itself excepted.
  const heavy = s.users - 1;
  const heavyStride = Math.max(1, Math.floor(s.users / s.heavyFollows));
  await fill(db, 'heavy reader follows', userFollows, s.heavyFollows, 2000, (j) => {
    const other = (j * heavyStride + 1) % s.users;
    return other === heavy || other === 0
      ? undefined
      : { followerId: userId(heavy), followeeId: userId(other), createdAt: since(j) };
  });
  await fill(db, 'family follows', familyFollows, s.users, 4000, (i) =>
    i === 0
      ? Array.from({ length: viewerFamilies }, (_, j) => ({
          familyId: uid(T.family, (j + 1) * familyStride + 1),
          userId: userId(0),
          createdAt: since(j),
        }))
      : { familyId: uid(T.family, (i * 7 + 3) % s.families), userId: userId(i), createdAt: since(i) },
  );

  // Media and notifications: `perUser` for everyone, and `viewerExtra` more for the viewer.
  const extra = s.viewerExtra;
  const ownerOf = (k: number) => (k < extra ? 0 : Math.floor((k - extra) / s.perUser));
  await fill(db, 'media files', mediaFiles, s.users * s.perUser + extra, 4000, (k) => ({
    id: uid(T2.media, k),
    ownerId: userId(ownerOf(k)),
    storageKey: `bench/${k}.jpg`,
    thumbnailKey: `bench/${k}.thumb.jpg`,
    originalFilename: `фото-${k}.jpg`,
    mimeType: 'image/jpeg',
    fileType: 'image' as const,
    fileSize: 100_000 + (k % 1000),
    sourceModule: 'personal',
    privacyLevel: 'private',
    createdAt: new Date(now.getTime() - k * 60_000),
  }));
  // Every tenth post carries one of its author's files.
  await fill(db, 'post attachments', postMedia, s.posts, 5000, (i) =>
    i % 10 === 0
      ? { postId: postId(i), mediaId: uid(T2.media, extra + (authors[i] ?? 0) * s.perUser), position: 0 }
      : undefined,
  );
  await fill(db, 'notifications', notifications, s.users * s.perUser + extra, 4000, (k) => ({
    id: uid(T2.notification, k),
    userId: userId(ownerOf(k)),
    type: 'like',
    text: 'оценил(а) вашу запись',
    actorId: userId((k * 13) % s.users),
    linkKind: 'post',
    linkId: postId(k % s.posts),
    isRead: k % 3 !== 0,
    createdAt: new Date(now.getTime() - k * 60_000),
  }));

  await triggers(db, 'enable');
  let t0 = Date.now();
  await db.execute(sql`select krug_recount_post_counters()`);
  console.log(`  post counters in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  t0 = Date.now();
  await db.execute(sql`select krug_rebuild_feed_inbox()`);
  console.log(`  «Подписки» inboxes in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log('  analyze');
  await db.execute(sql`analyze`);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return fixtureOf(s);
}
