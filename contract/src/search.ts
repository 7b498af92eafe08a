import { z } from 'zod';
import { Id } from './common.ts';
import { UserSearchResult } from './family.ts';
import { PageQuery } from './pagination.ts';
import { Post } from './posts.ts';
import { ORG_TYPES } from './work.ts';

/** Server wording of the search (issue 21). */
export const SEARCH_TEXTS = {
  emptyQuery: 'Введите запрос',
  kindInvalid: 'Неизвестный вид результатов',
} as const;

export const SEARCH_KINDS = ['posts', 'people', 'families', 'organizations'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** How many of each kind a search without `kind` answers. */
export const SEARCH_GROUP_LIMIT = 5;

/**
 * `GET /api/search?q=&kind=&limit=&before=`. Without `kind`, the first few of each kind; with it,
 * one kind only (`posts` pages newest first, next page in the Link header).
 */
export const SearchQuery = PageQuery.extend({
  q: z
    .string({ message: SEARCH_TEXTS.emptyQuery })
    .trim()
    .min(1, { message: SEARCH_TEXTS.emptyQuery })
    .max(200, { message: 'Запрос должен быть не длиннее 200 символов' }),
  kind: z.enum(SEARCH_KINDS, { message: SEARCH_TEXTS.kindInvalid }).optional(),
});
export type SearchQuery = z.input<typeof SearchQuery>;

/**
 * A post found, with a plain-text `snippet` of its content around the matched words and the
 * matched words' places in it: `[start, end)` UTF-16 offsets (never HTML).
 */
export const SearchPost = Post.extend({
  snippet: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type SearchPost = z.infer<typeof SearchPost>;

export const SearchFamily = z.object({
  id: Id,
  name: z.string(),
  city: z.string().nullable(),
  photo_url: z.string().nullable(),
  member_count: z.number().int(),
});
export type SearchFamily = z.infer<typeof SearchFamily>;

export const SearchOrganization = z.object({
  id: Id,
  name: z.string(),
  organization_type: z.enum(ORG_TYPES),
  address_city: z.string().nullable(),
  logo_url: z.string().nullable(),
  member_count: z.number().int(),
});
export type SearchOrganization = z.infer<typeof SearchOrganization>;

export const SearchResponse = z.object({
  posts: z.array(SearchPost),
  people: z.array(UserSearchResult),
  families: z.array(SearchFamily),
  organizations: z.array(SearchOrganization),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
