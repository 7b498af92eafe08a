import { randomUUID } from 'node:crypto';
import { COMMENT_MAX_DEPTH, LIMIT_TEXTS } from '@krug/contract/limits';
import type { CommentNode, Post } from '@krug/contract/posts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, posts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { tableFingerprinter } from '../../test/fuzz/snapshot.ts';
import { commentTree } from './post-shapes.ts';

/* Issue 16 §3 "Comment depth": deep reply chains never break the comments of a post (no 5xx). */

let t: TestApp;
let author: Awaited<ReturnType<typeof registerUser>>;

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Levels of a tree (1 for a lone root), walked without recursion. */
function depthOf(roots: CommentNode[]): number {
  let max = 0;
  const stack = roots.map((node) => ({ node, level: 1 }));
  for (let item = stack.pop(); item; item = stack.pop()) {
    max = Math.max(max, item.level);
    for (const r of item.node.replies) stack.push({ node: r, level: item.level + 1 });
  }
  return max;
}
const countOf = (roots: CommentNode[]): number => {
  let n = 0;
  const stack = [...roots];
  for (let node = stack.pop(); node; node = stack.pop()) {
    n += 1;
    stack.push(...node.replies);
  }
  return n;
};
const parentOf = async (id: string) =>
  (await t.db.select({ p: comments.parentId }).from(comments).where(eq(comments.id, id)))[0]?.p;

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t.app, { first_name: 'Глеб', last_name: 'Глубоков' });
});
afterAll(() => t.close());

describe('comment depth', () => {
  it(`a 1,000-deep chain answers 200, at most ${COMMENT_MAX_DEPTH} levels and every comment`, async () => {
    const post = (
      await call(author.token, 'POST', '/api/posts', { content: 'Глубоко', visibility: 'PUBLIC' })
    ).json<Post>();
    // Written straight into the table (as before the cap existed), oldest first.
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    const start = Date.now() - 60_000;
    await t.db.insert(comments).values(
      ids.map((id, i) => ({
        id,
        postId: post.id,
        authorId: author.user.id,
        parentId: i === 0 ? null : (ids[i - 1] as string),
        content: `Уровень ${i + 1}`,
        createdAt: new Date(start + i),
      })),
    );
    const res = await call(author.token, 'GET', `/api/posts/${post.id}/comments`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const tree = res.json<CommentNode[]>();
    expect(countOf(tree)).toBe(1000);
    expect(depthOf(tree)).toBe(COMMENT_MAX_DEPTH);
    // Levels below the cap hang under the ancestor on level COMMENT_MAX_DEPTH - 1, in order.
    let anchor = tree[0] as CommentNode;
    for (let level = 1; level < COMMENT_MAX_DEPTH - 1; level++) anchor = anchor.replies[0] as CommentNode;
    expect(anchor.id).toBe(ids[COMMENT_MAX_DEPTH - 2]);
    expect(anchor.replies.map((r) => r.id)).toEqual(ids.slice(COMMENT_MAX_DEPTH - 1));
    expect(anchor.replies.every((r) => r.parent_comment_id === anchor.id)).toBe(true);

    // A reply to the deepest comment is stored under the deepest allowed ancestor.
    const reply = await call(author.token, 'POST', `/api/posts/${post.id}/comments`, {
      content: 'Ответ на самый глубокий',
      parent_comment_id: ids[999],
    });
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(201);
    expect(reply.json().parent_comment_id).toBe(ids[COMMENT_MAX_DEPTH - 2]);
    expect(await parentOf(reply.json().id)).toBe(ids[COMMENT_MAX_DEPTH - 2]);
    const again = await call(author.token, 'GET', `/api/posts/${post.id}/comments`);
    expect(again.statusCode).toBe(200);
    expect(countOf(again.json())).toBe(1001);
  });

  it('replies through the API past the cap attach to the deepest allowed ancestor', async () => {
    const post = (
      await call(author.token, 'POST', '/api/posts', { content: 'Ветка', visibility: 'PUBLIC' })
    ).json<Post>();
    const chain: string[] = [];
    for (let i = 0; i < COMMENT_MAX_DEPTH + 3; i++) {
      const res = await call(author.token, 'POST', `/api/posts/${post.id}/comments`, {
        content: `Ответ ${i + 1}`,
        ...(i > 0 ? { parent_comment_id: chain[i - 1] } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      chain.push(res.json().id);
    }
    // Levels 1..MAX are stored as written; every later reply goes under level MAX - 1.
    for (let i = 1; i < COMMENT_MAX_DEPTH; i++) expect(await parentOf(chain[i] as string)).toBe(chain[i - 1]);
    for (let i = COMMENT_MAX_DEPTH; i < chain.length; i++)
      expect(await parentOf(chain[i] as string)).toBe(chain[COMMENT_MAX_DEPTH - 2]);
    const tree = (await call(author.token, 'GET', `/api/posts/${post.id}/comments`)).json<CommentNode[]>();
    expect(depthOf(tree)).toBe(COMMENT_MAX_DEPTH);
    expect(countOf(tree)).toBe(chain.length);
  });

  it('builds a 100,000-deep tree without recursion', () => {
    const nodes: CommentNode[] = Array.from({ length: 100_000 }, (_, i) => ({
      id: `c${i}`,
      content: '',
      created_at: '',
      is_edited: false,
      author: { id: 'a', first_name: '', last_name: '', profile_picture: null },
      likes_count: 0,
      user_liked: false,
      parent_comment_id: i === 0 ? null : `c${i - 1}`,
      replies: [],
    }));
    const tree = commentTree(nodes.reverse());
    expect(depthOf(tree)).toBe(COMMENT_MAX_DEPTH);
    expect(countOf(tree)).toBe(100_000);
    expect(() => JSON.stringify(tree)).not.toThrow();
  });
});

describe('per-user rate limits on posts and comments', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ limits: { POST_RATE_LIMIT: 3, COMMENT_RATE_LIMIT: 4 } });
  });
  afterAll(() => limited.close());
  const send = (token: string, url: string, payload: object) =>
    limited.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('a user past POST_RATE_LIMIT gets 429 with detail and nothing is written; others keep theirs', async () => {
    const a = await registerUser(limited.app);
    const b = await registerUser(limited.app);
    for (let i = 0; i < 3; i++)
      expect(
        (await send(a.token, '/api/posts', { content: `Запись ${i}`, visibility: 'PUBLIC' })).statusCode,
      ).toBe(201);
    const fingerprint = await tableFingerprinter(limited.db);
    const before = await fingerprint();
    const refused = await send(a.token, '/api/posts', { content: 'Лишняя', visibility: 'PUBLIC' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: LIMIT_TEXTS.tooManyPosts });
    expect(await fingerprint()).toEqual(before);
    const rows = await limited.db.select().from(posts).where(eq(posts.authorId, a.user.id));
    expect(rows).toHaveLength(3);
    expect((await send(b.token, '/api/posts', { content: 'Моя', visibility: 'PUBLIC' })).statusCode).toBe(
      201,
    );
  });

  it('a user past COMMENT_RATE_LIMIT gets 429 with detail; replies count too', async () => {
    const a = await registerUser(limited.app);
    const b = await registerUser(limited.app);
    const post = (
      await send(b.token, '/api/posts', { content: 'Обсудим', visibility: 'PUBLIC' })
    ).json<Post>();
    const url = `/api/posts/${post.id}/comments`;
    const first = (await send(a.token, url, { content: 'Раз' })).json();
    for (const content of ['Два', 'Три'])
      expect((await send(a.token, url, { content })).statusCode).toBe(201);
    expect((await send(a.token, url, { content: 'Ответ', parent_comment_id: first.id })).statusCode).toBe(
      201,
    );
    const refused = await send(a.token, url, { content: 'Пятый' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: LIMIT_TEXTS.tooManyComments });
    const rows = await limited.db.select().from(comments).where(eq(comments.postId, post.id));
    expect(rows).toHaveLength(4);
    expect((await send(b.token, url, { content: 'Автор отвечает' })).statusCode).toBe(201);
  });
});
