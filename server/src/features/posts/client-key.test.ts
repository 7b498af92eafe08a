import { POST_TEXTS, type Post } from '@krug/contract/posts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, notifications, posts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart, uploadMedia } from '../../test/multipart.ts';

/**
 * The outbox of issue 35 §2 for posts and comments (issue 32 item 15): a post or comment written
 * offline carries a key its author chose and is sent again after the network comes back (or after
 * a connection lost before the answer); the same key twice makes one post or comment.
 */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let anna: U;
let boris: U;

const call = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const publish = (who: U, content: string, client_key?: string) =>
  call(who.token, '/api/posts', { content, ...(client_key ? { client_key } : {}) });
const comment = (who: U, postId: string, content: string, client_key?: string) =>
  call(who.token, `/api/posts/${postId}/comments`, { content, ...(client_key ? { client_key } : {}) });
const storedPosts = async (content: string) =>
  (await t.db.select({ n: count() }).from(posts).where(eq(posts.content, content)))[0]?.n;
const storedComments = async (content: string) =>
  (await t.db.select({ n: count() }).from(comments).where(eq(comments.content, content)))[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerUser(t.app, { first_name: 'Анна' });
  boris = await registerUser(t.app, { first_name: 'Борис' });
});
afterAll(() => t.close());

describe('POST /api/posts with client_key', () => {
  it('sent twice with one key, makes one post and answers it again (200)', async () => {
    const key = crypto.randomUUID();
    const first = await publish(anna, 'Из метро', key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await publish(anna, 'Из метро', key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Post>().id).toBe(first.json<Post>().id);
    expect(await storedPosts('Из метро')).toBe(1);
  });

  it('as multipart form data with a photo, the repeat keeps the one post and its one photo', async () => {
    const photo = await uploadMedia(t.app, anna.token, 'p.png', await FILES.png(), {
      privacy_level: 'PUBLIC',
    });
    const key = crypto.randomUUID();
    const send = () => {
      const body = multipart([
        { name: 'content', value: 'С фото' },
        { name: 'media_file_ids', value: photo.id },
        { name: 'client_key', value: key },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { ...bearer(anna.token), ...body.headers },
        payload: body.payload,
      });
    };
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Post>()).toMatchObject({ id: first.json<Post>().id, media_files: [{ id: photo.id }] });
    expect(await storedPosts('С фото')).toBe(1);
  });

  it('sent at the same moment twice, still makes one post', async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([publish(anna, 'Дважды', key), publish(anna, 'Дважды', key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<Post>().id).toBe(b.json<Post>().id);
    expect(await storedPosts('Дважды')).toBe(1);
  });

  it('keys are the author’s own: another author’s same key is another post; no key, no dedup', async () => {
    const key = crypto.randomUUID();
    expect((await publish(anna, 'Её запись', key)).statusCode).toBe(201);
    const his = await publish(boris, 'Его запись', key);
    expect(his.statusCode, his.body).toBe(201);
    expect(his.json<Post>()).toMatchObject({ content: 'Его запись', author: { id: boris.user.id } });
    const keyed = await t.db.select({ n: count() }).from(posts).where(eq(posts.clientKey, key));
    expect(keyed[0]?.n).toBe(2);

    expect((await publish(anna, 'Без ключа')).statusCode).toBe(201);
    expect((await publish(anna, 'Без ключа')).statusCode).toBe(201);
    expect(await storedPosts('Без ключа')).toBe(2);
  });

  it('a malformed key is 422 and stores nothing', async () => {
    const res = await publish(anna, 'Кривой ключ', 'not-a-uuid');
    expect(res.statusCode).toBe(422);
    expect(await storedPosts('Кривой ключ')).toBe(0);
  });
});

describe('POST /api/posts/{id}/comments with client_key', () => {
  let postId: string;
  let otherPostId: string;
  beforeAll(async () => {
    postId = (await publish(anna, 'Запись для комментариев')).json<Post>().id;
    otherPostId = (await publish(anna, 'Другая запись')).json<Post>().id;
  });
  const told = async (commentId: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, anna.user.id), eq(notifications.linkId, commentId)))
    )[0]?.n;

  it('sent twice with one key, makes one comment, tells the author once, and answers it again (200)', async () => {
    const key = crypto.randomUUID();
    const first = await comment(boris, postId, 'Класс!', key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await comment(boris, postId, 'Класс!', key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, content: 'Класс!' });
    expect(await storedComments('Класс!')).toBe(1);
    expect(await told(first.json().id)).toBe(1);
  });

  it('sent at the same moment twice, still makes one comment', async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      comment(boris, postId, 'Одновременно', key),
      comment(boris, postId, 'Одновременно', key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await storedComments('Одновременно')).toBe(1);
  });

  it('another author’s same key is another comment; the key on another post is 409', async () => {
    const key = crypto.randomUUID();
    expect((await comment(boris, postId, 'Его', key)).statusCode).toBe(201);
    const hers = await comment(anna, postId, 'Её', key);
    expect(hers.statusCode, hers.body).toBe(201);
    expect(hers.json()).toMatchObject({ content: 'Её', author: { id: anna.user.id } });

    const elsewhere = await comment(boris, otherPostId, 'Не туда', key);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ detail: POST_TEXTS.commentClientKeyReused });
    expect(await storedComments('Не туда')).toBe(0);

    const malformed = await comment(boris, postId, 'Кривой', 'not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(await storedComments('Кривой')).toBe(0);
  });
});
