import { ALBUM_ITEMS_MAX, ALBUM_TEXTS, type Album } from '@krug/contract/albums';
import type { MediaFile } from '@krug/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';

type U = Awaited<ReturnType<typeof registerUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let owner: U;
let relative: U;
let invitee: U;
let stranger: U;
let familyId: string;

const call = (u: U | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u ? bearer(u.token) : {}, ...(payload ? { payload } : {}) });

async function uploadTo(app: TestApp['app'], u: U, filename: string, data?: Buffer): Promise<MediaFile> {
  const body = multipart([
    { name: 'privacy_level', value: 'private' },
    { name: 'file', filename, data: data ?? (await FILES.png()) },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(u.token), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<MediaFile>();
}
const upload = (u: U, name: string, data?: Buffer) => uploadTo(t.app, u, name, data);

async function createAlbum(u: U, title = 'Лето') {
  const res = await call(u, 'POST', '/api/albums', { title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Album>();
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, { first_name: 'Ольга' });
  relative = await registerUser(t.app, { first_name: 'Родня' });
  invitee = await registerUser(t.app, { first_name: 'Приглашённый' });
  stranger = await registerUser(t.app, { first_name: 'Чужой' });
  const family = await call(owner, 'POST', '/api/family/create-with-members', {
    name: 'Семья',
    members: [
      { user_id: relative.user.id, relationship: 'sibling' },
      { user_id: invitee.user.id, relationship: 'sibling' },
    ],
  });
  familyId = family.json().id;
  await acceptInvitations(t.app, relative.token, familyId);
}, 60_000);
afterAll(() => t.close());

describe('album CRUD', () => {
  it('creates, renames and deletes an album; its files stay in the library', async () => {
    const photo = await upload(owner, 'море.png');
    const album = await createAlbum(owner);
    expect(album).toMatchObject({ title: 'Лето', item_count: 0, cover: null, can_edit: true, shares: [] });
    expect(album.archive_url).toMatch(`/api/albums/${album.id}/archive?`);

    const renamed = await call(owner, 'PUT', `/api/albums/${album.id}`, {
      title: '  Лето 2026 ',
      description: 'Дача',
    });
    expect(renamed.json()).toMatchObject({ title: 'Лето 2026', description: 'Дача' });

    await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: [photo.id] });
    expect((await call(owner, 'DELETE', `/api/albums/${album.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(404);
    const library = (await call(owner, 'GET', '/api/media')).json();
    expect(library.media_files.map((f: MediaFile) => f.id)).toContain(photo.id);
  });

  it.each([
    [{ title: '' }, ALBUM_TEXTS.titleRequired],
    [{ title: '   ' }, ALBUM_TEXTS.titleRequired],
    [{ title: 'я'.repeat(101) }, ALBUM_TEXTS.titleTooLong],
    [{}, ALBUM_TEXTS.titleRequired],
  ])('refuses %j with a clear 422 and writes nothing', async (body, detail) => {
    const before = (await call(owner, 'GET', '/api/albums')).json().total;
    const res = await call(owner, 'POST', '/api/albums', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(detail);
    expect((await call(owner, 'GET', '/api/albums')).json().total).toBe(before);
  });

  it('lists my albums newest first with counts, covers and a real total, page by page', async () => {
    const u = await registerUser(t.app);
    const a = await createAlbum(u, 'Первый');
    const b = await createAlbum(u, 'Второй');
    const first = await upload(u, 'a.png');
    const second = await upload(u, 'b.png');
    await call(u, 'POST', `/api/albums/${a.id}/items`, { media_ids: [first.id, second.id] });
    const page1 = (await call(u, 'GET', '/api/albums?limit=1')).json();
    expect(page1.total).toBe(2);
    expect(page1.albums.map((x: Album) => x.id)).toEqual([b.id]);
    const page2 = (await call(u, 'GET', `/api/albums?limit=1&before=${page1.next_cursor}`)).json();
    expect(page2.albums[0]).toMatchObject({ id: a.id, item_count: 2, cover: { id: second.id } });
  });
});

describe('album items', () => {
  it('adds my photos idempotently, lists them newest first, removes them', async () => {
    const album = await createAlbum(owner);
    const files = [];
    for (const n of [1, 2, 3]) files.push(await upload(owner, `${n}.png`));
    const ids = files.map((f) => f.id);
    const add = await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: ids });
    expect(add.json()).toEqual({ changed: 3, item_count: 3 });
    const again = await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: [ids[0], ids[0]] });
    expect(again.json()).toEqual({ changed: 0, item_count: 3 });

    const page1 = (await call(owner, 'GET', `/api/albums/${album.id}/items?limit=2`)).json();
    expect(page1.items.map((f: MediaFile) => f.id)).toEqual([ids[2], ids[1]]);
    const page2 = (
      await call(owner, 'GET', `/api/albums/${album.id}/items?limit=2&before=${page1.next_cursor}`)
    ).json();
    expect(page2).toMatchObject({ items: [{ id: ids[0] }], next_cursor: null });

    const removed = await call(owner, 'POST', `/api/albums/${album.id}/items/remove`, {
      media_ids: [ids[1]],
    });
    expect(removed.json()).toEqual({ changed: 1, item_count: 2 });
  });

  it("refuses someone else's file and documents (422, nothing added)", async () => {
    const album = await createAlbum(owner);
    const theirs = await upload(stranger, 'их.png');
    const pdf = await upload(owner, 'doc.pdf', await FILES.pdf());
    for (const id of [theirs.id, pdf.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: [id] });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(ALBUM_TEXTS.notYourMedia);
    }
    expect((await call(owner, 'GET', `/api/albums/${album.id}`)).json().item_count).toBe(0);
  });

  it(`keeps an album within ${ALBUM_ITEMS_MAX} files`, async () => {
    const u = await registerUser(t.app);
    const album = await createAlbum(u);
    const photo = await upload(u, 'x.png');
    // Fill up to the limit directly: uploading a thousand files would only slow the test down.
    await t.db.execute(
      `insert into media_files (owner_id, storage_key, original_filename, mime_type, file_type, file_size, source_module, privacy_level, created_at)
       select '${u.user.id}', 'k' || g, 'f' || g || '.png', 'image/png', 'image', 1, 'personal', 'private', now() - g * interval '1 minute'
       from generate_series(1, ${ALBUM_ITEMS_MAX}) g` as never,
    );
    await t.db.execute(
      `insert into album_items (album_id, media_id, media_created_at)
       select '${album.id}', id, created_at from media_files where owner_id = '${u.user.id}' and storage_key like 'k%'` as never,
    );
    const res = await call(u, 'POST', `/api/albums/${album.id}/items`, { media_ids: [photo.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(ALBUM_TEXTS.full);
    expect((await call(u, 'GET', `/api/albums/${album.id}`)).json().item_count).toBe(ALBUM_ITEMS_MAX);
  });

  it('takes a deleted file out of its albums, and the cover falls back to the newest', async () => {
    const album = await createAlbum(owner);
    const older = await upload(owner, 'старое.png');
    const newer = await upload(owner, 'новое.png');
    await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: [older.id, newer.id] });
    const covered = await call(owner, 'PUT', `/api/albums/${album.id}/cover`, { media_id: older.id });
    expect(covered.json()).toMatchObject({ cover: { id: older.id }, cover_is_chosen: true });

    expect((await call(owner, 'DELETE', `/api/media/${older.id}`)).statusCode).toBe(204);
    const after = (await call(owner, 'GET', `/api/albums/${album.id}`)).json();
    expect(after).toMatchObject({ item_count: 1, cover: { id: newer.id }, cover_is_chosen: false });
  });

  it('chooses a cover only among the items, and null goes back to the default', async () => {
    const album = await createAlbum(owner);
    const inside = await upload(owner, 'в.png');
    const outside = await upload(owner, 'вне.png');
    await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: [inside.id] });
    const bad = await call(owner, 'PUT', `/api/albums/${album.id}/cover`, { media_id: outside.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe(ALBUM_TEXTS.coverNotInAlbum);
    await call(owner, 'PUT', `/api/albums/${album.id}/cover`, { media_id: inside.id });
    await call(owner, 'POST', `/api/albums/${album.id}/items/remove`, { media_ids: [inside.id] });
    expect((await call(owner, 'GET', `/api/albums/${album.id}`)).json()).toMatchObject({
      cover: null,
      cover_is_chosen: false,
    });
  });
});

describe('sharing', () => {
  it('lets current family members read, not the invitee or a stranger; revoking ends it', async () => {
    const album = await createAlbum(owner, 'Семейное');
    const photo = await upload(owner, 'семья.png');
    await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: [photo.id] });

    const options = (await call(owner, 'GET', `/api/albums/${album.id}/shares`)).json().options;
    expect(options).toContainEqual({
      kind: 'family',
      id: familyId,
      name: 'Семья',
      member_count: 2,
      shared: false,
    });
    const shared = await call(owner, 'PUT', `/api/albums/${album.id}/shares`, {
      targets: [{ kind: 'family', id: familyId }],
    });
    expect(shared.json().options.find((o: { id: string }) => o.id === familyId).shared).toBe(true);
    // The share tells the people it reaches, once (issue 32 item 14); saving it again tells no one.
    await call(owner, 'PUT', `/api/albums/${album.id}/shares`, {
      targets: [{ kind: 'family', id: familyId }],
    });
    const told = async (u: typeof owner) =>
      (await call(u, 'GET', '/api/notifications?limit=50'))
        .json<{ type: string; text: string; link: unknown }[]>()
        .filter((n) => n.type === 'album_shared' && (n.link as { id: string }).id === album.id);
    const notes = await told(relative);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ link: { kind: 'album', id: album.id } });
    expect(notes[0]?.text).toMatch(/^Ольга \S+ поделил(ся|ась|\(а\)сь) альбомом «Семейное»$/);
    for (const u of [owner, invitee, stranger]) expect(await told(u)).toEqual([]);

    const seen = await call(relative, 'GET', `/api/albums/${album.id}`);
    expect(seen.json()).toMatchObject({ can_edit: false, shares: [], owner: { first_name: 'Ольга' } });
    const items = (await call(relative, 'GET', `/api/albums/${album.id}/items`)).json().items;
    expect(items).toHaveLength(1);
    // The signed link given to the reader opens the file.
    expect((await t.app.inject({ method: 'GET', url: items[0].file_url })).statusCode).toBe(200);
    const sharedList = (await call(relative, 'GET', '/api/albums/shared')).json();
    expect(sharedList.albums.map((a: Album) => a.id)).toContain(album.id);

    for (const u of [invitee, stranger]) {
      expect((await call(u, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(404);
      expect((await call(u, 'GET', `/api/albums/${album.id}/items`)).statusCode).toBe(404);
      expect((await call(u, 'GET', '/api/albums/shared')).json().albums).toEqual([]);
    }
    // A reader reads, but does not edit (403), and does not see the owner's circles.
    expect((await call(relative, 'PUT', `/api/albums/${album.id}`, { title: 'Моё' })).statusCode).toBe(403);
    expect((await call(relative, 'GET', `/api/albums/${album.id}/shares`)).statusCode).toBe(403);
    expect((await call(relative, 'DELETE', `/api/albums/${album.id}`)).statusCode).toBe(403);

    await call(owner, 'PUT', `/api/albums/${album.id}/shares`, { targets: [] });
    expect((await call(relative, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(404);
    expect((await call(relative, 'GET', '/api/albums/shared')).json().albums).toEqual([]);
  });

  it('ends access when the reader leaves the family', async () => {
    const leaver = await registerUser(t.app);
    await call(owner, 'POST', `/api/family/${familyId}/members`, {
      user_id: leaver.user.id,
      relationship: 'other',
    });
    await acceptInvitations(t.app, leaver.token, familyId);
    const album = await createAlbum(owner);
    await call(owner, 'PUT', `/api/albums/${album.id}/shares`, {
      targets: [{ kind: 'family', id: familyId }],
    });
    expect((await call(leaver, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(200);
    const left = await call(leaver, 'DELETE', `/api/family/${familyId}/members/${leaver.user.id}`);
    expect(left.statusCode, left.body).toBeLessThan(300);
    expect((await call(leaver, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(404);
  });

  it('shares with a household and a chat group by the same rules', async () => {
    const mate = await registerUser(t.app);
    const home = (
      await call(owner, 'POST', '/api/household/create', {
        household_name: 'Дом',
        address_street: 'Улица 1',
        address_city: 'Город',
        address_country: 'Россия',
        members: [],
      })
    ).json().household.id;
    await call(owner, 'POST', `/api/household/${home}/members`, {
      user_id: mate.user.id,
      relationship: 'roommate',
    });
    const chatter = await registerUser(t.app);
    const group = (
      await call(owner, 'POST', '/api/chat-groups', { name: 'Дача', member_ids: [chatter.user.id] })
    ).json().group.id;
    await acceptInvitations(t.app, chatter.token, group);

    const album = await createAlbum(owner);
    await call(owner, 'PUT', `/api/albums/${album.id}/shares`, {
      targets: [
        { kind: 'household', id: home },
        { kind: 'chat_group', id: group },
      ],
    });
    // mate is only invited to the household so far.
    expect((await call(mate, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(404);
    await acceptInvitations(t.app, mate.token, home);
    expect((await call(mate, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(200);
    expect((await call(chatter, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/albums/${album.id}`)).json().shares).toHaveLength(2);
  });

  it('shares only with circles the owner is a current member of (422)', async () => {
    const other = await registerUser(t.app);
    const theirs = (
      await call(other, 'POST', '/api/family/create-with-members', { name: 'Чужие', members: [] })
    ).json();
    const album = await createAlbum(owner);
    const res = await call(owner, 'PUT', `/api/albums/${album.id}/shares`, {
      targets: [{ kind: 'family', id: theirs.id }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(ALBUM_TEXTS.notYourCircle);
    // The invitee cannot share their albums with the family they have not joined.
    const inviteeAlbum = await createAlbum(invitee);
    const refused = await call(invitee, 'PUT', `/api/albums/${inviteeAlbum.id}/shares`, {
      targets: [{ kind: 'family', id: familyId }],
    });
    expect(refused.statusCode).toBe(422);
  });

  it('asks for a token (401)', async () => {
    expect((await call(null, 'GET', '/api/albums')).statusCode).toBe(401);
  });
});
