import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import { idsIn, isZipWith, zipNames } from './answers.ts';
import type { Fresh, Role, Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Albums and zips (issue 22). owner's albums hold the library file and are shared with the family
 * (admin, member, author), the household (member, author; not admin) and the chat group (all
 * four); the private one with nobody. A reader reads (200) but does not edit (403); anyone who may
 * not read meets 404. The invitee rows pass the token of someone invited to the family who has
 * not accepted, under `stranger`: an invitation gives nothing.
 */

type Albums = World['albums'];
const A = (w: World, which: keyof Albums) => w.albums[which];

/** Someone invited to owner's family who has not accepted. */
async function invitee(w: World): Promise<Fresh> {
  const u = await registerUser(w.app, { first_name: 'Приглашённый' });
  await w.call(w.users.owner.token, 'POST', `/api/family/${w.familyId}/members`, {
    user_id: u.user.id,
    relationship: 'other',
  });
  return { token: u.token };
}

/** A new album of owner's shared with the family and holding the library file. */
async function sharedAlbum(w: World): Promise<Fresh> {
  const made = await w.call(w.users.owner.token, 'POST', '/api/albums', { title: 'Новый' });
  await w.call(w.users.owner.token, 'POST', `/api/albums/${made.id}/items`, { media_ids: [w.mediaId] });
  await w.call(w.users.owner.token, 'PUT', `/api/albums/${made.id}/shares`, {
    targets: [{ kind: 'family', id: w.familyId }],
  });
  return { id: made.id };
}

/** The album's zip link as `role` was given it. */
const archiveUrlOf = (role: 'owner' | 'member') => async (w: World) => {
  const album = await w.call(w.users[role].token, 'GET', `/api/albums/${w.albums.family}`);
  return { url: album.archive_url as string };
};

const READERS = { owner: 200, admin: 200, member: 200, author: 200 } as const;
const ids = (body: unknown) => (body as { albums: { id: string }[] }).albums.map((a) => a.id);

/**
 * The owner's links open the original; anyone else's open a copy without metadata (a variant),
 * so the file's link says which one a reader was given.
 */
const expectCopyUnlessOwner = (role: Role, fileUrl: string) => {
  if (role === 'owner') expect(fileUrl).not.toContain('variant=');
  else expect(fileUrl).toContain('variant=');
};

/** A check of what a reader got of one album. */
type AlbumCheck = (role: Role, body: unknown, album: string, w: World) => void;

const readRows = (op: string, path: (id: string) => string, check: AlbumCheck): Row[] => [
  {
    op,
    note: 'shared with the family',
    expect: { anonymous: 401, stranger: 404, ...READERS },
    call: (w) => ({ url: path(A(w, 'family')) }),
    check: (role, body, w) => check(role, body, A(w, 'family'), w),
  },
  {
    op,
    note: 'shared with the household (admin does not live there)',
    expect: { stranger: 404, admin: 404, member: 200, author: 200, owner: 200 },
    call: (w) => ({ url: path(A(w, 'household')) }),
    check: (role, body, w) => check(role, body, A(w, 'household'), w),
  },
  {
    op,
    note: 'shared with the chat group',
    expect: { stranger: 404, ...READERS },
    call: (w) => ({ url: path(A(w, 'chat')) }),
    check: (role, body, w) => check(role, body, A(w, 'chat'), w),
  },
  {
    op,
    note: 'not shared',
    expect: { stranger: 404, admin: 404, member: 404, author: 404, owner: 200 },
    call: (w) => ({ url: path(A(w, 'private')) }),
    check: (role, body, w) => check(role, body, A(w, 'private'), w),
  },
  {
    op,
    note: 'an invitee of the family who has not accepted',
    expect: { stranger: 404 },
    setup: invitee,
    call: (w, f) => ({ url: path(A(w, 'family')), token: f.token as string }),
  },
];

const EDIT = { anonymous: 401, stranger: 404, member: 403, admin: 403 } as const;

export const albumRows: Row[] = [
  {
    op: 'GET /api/albums',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/albums' }),
    check: (role, body, w) => {
      if (role === 'stranger') expect(body).toMatchObject({ albums: [], total: 0 });
      else expect(ids(body)).toEqual(expect.arrayContaining(Object.values(w.albums)));
    },
  },
  {
    op: 'GET /api/albums/shared',
    expect: { anonymous: 401, stranger: 200, admin: 200, member: 200, owner: 200 },
    call: () => ({ url: '/api/albums/shared' }),
    check: (role, body, w) => {
      const seen = ids(body);
      const want: Record<string, (keyof Albums)[]> = {
        stranger: [],
        admin: ['family', 'chat'],
        member: ['family', 'household', 'chat'],
        owner: [],
      };
      expect(seen.sort()).toEqual((want[role] ?? []).map((k) => w.albums[k]).sort());
    },
  },
  {
    op: 'POST /api/albums',
    expect: { anonymous: 401, stranger: 201 },
    call: () => ({ url: '/api/albums', payload: { title: 'Мой альбом' } }),
  },
  {
    op: 'POST /api/albums',
    note: 'a title over 100 characters',
    expect: { stranger: 422 },
    call: () => ({ url: '/api/albums', payload: { title: 'я'.repeat(101) } }),
  },
  ...readRows(
    'GET /api/albums/{id}',
    (id) => `/api/albums/${id}`,
    (role, body, album, w) => {
      expect(body).toMatchObject({ id: album, item_count: 1, cover: { id: w.mediaId } });
      expectCopyUnlessOwner(role, (body as { cover: { file_url: string } }).cover.file_url);
    },
  ),
  ...readRows(
    'GET /api/albums/{id}/items',
    (id) => `/api/albums/${id}/items`,
    (role, body, _album, w) => {
      expect(idsIn(body, 'items')).toEqual([w.mediaId]);
      expectCopyUnlessOwner(role, (body as { items: { file_url: string }[] }).items[0]?.file_url ?? '');
    },
  ),
  {
    op: 'PUT /api/albums/{id}',
    expect: { ...EDIT, owner: 200 },
    call: (w) => ({ url: `/api/albums/${A(w, 'family')}`, payload: { title: 'Семейный' } }),
  },
  {
    op: 'DELETE /api/albums/{id}',
    expect: { ...EDIT, author: 403, owner: 204 },
    setup: sharedAlbum,
    call: (_w, f) => ({ url: `/api/albums/${f.id}` }),
  },
  {
    op: 'POST /api/albums/{id}/items',
    note: 'idempotent: the file is there already',
    expect: { ...EDIT, owner: 200 },
    call: (w) => ({ url: `/api/albums/${A(w, 'family')}/items`, payload: { media_ids: [w.mediaId] } }),
    check: (_role, body) => expect(body).toEqual({ changed: 0, item_count: 1 }),
  },
  {
    op: 'POST /api/albums/{id}/items/remove',
    expect: { ...EDIT, owner: 200 },
    setup: sharedAlbum,
    call: (w, f) => ({ url: `/api/albums/${f.id}/items/remove`, payload: { media_ids: [w.mediaId] } }),
    check: (_role, body) => expect(body).toEqual({ changed: 1, item_count: 0 }),
  },
  {
    op: 'PUT /api/albums/{id}/cover',
    expect: { ...EDIT, owner: 200 },
    call: (w) => ({ url: `/api/albums/${A(w, 'family')}/cover`, payload: { media_id: w.mediaId } }),
  },
  {
    op: 'GET /api/albums/{id}/shares',
    expect: { ...EDIT, owner: 200 },
    call: (w) => ({ url: `/api/albums/${A(w, 'family')}/shares` }),
    check: (_role, body, w) =>
      expect((body as { options: { id: string }[] }).options.find((o) => o.id === w.familyId)).toMatchObject({
        kind: 'family',
        shared: true,
      }),
  },
  {
    op: 'PUT /api/albums/{id}/shares',
    expect: { ...EDIT, owner: 200 },
    call: (w) => ({
      url: `/api/albums/${A(w, 'family')}/shares`,
      payload: { targets: [{ kind: 'family', id: w.familyId }] },
    }),
  },
  {
    op: 'PUT /api/albums/{id}/shares',
    note: 'a circle the caller is not in',
    expect: { stranger: 422 },
    setup: async (w) => ({
      id: (await w.call(w.users.stranger.token, 'POST', '/api/albums', { title: 'Чужой' })).id,
    }),
    call: (w, f) => ({
      url: `/api/albums/${f.id}/shares`,
      payload: { targets: [{ kind: 'family', id: w.familyId }] },
    }),
  },
  {
    op: 'GET /api/albums/{id}/archive',
    note: 'without the signed link, even signed in',
    expect: { anonymous: 404, stranger: 404, member: 404, owner: 404 },
    call: (w) => ({ url: `/api/albums/${A(w, 'family')}/archive` }),
  },
  {
    op: 'GET /api/albums/{id}/archive',
    note: 'the link a reader was given works for whoever holds it',
    expect: { anonymous: 200 },
    setup: archiveUrlOf('member'),
    call: (_w, f) => ({ url: f.url as string }),
    // A reader never gets the original (here the copies are not made yet: only the note is in it).
    check: (_role, body) => {
      const names = zipNames(body);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((n) => n.endsWith('a.png'))).toEqual([]);
    },
  },
  {
    op: 'GET /api/albums/{id}/archive',
    note: "the owner's link under another album",
    expect: { anonymous: 404 },
    setup: archiveUrlOf('owner'),
    call: (w, f) => ({ url: (f.url as string).replace(A(w, 'family'), A(w, 'chat')) }),
  },
  {
    op: 'POST /api/media/archive',
    expect: { anonymous: 401, stranger: 404, member: 404, owner: 200 },
    call: (w) => ({ url: '/api/media/archive', payload: { media_ids: [w.mediaId] } }),
  },
  {
    op: 'GET /api/media/archive-link',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/media/archive-link' }),
    check: (_role, body, w) =>
      expect((body as { url: string }).url).toContain(`u=${w.users.stranger.user.id}`),
  },
  {
    op: 'GET /api/media/archive',
    note: 'without the signed link',
    expect: { anonymous: 404, stranger: 404, owner: 404 },
    call: (w) => ({ url: `/api/media/archive?u=${w.users.owner.user.id}` }),
  },
  {
    op: 'GET /api/media/archive',
    note: "the owner's signed link",
    expect: { anonymous: 200 },
    setup: async (w) => ({ url: (await w.call(w.users.owner.token, 'GET', '/api/media/archive-link')).url }),
    call: (_w, f) => ({ url: f.url as string }),
    check: isZipWith(/a\.png$/),
  },
];
