import { expect } from 'vitest';
import { FILES } from '../files.ts';
import { multipart } from '../multipart.ts';
import { isFile } from './answers.ts';
import type { Role, Row } from './types.ts';
import type { World } from './world.ts';

/** The ids of a list answered as a bare array (CONTRACT §1). */
const ids = (body: unknown) => (body as { id: string }[]).map((x) => x.id);

/** Posts each role must never find in a list (CONTRACT §4 visibility). */
export function invisiblePosts(role: Role, w: World): string[] {
  const { family, household, onlyMe, men } = w.posts;
  const hidden: Partial<Record<Role, string[]>> = {
    stranger: [family, household, onlyMe, men],
    member: [onlyMe],
    admin: [household, onlyMe, men],
    owner: [onlyMe, men],
  };
  return hidden[role] ?? [];
}

const fresh = async (w: World, visibility: string, familyId?: string) => ({
  post: (
    await w.call(w.users.author.token, 'POST', '/api/posts', {
      content: 'Свежая запись',
      visibility,
      ...(familyId ? { family_id: familyId } : {}),
    })
  ).id as string,
});
const freshComment = async (w: World, postId: string) => ({
  comment: (
    await w.call(w.users.member.token, 'POST', `/api/posts/${postId}/comments`, { content: 'Свежий' })
  ).id as string,
});

const uploadBody = async () =>
  multipart([
    { name: 'privacy_level', value: 'private' },
    { name: 'file', filename: 'b.png', data: await FILES.png() },
  ]);
const pngUpload = await uploadBody();

/** Wall and feed, comments, likes, reactions; media library and file links; notifications. */
export const postRows: Row[] = [
  {
    op: 'GET /api/posts',
    expect: { anonymous: 401, stranger: 200, member: 200, admin: 200, owner: 200, author: 200 },
    call: () => ({ url: '/api/posts?limit=100' }),
    check: (role, body, w) => {
      const seen = ids(body);
      for (const id of invisiblePosts(role, w)) expect(seen, `${role} lists ${id}`).not.toContain(id);
      if (role === 'author') expect(seen).toContain(w.posts.onlyMe);
    },
  },
  {
    op: 'POST /api/posts',
    note: 'into a family: its members only; a private family does not exist for others',
    expect: { anonymous: 401, stranger: 404, member: 201 },
    call: (w) => ({
      url: '/api/posts',
      payload: { content: 'В семью', visibility: 'FAMILY_ONLY', family_id: w.familyId },
    }),
  },
  {
    op: 'POST /api/posts',
    note: 'into a public family: outsiders see it but may not post there',
    expect: { stranger: 403, author: 201 },
    call: (w) => ({
      url: '/api/posts',
      payload: { content: 'В открытую семью', visibility: 'FAMILY_ONLY', family_id: w.publicFamilyId },
    }),
  },
  {
    op: 'POST /api/posts',
    note: "someone else's library file cannot be attached",
    expect: { stranger: 422, author: 422, owner: 201 },
    call: (w) => ({
      url: '/api/posts',
      payload: { content: 'С файлом', visibility: 'ONLY_ME', media_file_ids: [w.mediaId] },
    }),
  },
  {
    op: 'GET /api/posts',
    note: 'filtered by a private family: nothing for outsiders',
    expect: { stranger: 200, member: 200 },
    call: (w) => ({ url: `/api/posts?family_id=${w.familyId}` }),
    check: (role, body, w) => {
      const seen = ids(body);
      if (role === 'member') expect(seen).toContain(w.posts.family);
      else expect(seen).toEqual([]);
    },
  },
  {
    op: 'GET /api/posts/{id}',
    note: 'FAMILY_ONLY family post',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, owner: 200, author: 200 },
    call: (w) => ({ url: `/api/posts/${w.posts.family}` }),
    // The family's managers (PARENT, creator) and the author may delete it; the CHILD may not.
    check: (role, body, w) =>
      expect(body).toMatchObject({
        id: w.posts.family,
        visibility: 'FAMILY_ONLY',
        family_id: w.familyId,
        can_delete: role !== 'member',
      }),
  },
  {
    op: 'GET /api/posts/{id}',
    note: 'HOUSEHOLD_ONLY post',
    expect: { stranger: 404, admin: 404, member: 200, owner: 200, author: 200 },
    call: (w) => ({ url: `/api/posts/${w.posts.household}` }),
    check: (role, body, w) =>
      expect(body).toMatchObject({
        id: w.posts.household,
        visibility: 'HOUSEHOLD_ONLY',
        can_delete: role === 'author',
      }),
  },
  {
    op: 'GET /api/posts/{id}',
    note: 'ONLY_ME post',
    expect: { stranger: 404, member: 404, admin: 404, owner: 404, author: 200 },
    call: (w) => ({ url: `/api/posts/${w.posts.onlyMe}` }),
    check: (role, body, w) =>
      expect(body).toMatchObject({
        id: w.posts.onlyMe,
        visibility: 'ONLY_ME',
        can_delete: role === 'author',
      }),
  },
  {
    op: 'GET /api/posts/{id}',
    note: 'GENDER_MALE post: men (member) and the author',
    expect: { stranger: 404, admin: 404, owner: 404, member: 200, author: 200 },
    call: (w) => ({ url: `/api/posts/${w.posts.men}` }),
    check: (role, body, w) =>
      expect(body).toMatchObject({
        id: w.posts.men,
        visibility: 'GENDER_MALE',
        can_delete: role === 'author',
      }),
  },
  {
    op: 'DELETE /api/posts/{id}',
    note: 'family post: author or a PARENT of the family',
    expect: { anonymous: 401, stranger: 404, member: 403, admin: 204, owner: 204, author: 204 },
    setup: (w) => fresh(w, 'FAMILY_ONLY', w.familyId),
    call: (_w, f) => ({ url: `/api/posts/${f.post}` }),
  },
  {
    op: 'DELETE /api/posts/{id}',
    note: 'ONLY_ME post: nobody else knows it exists',
    expect: { stranger: 404, member: 404, admin: 404, owner: 404, author: 204 },
    setup: (w) => fresh(w, 'ONLY_ME'),
    call: (_w, f) => ({ url: `/api/posts/${f.post}` }),
  },
  {
    op: 'PATCH /api/posts/{id}',
    note: 'family post: only its author edits (a PARENT of the family deletes, never rewrites)',
    expect: { anonymous: 401, stranger: 404, member: 403, admin: 403, owner: 403, author: 200 },
    setup: (w) => fresh(w, 'FAMILY_ONLY', w.familyId),
    call: (_w, f) => ({ url: `/api/posts/${f.post}`, payload: { content: 'Исправлено' } }),
    check: (_role, body) => expect(body).toMatchObject({ content: 'Исправлено', can_edit: true }),
  },
  {
    op: 'PATCH /api/posts/{id}',
    note: 'ONLY_ME post: nobody else knows it exists',
    expect: { stranger: 404, member: 404, admin: 404, owner: 404, author: 200 },
    setup: (w) => fresh(w, 'ONLY_ME'),
    call: (_w, f) => ({ url: `/api/posts/${f.post}`, payload: { visibility: 'PUBLIC' } }),
  },
  {
    op: 'POST /api/posts/{id}/like',
    expect: { anonymous: 401, stranger: 404, admin: 404, member: 200 },
    call: (w) => ({ url: `/api/posts/${w.posts.household}/like` }),
  },
  {
    op: 'POST /api/posts/{id}/reactions',
    expect: { anonymous: 401, stranger: 404, owner: 404, member: 404, author: 200 },
    call: (w) => ({ url: `/api/posts/${w.posts.onlyMe}/reactions`, payload: { emoji: '👍' } }),
  },
  {
    op: 'GET /api/posts/{id}/comments',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, owner: 200, author: 200 },
    call: (w) => ({ url: `/api/posts/${w.posts.family}/comments` }),
    check: (_role, body, w) => expect(ids(body)).toContain(w.comments.family),
  },
  {
    op: 'POST /api/posts/{id}/comments',
    expect: { anonymous: 401, stranger: 404, admin: 404, member: 201 },
    call: (w) => ({ url: `/api/posts/${w.posts.household}/comments`, payload: { content: 'Привет' } }),
  },
  {
    op: 'POST /api/posts/{id}/comments',
    note: "a PUBLIC post in a family whose who_can_comment is 'family'",
    expect: { stranger: 403, admin: 403, member: 403, author: 201, owner: 201 },
    call: (w) => ({
      url: `/api/posts/${w.posts.publicFamilyPublic}/comments`,
      payload: { content: 'Можно?' },
    }),
  },
  {
    op: 'PUT /api/comments/{id}',
    note: 'comment on a PUBLIC post: only its author edits',
    expect: { anonymous: 401, stranger: 403, admin: 403, owner: 403, author: 403, member: 204 },
    call: (w) => ({ url: `/api/comments/${w.comments.public}`, payload: { content: 'Правка' } }),
  },
  {
    op: 'PUT /api/comments/{id}',
    note: 'comment on a FAMILY_ONLY post: outsiders do not see it',
    expect: { stranger: 404, member: 204 },
    call: (w) => ({ url: `/api/comments/${w.comments.family}`, payload: { content: 'Правка' } }),
  },
  {
    op: 'DELETE /api/comments/{id}',
    note: 'comment on a PUBLIC post: its author or the post author',
    expect: { anonymous: 401, stranger: 403, admin: 403, owner: 403, member: 204, author: 204 },
    setup: (w) => freshComment(w, w.posts.public),
    call: (_w, f) => ({ url: `/api/comments/${f.comment}` }),
  },
  {
    op: 'DELETE /api/comments/{id}',
    note: 'comment on a FAMILY_ONLY post',
    expect: { stranger: 404, admin: 403, member: 204 },
    setup: (w) => freshComment(w, w.posts.family),
    call: (_w, f) => ({ url: `/api/comments/${f.comment}` }),
  },
  {
    op: 'POST /api/comments/{id}/like',
    expect: { anonymous: 401, stranger: 404, author: 200 },
    call: (w) => ({ url: `/api/comments/${w.comments.family}/like` }),
  },

  // Media library: a file is its owner's alone; others reach it only through a signed link.
  {
    op: 'POST /api/media/upload',
    expect: { anonymous: 401, stranger: 201 },
    call: () => ({ url: '/api/media/upload', payload: pngUpload.payload, headers: pngUpload.headers }),
  },
  {
    op: 'GET /api/media',
    expect: { anonymous: 401, stranger: 200, member: 200, owner: 200 },
    call: () => ({ url: '/api/media?limit=100' }),
    check: (role, body, w) => {
      const seen = (body as { media_files: { id: string }[] }).media_files.map((x) => x.id);
      if (role === 'owner') expect(seen).toContain(w.mediaId);
      else expect(seen).not.toContain(w.mediaId);
    },
  },
  {
    op: 'GET /api/media/modules',
    expect: { anonymous: 401, member: 200, owner: 200 },
    call: () => ({ url: '/api/media/modules' }),
    check: (role, body) => {
      const images = (body as { total: { images: number } }).total.images;
      expect(images, role).toBe(role === 'owner' ? 1 : 0);
    },
  },
  {
    op: 'DELETE /api/media/{id}',
    expect: { anonymous: 401, stranger: 404, member: 404, admin: 404, owner: 204 },
    setup: async (w) => ({
      file: (
        await w.upload(w.users.owner.token, '/api/media/upload', [
          { name: 'privacy_level', value: 'private' },
          { name: 'file', filename: 'c.png', data: await FILES.png() },
        ])
      ).id,
    }),
    call: (_w, f) => ({ url: `/api/media/${f.file}` }),
  },
  {
    op: 'GET /api/media/files/{id}',
    note: 'without a signature',
    expect: { anonymous: 403, stranger: 403, member: 403 },
    call: (w) => ({ url: `/api/media/files/${w.mediaId}` }),
  },
  {
    op: 'GET /api/media/files/{id}',
    note: 'a valid signature for another file',
    expect: { anonymous: 403, stranger: 403 },
    call: (w) => ({ url: w.mediaUrl.replace(w.mediaId, w.documentId) }),
  },
  {
    op: 'GET /api/media/files/{id}',
    note: 'the signed link the owner was given',
    expect: { anonymous: 200 },
    call: (w) => ({ url: w.mediaUrl }),
    // The owner's own link opens the original as uploaded.
    check: isFile('png'),
  },

  // Notifications are their recipient's.
  {
    op: 'GET /api/notifications',
    expect: { anonymous: 401, stranger: 200, member: 200, owner: 200 },
    call: () => ({ url: '/api/notifications?limit=100' }),
    check: (role, body, w) => {
      const seen = ids(body);
      if (role === 'owner') expect(seen).toContain(w.notificationId);
      else expect(seen).not.toContain(w.notificationId);
    },
  },
  {
    op: 'GET /api/notifications/unread-count',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/notifications/unread-count' }),
    check: (role, body) => {
      const { count } = body as { count: number };
      expect(Number.isInteger(count)).toBe(true);
      // The owner's unread notification (read further down) counts for the owner alone.
      if (role === 'owner') expect(count).toBeGreaterThan(0);
    },
  },
  {
    op: 'PUT /api/notifications/read-all',
    expect: { anonymous: 401, stranger: 204 },
    call: () => ({ url: '/api/notifications/read-all' }),
  },
  {
    op: 'PUT /api/notifications/{id}/read',
    expect: { anonymous: 401, stranger: 404, member: 404, admin: 404, author: 404, owner: 204 },
    call: (w) => ({ url: `/api/notifications/${w.notificationId}/read` }),
  },
];
