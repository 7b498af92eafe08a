import { type Column, type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * Russian full-text query of what the user typed (issue 21): «дачу» finds «дача»; websearch
 * syntax takes quotes, OR and -word. Given a prepared statement's placeholder, the query is built
 * once per execution (an InitPlan) and hidden from the planner, as the feed hides its viewer: each
 * custom plan then costs what the generic one does, so PostgreSQL keeps the generic plan instead of
 * planning the statement again for every search (1.3 ms per page for a rare word). A GIN index still
 * serves `vector @@ (InitPlan)`.
 */
export const russianQuery = (text: string | Placeholder) =>
  typeof text === 'string'
    ? sql`websearch_to_tsquery('russian', ${text}::text)`
    : sql`(select websearch_to_tsquery('russian', ${text}::text))`;

/**
 * A row's stored vector (the `search_vector` column of posts, comments and chat messages, migration
 * 0050, which their GIN indexes posts_fts_idx, comments_fts_idx and chat_messages_fts_idx hold)
 * matches the words of `text`: the form an index serves.
 */
export const vectorMatches = (vector: Column | SQL, text: string | Placeholder) =>
  sql`${vector} @@ ${russianQuery(text)}`;

/**
 * The same match as a function call, which no index serves: for a walk newest first that checks
 * each row's stored vector as it goes. In a prepared statement's generic plan the planner knows
 * nothing of the words and would otherwise estimate `@@` as rare and gather every match from the
 * GIN index (70% of the posts for a common word) to sort them.
 */
export const vectorMatchesWalking = (vector: Column | SQL, text: string | Placeholder) =>
  sql`ts_match_vq(${vector}, ${russianQuery(text)})`;

/** Marks ts_headline puts around a matched word: control characters no post keeps (see strip). */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

const HEADLINE_OPTIONS =
  `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ` +
  'MaxFragments=2, FragmentDelimiter=" … "';

/**
 * The words around the matches of `text` in `content`, the matches between MARK_START and
 * MARK_END. Marks already in the text are removed first, so every mark in the answer is ours.
 * ts_headline parses the text again and is costly: put it where it runs for a page's rows only
 * (the select list over a subquery that already has its LIMIT).
 */
export const headline = (content: Column | SQL, text: string | Placeholder) =>
  sql<string>`ts_headline('russian', translate(${content}, ${MARK_START + MARK_END}, ''),
    ${russianQuery(text)}, ${HEADLINE_OPTIONS})`;
