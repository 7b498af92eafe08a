import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { families } from './family.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * One row per pair of people (issue 20): a request is `pending` until the addressee accepts it.
 * Declining or cancelling deletes the row, so a request can be sent again later.
 */
export const friendships = pgTable(
  'friendships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: uuid('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'accepted'>().notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    acceptedAt: ts('accepted_at'),
  },
  (t) => [
    // The unordered pair: A→B and B→A are the same friendship.
    uniqueIndex('friendships_pair_key').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    // Requests by status, newest first (incoming, outgoing); friends by acceptance, newest first.
    index('friendships_requester_idx').on(
      t.requesterId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('friendships_addressee_idx').on(
      t.addresseeId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('friendships_requester_accepted_idx')
      .on(t.requesterId, t.acceptedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'accepted'`),
    index('friendships_addressee_accepted_idx')
      .on(t.addresseeId, t.acceptedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'accepted'`),
    check('friendships_status_check', sql`${t.status} in ('pending', 'accepted')`),
    check('friendships_not_self_check', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

/** A person following another person: their posts join the follower's «Подписки». */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('user_follows_followee_idx').on(t.followeeId),
    index('user_follows_follower_created_idx').on(
      t.followerId,
      t.createdAt.desc().nullsFirst(),
      t.followeeId.desc().nullsFirst(),
    ),
    check('user_follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** A person following a family: the family's posts join their «Подписки». */
export const familyFollows = pgTable(
  'family_follows',
  {
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.userId] }),
    index('family_follows_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.familyId.desc().nullsFirst(),
    ),
  ],
);

export type FriendshipRow = typeof friendships.$inferSelect;

/**
 * A person blocking another (CONTRACT §8 "Blocking"): between the two, no friend requests, follows,
 * direct messages, invitations, comments or reactions; each is absent from the other's search,
 * suggestions and feeds. Silent: the blocked person sees the blocker as not found.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
    index('user_blocks_blocker_created_idx').on(
      t.blockerId,
      t.createdAt.desc().nullsFirst(),
      t.blockedId.desc().nullsFirst(),
    ),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
