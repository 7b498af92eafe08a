import { USER_SEARCH_MIN_CHARS } from '@krug/contract/limits';
import { type SourceModule, toDisplayModule } from '@krug/contract/modules';
import type {
  SearchComment,
  SearchKind,
  SearchMessage,
  SearchPost,
  SearchQuery,
  SearchResponse,
} from '@krug/contract/search';
import { extractHashtags, SEARCH_GROUP_LIMIT } from '@krug/contract/search';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { MARK_END, MARK_START } from '../../db/full-text.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Page } from '../../platform/link-header.ts';
import type { FamilyService } from '../family/family.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { WorkService } from '../work/work.service.ts';
import { searchRepo } from './search.repo.ts';

type Query = z.output<typeof SearchQuery>;

/** The headline's text without marks and the [start, end) offsets of the marked words in it. */
export function splitMarks(marked: string): { snippet: string; highlights: [number, number][] } {
  // The text between marks is copied in pieces (a page holds 20 headlines of up to ~60 words).
  const pieces: string[] = [];
  const highlights: [number, number][] = [];
  let length = 0;
  let start = -1;
  let from = 0;
  for (let i = 0; i < marked.length; i += 1) {
    const ch = marked[i];
    if (ch !== MARK_START && ch !== MARK_END) continue;
    if (i > from) {
      pieces.push(marked.slice(from, i));
      length += i - from;
    }
    from = i + 1;
    if (ch === MARK_START) start = length;
    else {
      if (start >= 0 && length > start) highlights.push([start, length]);
      start = -1;
    }
  }
  if (from < marked.length) pieces.push(marked.slice(from));
  return { snippet: pieces.join(''), highlights };
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

const empty = (): SearchResponse => ({
  posts: [],
  comments: [],
  messages: [],
  people: [],
  families: [],
  organizations: [],
});

/** The tag when `q` is exactly one hashtag (`#Дача` → `дача`), otherwise null. */
export function hashtagOf(q: string): string | null {
  const text = q.trim();
  const [tag, ...more] = extractHashtags(text);
  return tag && more.length === 0 && text.toLowerCase() === `#${tag}` ? tag : null;
}

/** Snippet and highlights of a marked headline of `content`. */
const snippetOf = (content: string, marked: string) => withEllipses(content, splitMarks(marked));

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
    const found = await deps.posts.search(viewerId, q, hashtagOf(q), limit, before);
    return {
      next: found.next,
      items: found.items.map(({ marked, ...p }) => ({ ...p, ...snippetOf(p.content, marked) })),
    };
  }

  async function comments(
    viewerId: string,
    q: string,
    limit: number,
    before?: string,
  ): Promise<Page<SearchComment>> {
    const rows = await searchRepo.comments(db, viewerId, q, { limit, before: decodeCursor(before) });
    return {
      next: page(rows, limit).next,
      items: rows.map((r) => ({
        id: r.id,
        post_id: r.postId,
        post_module: toDisplayModule(r.sourceModule as SourceModule),
        author: {
          id: r.authorId,
          first_name: r.firstName,
          last_name: r.lastName,
          profile_picture: r.profilePicture,
        },
        created_at: r.createdAt.toISOString(),
        ...snippetOf(r.content, r.marked),
      })),
    };
  }

  async function messages(
    viewerId: string,
    q: string,
    limit: number,
    before?: string,
  ): Promise<Page<SearchMessage>> {
    const rows = await searchRepo.messages(db, viewerId, q, { limit, before: decodeCursor(before) });
    return {
      next: page(rows, limit).next,
      items: rows.map((r) => ({
        id: r.id,
        group_id: r.groupId,
        group_name: r.groupName,
        group_type: r.groupType,
        sender: r.senderId
          ? {
              id: r.senderId,
              first_name: r.firstName ?? '',
              last_name: r.lastName ?? '',
              profile_picture: r.profilePicture,
            }
          : null,
        created_at: r.createdAt.toISOString(),
        ...snippetOf(r.content, r.marked),
      })),
    };
  }

  // Names need USER_SEARCH_MIN_CHARS characters, as in the areas' own searches; a hashtag is no name.
  const namesOk = (q: string) => q.length >= USER_SEARCH_MIN_CHARS && !hashtagOf(q);

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
    /**
     * One kind, a page of it: posts, comments and messages are keyset-paged newest first; names
     * answer their first `limit`, closest first.
     */
    async one(viewerId: string, kind: SearchKind, q: Query): Promise<Page<SearchResponse>> {
      const result = empty();
      if (kind === 'posts') {
        const found = await posts(viewerId, q.q, q.limit, q.before);
        result.posts = found.items;
        return { items: [result], next: found.next };
      }
      if (kind === 'comments') {
        const found = await comments(viewerId, q.q, q.limit, q.before);
        result.comments = found.items;
        return { items: [result], next: found.next };
      }
      if (kind === 'messages') {
        const found = await messages(viewerId, q.q, q.limit, q.before);
        result.messages = found.items;
        return { items: [result], next: found.next };
      }
      if (kind === 'people') result.people = await people(viewerId, q.q, q.limit);
      if (kind === 'families') result.families = await families(viewerId, q.q, q.limit);
      if (kind === 'organizations') result.organizations = await organizations(viewerId, q.q, q.limit);
      return { items: [result], next: null };
    },
    /** The first SEARCH_GROUP_LIMIT of every kind. */
    async grouped(viewerId: string, q: string): Promise<SearchResponse> {
      const [p, c, m, pe, f, o] = await Promise.all([
        posts(viewerId, q, SEARCH_GROUP_LIMIT),
        comments(viewerId, q, SEARCH_GROUP_LIMIT),
        messages(viewerId, q, SEARCH_GROUP_LIMIT),
        people(viewerId, q, SEARCH_GROUP_LIMIT),
        families(viewerId, q, SEARCH_GROUP_LIMIT),
        organizations(viewerId, q, SEARCH_GROUP_LIMIT),
      ]);
      return {
        posts: p.items,
        comments: c.items,
        messages: m.items,
        people: pe,
        families: f,
        organizations: o,
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
