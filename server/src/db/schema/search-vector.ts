import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * The Russian full-text vector of the row's `content`, stored with the row and kept by PostgreSQL
 * itself (a generated column, migration 0050: every insert and edit recomputes it, no trigger and
 * no application code). Searches and their GIN indexes read it instead of parsing the text again
 * on every row a page walks (issue 37). `to_tsvector` with a constant regconfig is immutable, so
 * PGlite and PostgreSQL 15 both accept it here. Never written by the application.
 */
export const searchVector = () =>
  tsvector('search_vector').generatedAlwaysAs((): SQL => sql`to_tsvector('russian'::regconfig, content)`);
