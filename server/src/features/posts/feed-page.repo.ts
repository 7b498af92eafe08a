import { createHash } from 'node:crypto';
import { and, eq, fillPlaceholders, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ArrayStatement, arrayStatement, namedStatement } from '../../db/array-rows.ts';
import type { Db } from '../../db/client.ts';
import { vectorMatches } from '../../db/full-text.ts';
import { beforePlaceholders, beforeValues, type Cursor } from '../../db/keyset.ts';
import { oncePerDb } from '../../db/once-per-db.ts';
import { familyMembers, posts } from '../../db/schema/index.ts';
import { cardColumns, type FeedCard, feedCardOf, type Viewer } from './feed-card.repo.ts';
import { genderVisibilityOf, ofCircle, ofFamily, publicAndShown, visibleTo } from './visibility-sql.ts';

/*
 * The statements that read posts as feed cards (a page of the feed, one post, a family's public
 * posts). Writes and comments stay in posts.repo.ts; the card's columns in feed-card.repo.ts.
 */

export interface PostFilter {
  sourceModules?: string[] | undefined;
  familyId?: string | undefined;
  visibility?: string | undefined;
  subscribed?: boolean | undefined;
  authorId?: string | undefined;
  search?: string | undefined;
  /**
   * The search's words are rare (see searchIsRare): its matches are taken from posts_fts_idx and
   * sorted, instead of walking posts newest first. list() asks the planner when it is not given.
   */
  searchRare?: boolean | undefined;
  before?: Cursor | undefined;
  limit: number;
}

/** A page size written into the statement's text: a positive integer, never a parameter. */
export const limitOf = (limit: number) => sql.raw(String(Math.max(1, Math.floor(limit))));
const andAll = (where: SQL | undefined) => (where ? sql` and ${where}` : sql``);

/**
 * Walks posts newest first (posts_created_idx) with the visibility rule and `where`, joined to
 * the authors as it goes, and stops after one page: the wall and most filters.
 */
const walkPage = (viewer: Viewer, where: SQL | undefined, limit: number) =>
  sql`select ${cardColumns(viewer)} from posts join users on users.id = posts.author_id
    where ${visibleTo(viewer)}${andAll(where)}
    order by posts.created_at desc, posts.id desc limit ${limitOf(limit)}`;

/**
 * A rare search gathers its candidates from the GIN index and sorts them: the page's posts are
 * chosen first, under the same alias, and only they are joined to their authors and read as cards
 * (joined before the sort, every candidate cost a users lookup: issue 20).
 */
const latePage = (viewer: Viewer, where: SQL | undefined, limit: number) =>
  sql`select ${cardColumns(viewer)}
    from (select * from posts where ${visibleTo(viewer)}${andAll(where)}
          order by posts.created_at desc, posts.id desc limit ${limitOf(limit)}) posts
    join users on users.id = posts.author_id
    order by posts.created_at desc, posts.id desc`;

/**
 * «Подписки» (issue 37): the viewer's inbox (feed_inbox, kept by the database's triggers: exactly
 * the posts subscribedBy selects) walked newest first, each post by its key with the visibility
 * rule, stopping after one page: the same few dozen index entries for a reader of ten people or of
 * ten thousand, where gathering every post of everyone followed cost 3,000–80,000 buffers per page
 * at 1M posts (bench/RESULTS.md, Round 4). The viewer is read through `(select …)`, as the
 * visibility rule's circles are: the custom plans then cost what the generic one does, and after
 * five runs PostgreSQL keeps the generic plan instead of planning each page again (0.7–0.8 ms of
 * planning per page at the small scale, where the execution is 0.3 ms).
 */
const inboxPage = (viewer: Viewer, where: SQL | undefined, limit: number) =>
  sql`select ${cardColumns(viewer)}
    from feed_inbox i join posts on posts.id = i.post_id join users on users.id = posts.author_id
    where i.user_id = (select ${viewer}::uuid) and ${visibleTo(viewer)}${andAll(where)}
    order by i.created_at desc, i.post_id desc limit ${limitOf(limit)}`;

/**
 * The families the viewer manages and which of the given authors are in them: what canDeletePost
 * needs (remove() checks it before deleting; pages compute can_delete in their statement).
 */
const managedStatements = new WeakMap<Db, ReturnType<typeof managedSelect>>();
function managedSelect(db: Db) {
  const author = alias(familyMembers, 'author_member');
  return db
    .select({ familyId: familyMembers.familyId, authorId: author.userId })
    .from(familyMembers)
    .leftJoin(
      author,
      and(
        eq(author.familyId, familyMembers.familyId),
        eq(author.status, 'active'),
        sql`${author.userId} = any(${sql.placeholder('authors')}::uuid[])`,
      ),
    )
    .where(
      and(
        eq(familyMembers.userId, sql.placeholder('viewer')),
        eq(familyMembers.status, 'active'),
        or(eq(familyMembers.isCreator, true), eq(familyMembers.role, 'PARENT')),
      ),
    )
    .prepare('posts_managed_families');
}
function preparedManaged(db: Db) {
  let query = managedStatements.get(db);
  if (!query) {
    query = managedSelect(db);
    managedStatements.set(db, query);
  }
  return query;
}

/**
 * Russian full-text match (issue 21, db/full-text.ts) on the post's stored vector, which
 * posts_fts_idx indexes (migration 0050), so the GIN index serves it.
 */
export const matchesSearch = (text: string) => vectorMatches(posts.searchVector, text);

/**
 * A rare search (issue 21, the 1M-post bench): the ids of every match, collected once from the
 * GIN index (an InitPlan); the page is then read by key and sorted, where walking posts newest
 * first parsed ~88k posts to find 20 matches of a word in 1 of 4,400 posts.
 */
const matchingIds = (text: string) =>
  sql`${posts.id} = any(array(select m.id from posts m
        where ${vectorMatches(sql`m.search_vector`, text)}))`;

/**
 * At most this many estimated matches count as rare: collecting and sorting them all costs less
 * than walking newest first past the non-matching posts (about 20·N/matches rows, each checked).
 */
export const RARE_SEARCH_ROWS = 5000;

const viewerParam = sql.placeholder('viewer');

/**
 * A page of the feed for any filter combination. The viewer, the family, the author and the cursor
 * are placeholders (filterValues), so every combination without a search is one named statement
 * (filteredName). Before wave 10 only the plain feed and plain «Подписки» were: the family wall, a
 * module's wall (the app's first page, «Семья»), «Моя семья», «Дом» and a person's posts were
 * planned again on every request, ~1.5 ms of a family wall's 2 ms at 1M posts (bench/RESULTS.md).
 */
function filteredPage(f: PostFilter): SQL {
  const viewer = viewerParam;
  const where: (SQL | undefined)[] = [];
  if (f.sourceModules) where.push(inArray(posts.sourceModule, f.sourceModules));
  if (f.familyId) where.push(ofFamily(sql.placeholder('familyId'), viewer, !!f.before));
  if (f.visibility) where.push(eq(posts.visibility, f.visibility));
  // «Моя семья», «Дом»: the circle's posts gathered by key (not with «Подписки», an inbox walk).
  const circle = f.visibility && !f.subscribed ? ofCircle(viewer, f.visibility, !!f.before) : undefined;
  if (circle) where.push(circle);
  if (f.authorId) where.push(sql`${posts.authorId} = ${sql.placeholder('authorId')}`);
  if (f.search) where.push(f.searchRare ? matchingIds(f.search) : matchesSearch(f.search));
  if (f.subscribed) {
    if (f.before) where.push(beforePlaceholders('i.created_at', 'i.post_id'));
    return inboxPage(viewer, and(...where), f.limit);
  }
  if (f.before) where.push(beforePlaceholders('posts.created_at', 'posts.id'));
  // A rare search's matches and a family's posts are gathered by key, then sorted.
  if ((f.search && f.searchRare) || f.familyId || circle) return latePage(viewer, and(...where), f.limit);
  return walkPage(viewer, and(...where), f.limit);
}

/** The values of filteredPage's placeholders. */
const filterValues = (viewerId: string, f: PostFilter) => ({
  viewer: viewerId,
  ...(f.familyId ? { familyId: f.familyId } : {}),
  ...(f.authorId ? { authorId: f.authorId } : {}),
  ...beforeValues(f.before),
});

/**
 * The name of a filter combination's statement: what its text holds (the modules, the visibility,
 * which placeholders, the page size), hashed to fit PostgreSQL's 63 characters. PostgreSQL parses
 * each once per connection and, after a few runs, reuses a generic plan, where planning the
 * visibility rules cost about half of the query's CPU. The page size is written into the text (one
 * statement per size, at most PAGE_MAX_LIMIT of them), because a generic plan for `limit $n`
 * assumes a tenth of the table and would never be chosen. The modules and the visibility are the
 * contract's enum values, so the statements are a few dozen at most. A search has none: its plan
 * depends on its words (searchIsRare; the search page has its own, search-page.repo.ts).
 */
function filteredName(f: PostFilter): string | undefined {
  if (f.search || !Number.isInteger(f.limit) || f.limit <= 0) return undefined;
  const shape = JSON.stringify([
    f.sourceModules ?? null,
    f.visibility ?? null,
    !!f.familyId,
    !!f.subscribed,
    !!f.authorId,
    !!f.before,
    f.limit,
  ]);
  return `posts_page_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
}

/** A filter combination's page statement: named (made once per database) when it has a name. */
function filteredStatement(db: Db, f: PostFilter): ArrayStatement<FeedCard> {
  const name = filteredName(f);
  return name
    ? namedStatement(db, name, () => filteredPage(f), feedCardOf)
    : arrayStatement(db, filteredPage(f), feedCardOf);
}

/**
 * The planner's estimate of how many posts a search matches changes only as posts accumulate, so
 * each query's answer is kept for a while (one EXPLAIN per query and 10 minutes, not per page).
 */
const RARITY_TTL_MS = 10 * 60_000;
const RARITY_CACHE_SIZE = 1000;
const rarity = new Map<string, { rare: boolean; until: number }>();

async function estimateRare(db: Db, text: string): Promise<boolean> {
  const result = await db.execute(
    sql`explain (format json) select 1 from posts where ${matchesSearch(text)}`,
  );
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const raw = row ? Object.values(row)[0] : undefined;
  const json = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const rows = Number((json as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows']);
  return Number.isFinite(rows) && rows <= RARE_SEARCH_ROWS;
}

/**
 * Filtered to a visibility only its author reads (ONLY_ME) or a gender's the viewer is not of, the
 * viewer can read only their own such posts: the filter becomes the viewer's posts, walked on
 * posts_author_created_idx, where a walk of every post found none (1.7–1.9 s at 1M posts).
 */
async function onlyOwnWhenHidden(db: Db, viewerId: string, f: PostFilter): Promise<PostFilter> {
  const v = f.visibility;
  if (!v || f.authorId || (v !== 'ONLY_ME' && !v.startsWith('GENDER_'))) return f;
  if (v.startsWith('GENDER_') && (await viewerGenderVisibility(db, viewerId)) === v) return f;
  return { ...f, authorId: viewerId };
}

const genderStatement = oncePerDb((db) =>
  arrayStatement(
    db,
    sql`select ${genderVisibilityOf(sql.placeholder('viewer'))}`,
    (row) => row[0] as string | null,
    'user_gender_visibility',
  ),
);
/** The gender visibility the viewer reads, null without a gender (one named statement). */
const viewerGenderVisibility = async (db: Db, viewerId: string) =>
  (await genderStatement(db).execute({ viewer: viewerId }))[0] ?? null;

/** One post the viewer may read, as a card (the rule of GET /api/posts/{id}). */
const oneCard = (viewerId: string, id: string) =>
  sql`select ${cardColumns(viewerId)} from posts join users on users.id = posts.author_id
    where posts.id = ${id} and ${visibleTo(viewerId)}`;

/** Reads of posts as the feed shows them: each row with its author, counts and attachments. */
export const feedPageRepo = {
  /** One page of posts the viewer may read, newest first, as cards (one statement). */
  async list(db: Db, viewerId: string, filter: PostFilter): Promise<FeedCard[]> {
    const f = await onlyOwnWhenHidden(db, viewerId, filter);
    const searchRare =
      f.search && f.searchRare === undefined ? await feedPageRepo.searchIsRare(db, f.search) : f.searchRare;
    return filteredStatement(db, { ...f, searchRare }).execute(filterValues(viewerId, f));
  },
  /**
   * Whether `text` matches few posts, by the planner's own estimate (one EXPLAIN, no execution):
   * exact for the lexemes in the column statistics' most common elements, small for all others,
   * which are rare by definition. Portable to PGlite and PostgreSQL 15 alike.
   */
  async searchIsRare(db: Db, text: string): Promise<boolean> {
    const key = text.trim().toLowerCase();
    const known = rarity.get(key);
    if (known && known.until > Date.now()) return known.rare;
    const rare = await estimateRare(db, text);
    if (rarity.size >= RARITY_CACHE_SIZE) rarity.delete(rarity.keys().next().value as string);
    rarity.set(key, { rare, until: Date.now() + RARITY_TTL_MS });
    return rare;
  },
  /** The statement list() sends for a filter: text, parameters and, when prepared, its name (for EXPLAIN). */
  listStatement(db: Db, viewerId: string, f: PostFilter): { sql: string; params: unknown[]; name?: string } {
    const s = filteredStatement(db, f);
    return {
      sql: s.text,
      params: fillPlaceholders(s.params, filterValues(viewerId, f)),
      name: filteredName(f),
    };
  },
  /** One post the viewer may read, as a card (the rule of GET /api/posts/{id}). */
  async findVisible(db: Db, viewerId: string, id: string): Promise<FeedCard | undefined> {
    const [card] = await arrayStatement(db, oneCard(viewerId, id), feedCardOf).execute();
    return card;
  },
  /**
   * The post if the viewer may read it (GET /api/posts/{id}'s rule), without its card: what a
   * like, a reaction or a comment checks first.
   */
  async findReadable(db: Db, viewerId: string, id: string) {
    const [row] = await db
      .select({
        id: posts.id,
        authorId: posts.authorId,
        familyId: posts.familyId,
        visibility: posts.visibility,
      })
      .from(posts)
      .where(and(eq(posts.id, id), visibleTo(viewerId)))
      .limit(1);
    return row;
  },
  /**
   * A family's latest posts for its public view, as cards: exactly the posts the viewer may open
   * by id (visibleTo, the rule of GET /api/posts/{id}); a visitor without a token sees PUBLIC ones
   * only. Whether the list is shown at all follows who_can_see_posts.
   */
  familyPosts(db: Db, familyId: string, viewerId: string | null, limit = 20): Promise<FeedCard[]> {
    // A visitor is nobody: no post is theirs, no like, no family they manage.
    const viewer = viewerId ?? '00000000-0000-0000-0000-000000000000';
    const rule = viewerId ? visibleTo(viewerId) : publicAndShown;
    return arrayStatement(
      db,
      sql`select ${cardColumns(viewer)}
        from (select * from posts where ${ofFamily(familyId)} and ${rule}
              order by posts.created_at desc, posts.id desc limit ${limitOf(limit)}) posts
        join users on users.id = posts.author_id
        order by posts.created_at desc, posts.id desc`,
      feedCardOf,
    ).execute();
  },
  /**
   * The families a user manages (PARENT or creator, accepted membership) and which of the given
   * authors belong to each, in one query: what canDeletePost needs for a post.
   */
  async managedFamilies(db: Db, userId: string, authorIds: string[]) {
    const rows = await preparedManaged(db).execute({ viewer: userId, authors: authorIds });
    const managed = new Set<string>();
    const byAuthor = new Map<string, string[]>();
    for (const r of rows) {
      managed.add(r.familyId);
      if (r.authorId) byAuthor.set(r.authorId, [...(byAuthor.get(r.authorId) ?? []), r.familyId]);
    }
    return { managed, ofAuthor: (authorId: string) => byAuthor.get(authorId) ?? [] };
  },
};
