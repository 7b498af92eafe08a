import { type SQL, sql } from 'drizzle-orm';

/** `%text%` for LIKE/ILIKE with the text's own `\`, `%` and `_` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Names found by part and despite typos (issue 21), with pg_trgm's operators so a gin_trgm_ops
 * index serves every branch: the name contains the text (case-insensitive), or one of its
 * `words` is similar to it as a whole (`%`: trigram similarity >= 0.3, «Иванва» → «Иванова»),
 * or the text is similar to a part of the name (`<%`: word similarity >= 0.6, «Ромашко» →
 * «ООО Ромашка»). The thresholds are pg_trgm's defaults on both PGlite and PostgreSQL.
 */
export function nameMatches(name: SQL, text: string, words: SQL[] = []): SQL {
  return sql`(${name} ilike ${containsPattern(text)} or ${text} <% ${name}${sql.join(
    words.map((w) => sql` or ${w} % ${text}`),
  )})`;
}

/** How close the text is to the name (1 = a whole word of it), for ordering closest first. */
export function nameCloseness(name: SQL, text: string, words: SQL[] = []): SQL<number> {
  return sql<number>`greatest(word_similarity(${text}, ${name})${sql.join(
    words.map((w) => sql`, similarity(${w}, ${text})`),
  )})`;
}
