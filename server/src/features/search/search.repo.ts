import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { postsQuery } from '../posts/posts.repo.ts';

/** Marks ts_headline puts around a matched word: control characters no post keeps (see strip). */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

const HEADLINE_OPTIONS =
  `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ` +
  'MaxFragments=2, FragmentDelimiter=" … "';

export const searchRepo = {
  /**
   * The words around the matches of `text` in each of the posts `ids` (already filtered by the
   * viewer's visibility), with the matches between MARK_START and MARK_END. Marks already in a
   * post's text are removed first, so every mark in the answer is ours.
   */
  async snippets(db: Db, ids: string[], text: string): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: posts.id,
        snippet: sql<string>`ts_headline('russian', translate(${posts.content}, ${MARK_START + MARK_END}, ''),
          ${postsQuery(text)}, ${HEADLINE_OPTIONS})`,
      })
      .from(posts)
      .where(inArray(posts.id, ids));
    return new Map(rows.map((r) => [r.id, r.snippet]));
  },
};
