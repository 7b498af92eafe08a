import { USER_SEARCH_MIN_CHARS } from '@krug/contract/limits';
import type { SearchKind, SearchPost, SearchQuery, SearchResponse } from '@krug/contract/search';
import { SEARCH_GROUP_LIMIT } from '@krug/contract/search';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Page } from '../../platform/link-header.ts';
import type { FamilyService } from '../family/family.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { WorkService } from '../work/work.service.ts';
import { MARK_END, MARK_START, searchRepo } from './search.repo.ts';

type Query = z.output<typeof SearchQuery>;

/** The headline's text without marks and the [start, end) offsets of the marked words in it. */
export function splitMarks(marked: string): { snippet: string; highlights: [number, number][] } {
  let snippet = '';
  const highlights: [number, number][] = [];
  let start = -1;
  for (const ch of marked) {
    if (ch === MARK_START) start = snippet.length;
    else if (ch === MARK_END) {
      if (start >= 0 && snippet.length > start) highlights.push([start, snippet.length]);
      start = -1;
    } else snippet += ch;
  }
  return { snippet, highlights };
}

/** «… » before a snippet cut from the middle of a post and « …» after one cut before its end. */
export function withEllipses(content: string, s: { snippet: string; highlights: [number, number][] }) {
  const text = content.trim();
  const head = text.startsWith(s.snippet.trimStart()) ? '' : '… ';
  const tail = text.endsWith(s.snippet.trimEnd()) ? '' : ' …';
  return {
    snippet: `${head}${s.snippet}${tail}`,
    highlights: s.highlights.map(([a, b]): [number, number] => [a + head.length, b + head.length]),
  };
}

const empty = (): SearchResponse => ({ posts: [], people: [], families: [], organizations: [] });

/**
 * One search over what the viewer may see (issue 21): posts by the feed's own visibility rule
 * (PostsService.list), people, families and organizations by their areas' search rules.
 */
export function createSearchService(deps: {
  db: Db;
  posts: PostsService;
  users: UsersService;
  family: FamilyService;
  work: WorkService;
}) {
  const { db } = deps;

  async function posts(
    viewerId: string,
    q: string,
    limit: number,
    before?: string,
  ): Promise<Page<SearchPost>> {
    const found = await deps.posts.list(viewerId, { search: q, limit, before });
    const marked = await searchRepo.snippets(
      db,
      found.items.map((p) => p.id),
      q,
    );
    return {
      next: found.next,
      items: found.items.map((p) => ({
        ...p,
        ...withEllipses(p.content, splitMarks(marked.get(p.id) ?? p.content)),
      })),
    };
  }

  // Names need USER_SEARCH_MIN_CHARS characters, as in the areas' own searches.
  const namesOk = (q: string) => q.length >= USER_SEARCH_MIN_CHARS;

  async function people(viewerId: string, q: string, limit: number) {
    return namesOk(q) ? (await deps.users.search(viewerId, q)).slice(0, limit) : [];
  }
  async function families(viewerId: string, q: string, limit: number) {
    if (!namesOk(q)) return [];
    return (await deps.family.search(viewerId, q)).slice(0, limit).map((f) => ({
      id: f.id,
      name: f.name,
      city: f.city,
      photo_url: f.family_photo_url,
      member_count: f.member_count,
    }));
  }
  async function organizations(viewerId: string, q: string, limit: number) {
    if (!namesOk(q)) return [];
    const found = await deps.work.search(viewerId, { query: q, industry: null, city: null });
    return found.slice(0, limit).map((o) => ({
      id: o.id,
      name: o.name,
      organization_type: o.organization_type,
      address_city: o.address_city,
      logo_url: o.logo_url,
      member_count: o.member_count,
    }));
  }

  return {
    /** One kind, a page of it (posts are keyset-paged; the other kinds answer their first `limit`). */
    async one(viewerId: string, kind: SearchKind, q: Query): Promise<Page<SearchResponse>> {
      const result = empty();
      if (kind === 'posts') {
        const page = await posts(viewerId, q.q, q.limit, q.before);
        result.posts = page.items;
        return { items: [result], next: page.next };
      }
      if (kind === 'people') result.people = await people(viewerId, q.q, q.limit);
      if (kind === 'families') result.families = await families(viewerId, q.q, q.limit);
      if (kind === 'organizations') result.organizations = await organizations(viewerId, q.q, q.limit);
      return { items: [result], next: null };
    },
    /** The first SEARCH_GROUP_LIMIT of every kind. */
    async grouped(viewerId: string, q: string): Promise<SearchResponse> {
      const [p, pe, f, o] = await Promise.all([
        posts(viewerId, q, SEARCH_GROUP_LIMIT),
        people(viewerId, q, SEARCH_GROUP_LIMIT),
        families(viewerId, q, SEARCH_GROUP_LIMIT),
        organizations(viewerId, q, SEARCH_GROUP_LIMIT),
      ]);
      return { posts: p.items, people: pe, families: f, organizations: o };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
