import { z } from 'zod';
import { GROUP_TYPES } from './chat-texts.ts';
import { Id } from './common.ts';
import { UserSearchResult } from './family.ts';
import { MODULES } from './modules.ts';
import { PageQuery } from './pagination.ts';
import { Author, Post } from './posts.ts';
import { ORG_TYPES } from './work.ts';

/** Server wording of the search (issue 21). */
export const SEARCH_TEXTS = {
  emptyQuery: 'Введите запрос',
  kindInvalid: 'Неизвестный вид результатов',
} as const;

export const SEARCH_KINDS = ['posts', 'comments', 'messages', 'people', 'families', 'organizations'] as const;
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

/** Plain-text words around the matches and the matches' `[start, end)` UTF-16 offsets in it. */
const Snippet = {
  snippet: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
};

/**
 * A comment found on a post the viewer may open (the post's own visibility rule); `post_module`
 * is the module the post's page lives under (`/{post_module}/posts/{post_id}#comment-{id}`).
 */
export const SearchComment = z.object({
  id: Id,
  post_id: Id,
  post_module: z.enum(MODULES),
  author: Author,
  created_at: z.string(),
  ...Snippet,
});
export type SearchComment = z.infer<typeof SearchComment>;

/** A chat message in one of the viewer's own groups (members only, as the chat itself). */
export const SearchMessage = z.object({
  id: Id,
  group_id: Id,
  group_name: z.string(),
  group_type: z.enum(GROUP_TYPES),
  /** Null when the sender's account is gone. */
  sender: Author.nullable(),
  created_at: z.string(),
  ...Snippet,
});
export type SearchMessage = z.infer<typeof SearchMessage>;

/**
 * `q` that is one hashtag (`#дача`) finds the posts carrying that tag, exactly (case-insensitive);
 * any other `q` is full-text search with Russian morphology, and names tolerate typos (pg_trgm).
 */
export const SearchResponse = z.object({
  posts: z.array(SearchPost),
  comments: z.array(SearchComment),
  messages: z.array(SearchMessage),
  people: z.array(UserSearchResult),
  families: z.array(SearchFamily),
  organizations: z.array(SearchOrganization),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** A hashtag in a post: `#` then 1–50 letters, digits or `_` (Cyrillic included), stored lower-case. */
export const HASHTAG_PATTERN = /(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]{1,50})/gu;
export const HASHTAG_MAX_PER_POST = 20;

/** The distinct tags of a text, lower-case, in order of appearance (at most HASHTAG_MAX_PER_POST). */
export function extractHashtags(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(HASHTAG_PATTERN)) {
    const tag = (m[2] ?? '').toLowerCase();
    if (tag && !/^\d+$/.test(tag)) seen.add(tag);
    if (seen.size >= HASHTAG_MAX_PER_POST) break;
  }
  return [...seen];
}

/** How many days «Популярные теги» looks back, and how many it shows. */
export const POPULAR_TAGS_DAYS = 7;
export const POPULAR_TAGS_LIMIT = 10;

/**
 * `GET /api/tags/popular`: the most used tags of the last POPULAR_TAGS_DAYS days, counted over
 * PUBLIC posts only (a tag of a family-only post must not leak through a count), most used first.
 */
export const PopularTag = z.object({ tag: z.string(), count: z.number().int() });
export type PopularTag = z.infer<typeof PopularTag>;
export const PopularTagsResponse = z.object({ tags: z.array(PopularTag) });
export type PopularTagsResponse = z.infer<typeof PopularTagsResponse>;
