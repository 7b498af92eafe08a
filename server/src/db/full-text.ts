import { sql } from 'drizzle-orm';

/**
 * Russian full-text query of what the user typed (issue 21): «дачу» finds «дача»; websearch
 * syntax takes quotes, OR and -word. Matched against `to_tsvector('russian', column)`, the
 * expression the full-text indexes of posts, comments and chat messages are built on.
 */
export const russianQuery = (text: string) => sql`websearch_to_tsquery('russian', ${text})`;
