import { and, desc, eq, fillPlaceholders, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { beyondCursor, type Cursor } from '../../db/keyset.ts';
import { familyMembers, posts, postTags, users } from '../../db/schema/index.ts';
import type { MediaWithVariants } from '../media/media.service.ts';
import { publicAndShown, subscribedBy, visibleTo } from './visibility-sql.ts';

/*
 * The statements that read posts as feed cards (a page of the feed, one post, a family's public
 * posts) and what can_delete needs for a page. Writes and comments stay in posts.repo.ts.
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
  /** Posts carrying this hashtag (lower-case, as stored), paged on post_tags_tag_created_idx. */
  tag?: string | undefined;
  before?: Cursor | undefined;
  limit: number;
}

/** One attachment as the page query aggregates it (JSON keeps numbers, the date comes as text). */
type MediaJson = Omit<MediaWithVariants, 'createdAt'> & { createdAt: string };

/**
 * A post with its author and everything a feed card shows: likes, reactions per emoji, comment
 * count and attachments, gathered per row by index lookups in the same statement, so a page costs
 * one round trip instead of five.
 */
/** A post's attachments in order, as one JSON array (read back with mediaRowsOf). */
const attachmentsJson = () => sql<MediaJson[]>`coalesce((
    select json_agg(json_build_object('id', m.id, 'ownerId', m.owner_id, 'storageKey', m.storage_key,
      'thumbnailKey', m.thumbnail_key, 'originalFilename', m.original_filename, 'mimeType', m.mime_type,
      'fileType', m.file_type, 'fileSize', m.file_size, 'sourceModule', m.source_module,
      'privacyLevel', m.privacy_level, 'createdAt', m.created_at, 'width', m.width, 'height', m.height,
      'placeholder', m.placeholder, 'durationSeconds', m.duration_seconds,
      'variants', (select json_agg(json_build_object('name', v.name, 'width', v.width, 'height', v.height))
        from media_variants v where v.media_id = m.id)) order by pm.position)
    from post_media pm join media_files m on m.id = pm.media_id where pm.post_id = posts.id), '[]'::json)`;

const postWithExtras = (viewerId: string | Placeholder) => ({
  post: posts,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
  likes: sql<number>`(select count(*) from post_likes l where l.post_id = posts.id)`.mapWith(Number),
  // An aggregate over the post's likes, not EXISTS: the planner would hash EXISTS over all the viewer's likes.
  liked: sql<boolean>`coalesce((select bool_or(l.user_id = ${viewerId}) from post_likes l where l.post_id = posts.id), false)`,
  reactions: sql<{ emoji: string; n: number; mine: boolean }[]>`coalesce((
    select json_agg(json_build_object('emoji', r.emoji, 'n', r.n, 'mine', r.mine))
    from (select emoji, count(*) as n, bool_or(user_id = ${viewerId}) as mine
          from post_reactions where post_id = posts.id group by emoji) r), '[]'::json)`,
  comments: sql<number>`(select count(*) from comments c where c.post_id = posts.id)`.mapWith(Number),
  media: attachmentsJson(),
});

/** Attachments of a page row as table rows. */
export const mediaRowsOf = (media: MediaJson[]): MediaWithVariants[] =>
  media.map((m) => ({ ...m, createdAt: new Date(m.createdAt) }));

/** The page query for a viewer (a value or a placeholder) and extra conditions, newest first. */
const pageSelect = (db: Db, viewer: string | Placeholder, where: SQL | undefined, limit: number | SQL) =>
  db
    .select(postWithExtras(viewer))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(visibleTo(viewer), where))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    // drizzle types limit as number | Placeholder; an SQL chunk is written as is (see preparedPage).
    .limit(limit as number);

/**
 * «Подписки» (issue 20): the posts of a few hundred followed authors are gathered by index
 * (a bitmap over posts_author_created_idx) and sorted, not walked newest first; joined to their
 * authors before the sort, every candidate cost a users lookup (1,560 of them for a page of 20 in
 * the 1M-post bench). Here the page's posts are chosen first, under the same alias, and only
 * they are joined to their authors and extras.
 */
const latePageSelect = (db: Db, viewerId: string, where: SQL | undefined, limit: number) => {
  const page = db
    .select()
    .from(posts)
    .where(and(visibleTo(viewerId), where))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .as('posts');
  return db
    .select(postWithExtras(viewerId))
    .from(page)
    .innerJoin(users, eq(users.id, page.authorId))
    .orderBy(desc(page.createdAt), desc(page.id));
};

type PreparedPage = ReturnType<ReturnType<typeof pageSelect>['prepare']>;
const preparedPages = new WeakMap<Db, Map<string, PreparedPage>>();
const pageName = (before: boolean, limit: number) => `posts_page_${before ? 'before' : 'first'}_${limit}`;

/**
 * The plain feed (no filter; first page or after a cursor) as a named prepared statement, built
 * once per database and page size: PostgreSQL parses it once per connection and, after a few
 * runs, reuses a generic plan, where planning the visibility rules cost about half of the
 * query's CPU. The page size is written into the text (one statement per size, at most
 * PAGE_MAX_LIMIT of them), because a generic plan for `limit $n` assumes a tenth of the table
 * and would never be chosen (isPlain only lets a positive integer through to sql.raw).
 */
function preparedPage(db: Db, before: boolean, limit: number): PreparedPage {
  let byName = preparedPages.get(db);
  if (!byName) {
    byName = new Map();
    preparedPages.set(db, byName);
  }
  const name = pageName(before, limit);
  let query = byName.get(name);
  if (!query) {
    const cursor = before
      ? sql`(${posts.createdAt}, ${posts.id}) < (${sql.placeholder('beforeAt')}::timestamptz, ${sql.placeholder('beforeId')}::uuid)`
      : undefined;
    query = pageSelect(db, sql.placeholder('viewer'), cursor, sql.raw(String(limit))).prepare(name);
    byName.set(name, query);
  }
  return query;
}

/**
 * The families the viewer manages and which of a page's authors are in them (can_delete on every
 * feed page): a named prepared statement, the authors as one array parameter. Built by drizzle and
 * planned by PostgreSQL on every page, it cost about 0.6 ms of server and 0.3 ms of PostgreSQL CPU
 * per page at 1M posts (bench/RESULTS.md, Round 3).
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

/** The plain feed (no filter but the cursor) goes through a prepared statement. */
const isPlain = (f: PostFilter) =>
  !f.sourceModules &&
  !f.familyId &&
  !f.visibility &&
  !f.authorId &&
  !f.subscribed &&
  !f.search &&
  !f.tag &&
  Number.isInteger(f.limit) &&
  f.limit > 0;

const plainValues = (viewerId: string, b: Cursor | undefined) =>
  b ? { viewer: viewerId, beforeAt: b.createdAt.toISOString(), beforeId: b.id } : { viewer: viewerId };

/**
 * Russian full-text match (issue 21): «дачу» finds «дача». The expression is the one posts_fts_idx
 * indexes (migration 0005), so the GIN index serves it; websearch syntax takes quotes, OR and -word.
 */
export const postsQuery = (text: string) => sql`websearch_to_tsquery('russian', ${text})`;
export const matchesSearch = (text: string) =>
  sql`to_tsvector('russian', ${posts.content}) @@ ${postsQuery(text)}`;

/**
 * A rare search (issue 21, the 1M-post bench): the ids of every match, collected once from the
 * GIN index (an InitPlan); the page is then read by key and sorted, where walking posts newest
 * first computed to_tsvector for ~88k posts to find 20 matches of a word in 1 of 4,400 posts.
 */
const matchingIds = (text: string) =>
  sql`${posts.id} = any(array(select m.id from posts m
        where to_tsvector('russian', m.content) @@ ${postsQuery(text)}))`;

/**
 * At most this many estimated matches count as rare: collecting and sorting them all costs less
 * than walking newest first past the non-matching posts (about 20·N/matches rows, each parsed).
 */
export const RARE_SEARCH_ROWS = 5000;

/**
 * A hashtag's posts (issue 21): walked newest first on post_tags_tag_created_idx (the tag row
 * carries its post's created_at) and joined to each post by its key, so a page of a common tag
 * stops after a page's worth of visible posts and a rare one reads only its own rows.
 */
const tagPageSelect = (db: Db, viewerId: string, tag: string, where: SQL | undefined, limit: number) =>
  db
    .select(postWithExtras(viewerId))
    .from(postTags)
    .innerJoin(posts, eq(posts.id, postTags.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(eq(postTags.tag, tag), visibleTo(viewerId), where))
    .orderBy(desc(postTags.createdAt), desc(postTags.postId))
    .limit(limit);

/** Any other filter combination, built per call. */
function filteredPage(db: Db, viewerId: string, f: PostFilter) {
  const where: (SQL | undefined)[] = [];
  if (f.sourceModules) where.push(inArray(posts.sourceModule, f.sourceModules));
  if (f.familyId) where.push(eq(posts.familyId, f.familyId));
  if (f.visibility) where.push(eq(posts.visibility, f.visibility));
  if (f.authorId) where.push(eq(posts.authorId, f.authorId));
  if (f.subscribed) where.push(subscribedBy(viewerId));
  if (f.search) where.push(f.searchRare ? matchingIds(f.search) : matchesSearch(f.search));
  if (f.tag) {
    if (f.before) where.push(beyondCursor(postTags.createdAt, postTags.postId, '<', f.before));
    return tagPageSelect(db, viewerId, f.tag, and(...where), f.limit);
  }
  if (f.before) where.push(beyondCursor(posts.createdAt, posts.id, '<', f.before));
  if (f.subscribed || (f.search && f.searchRare)) return latePageSelect(db, viewerId, and(...where), f.limit);
  return pageSelect(db, viewerId, and(...where), f.limit);
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

/** Reads of posts as the feed shows them: each row with its author, counts and attachments. */
export const feedPageRepo = {
  /** One page of posts the viewer may read, newest first, with authors and counts (one query). */
  async list(db: Db, viewerId: string, f: PostFilter) {
    if (isPlain(f)) return preparedPage(db, !!f.before, f.limit).execute(plainValues(viewerId, f.before));
    if (f.search && !f.tag && f.searchRare === undefined) {
      return filteredPage(db, viewerId, { ...f, searchRare: await feedPageRepo.searchIsRare(db, f.search) });
    }
    return filteredPage(db, viewerId, f);
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
    if (!isPlain(f)) return filteredPage(db, viewerId, f).toSQL();
    const name = pageName(!!f.before, f.limit);
    const q = preparedPage(db, !!f.before, f.limit).getQuery();
    return { sql: q.sql, params: fillPlaceholders(q.params, plainValues(viewerId, f.before)), name };
  },
  /** One post the viewer may read, as a feed card row (the rule of GET /api/posts/{id}). */
  async findVisible(db: Db, viewerId: string, id: string) {
    const [row] = await db
      .select(postWithExtras(viewerId))
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(and(eq(posts.id, id), visibleTo(viewerId)))
      .limit(1);
    return row;
  },
  /**
   * A family's latest posts for its public view, with like and comment counts: exactly the posts
   * the viewer may open by id (visibleTo, the rule of GET /api/posts/{id}); a visitor without a
   * token sees PUBLIC ones only. Whether the list is shown at all follows who_can_see_posts.
   */
  familyPosts(db: Db, familyId: string, viewerId: string | null, limit = 20) {
    return db
      .select({
        id: posts.id,
        content: posts.content,
        createdAt: posts.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
        likes: sql<number>`(select count(*) from post_likes l where l.post_id = ${posts.id})`.mapWith(Number),
        comments: sql<number>`(select count(*) from comments c where c.post_id = ${posts.id})`.mapWith(
          Number,
        ),
        media: attachmentsJson(),
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(and(eq(posts.familyId, familyId), viewerId ? visibleTo(viewerId) : publicAndShown))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit);
  },
  /**
   * The families a user manages (PARENT or creator, accepted membership) and which of the given
   * authors belong to each, in one query: what canDeletePost needs for a page of posts.
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
