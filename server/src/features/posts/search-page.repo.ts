import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { type ArrayStatement, namedStatement } from '../../db/array-rows.ts';
import type { Db } from '../../db/client.ts';
import { headline, vectorMatches, vectorMatchesWalking } from '../../db/full-text.ts';
import { beforePlaceholders, beforeValues, type Cursor } from '../../db/keyset.ts';
import { cardColumns, type FeedCard, feedCardOf } from './feed-card.repo.ts';
import { limitOf } from './feed-page.repo.ts';
import { visibleTo } from './visibility-sql.ts';

/*
 * The search's page of posts (issue 21; issue 37: a search at a fraction of its cost) as named
 * prepared statements, the way the feed's pages are (feed-page.repo filteredStatement): the words
 * are a parameter, so PostgreSQL parses each statement once per connection and keeps a plan for it,
 * instead of planning the visibility rule again for every query. Each page is chosen first, in a
 * subquery with its LIMIT, and only its rows are joined to their authors, read as cards and given
 * their marked headline (ts_headline parses the text again: ~28 µs a post), all in one round trip.
 */

/** How a search finds its page (searchIsRare tells the two text searches apart). */
export type SearchWay = 'walk' | 'rare' | 'tag';

const viewer = sql.placeholder('viewer');
const words = sql.placeholder('q');
const tagParam = sql.placeholder('tag');
const andCursor = (before: boolean, at = 'posts.created_at', id = 'posts.id') =>
  before ? sql` and ${beforePlaceholders(at, id)}` : sql``;

/**
 * The page's posts, newest first, under the alias `posts`:
 * - walk: a common word. Posts newest first (posts_created_idx), each checked by its stored vector,
 *   stopping after one page (written so no index serves the match: see vectorMatchesWalking).
 * - rare: a rare word. Every match's id from posts_fts_idx at once (an InitPlan), read by key and
 *   sorted: walking would check thousands of posts to find a page.
 * - tag: a hashtag's posts newest first on post_tags_tag_created_idx, each post by its key.
 */
function pagePosts(way: SearchWay, before: boolean, limit: SQL): SQL {
  if (way === 'tag')
    return sql`select posts.*, post_tags.created_at as tagged_at
      from post_tags join posts on posts.id = post_tags.post_id
      where post_tags.tag = ${tagParam} and ${visibleTo(viewer)}${andCursor(before, 'post_tags.created_at', 'post_tags.post_id')}
      order by post_tags.created_at desc, post_tags.post_id desc limit ${limit}`;
  const match =
    way === 'walk'
      ? vectorMatchesWalking(sql`posts.search_vector`, words)
      : sql`posts.id = any(array(select m.id from posts m where ${vectorMatches(sql`m.search_vector`, words)}))`;
  return sql`select * from posts where ${visibleTo(viewer)} and ${match}${andCursor(before)}
    order by posts.created_at desc, posts.id desc limit ${limit}`;
}

/** The page as cards, each with its marked headline of the words (FeedCard.marked). */
const searchPage = (way: SearchWay, before: boolean, limit: number) => {
  const n = limitOf(limit);
  const order =
    way === 'tag' ? 'posts.tagged_at desc, posts.id desc' : 'posts.created_at desc, posts.id desc';
  return sql`select ${cardColumns(viewer, headline(sql`posts.content`, words))}
    from (${pagePosts(way, before, n)}) posts join users on users.id = posts.author_id
    order by ${sql.raw(order)}`;
};

const statementName = (way: SearchWay, before: boolean, limit: number) =>
  `posts_search_${way}_${before ? 'before' : 'first'}_${limit}`;

/** One statement per way, cursor or not, and page size (the size is in the text, as the feed's). */
const prepared = (db: Db, way: SearchWay, before: boolean, limit: number): ArrayStatement<FeedCard> =>
  namedStatement(db, statementName(way, before, limit), () => searchPage(way, before, limit), feedCardOf);

export interface SearchPageQuery {
  way: SearchWay;
  /** What the user typed: the words matched (walk, rare) and marked in the headline (all). */
  q: string;
  /** The hashtag (lower-case, as stored) when `way` is 'tag'. */
  tag?: string | undefined;
  limit: number;
  before?: Cursor | undefined;
}

const valuesOf = (viewerId: string, s: SearchPageQuery) => ({
  viewer: viewerId,
  q: s.q,
  tag: s.tag ?? '',
  ...beforeValues(s.before),
});

export const searchPageRepo = {
  /** One page of a search's posts the viewer may read (visibleTo), newest first, as marked cards. */
  page(db: Db, viewerId: string, s: SearchPageQuery): Promise<FeedCard[]> {
    return prepared(db, s.way, !!s.before, s.limit).execute(valuesOf(viewerId, s));
  },
  /** The statement page() sends: text, parameters and name (for EXPLAIN). */
  statement(db: Db, viewerId: string, s: SearchPageQuery) {
    const p = prepared(db, s.way, !!s.before, s.limit);
    return {
      sql: p.text,
      params: fillPlaceholders(p.params, valuesOf(viewerId, s)),
      name: statementName(s.way, !!s.before, s.limit),
    };
  },
};
