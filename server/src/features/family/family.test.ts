import { FAMILY_TEXTS, type FamilyProfile } from '@krug/contract/family';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatGroups, chatMembers, families, familyMembers, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { image } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let creator: U;
let parent: U;
let child: U;
let outsider: U;
let family: FamilyProfile;
/** The members list and FAMILY group size right after creation, before anyone accepted. */
let beforeAccepting: { members: { first_name: string; status: string }[]; groupSize: number };

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const familyCount = async () => (await t.db.select({ n: count() }).from(families))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  creator = await registerUser(t.app, { first_name: 'Иван', last_name: 'Петров' });
  parent = await registerUser(t.app, { first_name: 'Мария', last_name: 'Петрова' });
  child = await registerUser(t.app, { first_name: 'Петя', last_name: 'Петров' });
  outsider = await registerUser(t.app, { first_name: 'Чужой', last_name: 'Человек' });
  const res = await call(creator.token, 'POST', '/api/family/create-with-members', {
    name: 'Семья Петровых',
    members: [
      { user_id: parent.user.id, relationship: 'parent' },
      { user_id: child.user.id, relationship: 'child' },
      { first_name: 'Анна', last_name: 'Петрова', date_of_birth: '2015-03-01', relationship: 'child' },
    ],
    description: 'Мы',
    privacy_level: 'PUBLIC',
  });
  expect(res.statusCode, res.body).toBe(201);
  family = res.json();
  beforeAccepting = {
    members: (await call(creator.token, 'GET', `/api/family/${family.id}/members`)).json().members,
    groupSize: (
      await t.db
        .select()
        .from(chatMembers)
        .where(eq(chatMembers.groupId, family.chat_group_id ?? ''))
    ).length,
  };
  // Registered users are invited (CONTRACT §4 "Consent"); these two accept.
  expect(await acceptInvitations(t.app, parent.token)).toBe(1);
  expect(await acceptInvitations(t.app, child.token)).toBe(1);
  // Kinship is not power (issue 32 item 22): the creator makes their parent a manager.
  const appointed = await call(
    creator.token,
    'PUT',
    `/api/family/${family.id}/members/${parent.user.id}/manager`,
    {
      manages: true,
    },
  );
  expect(appointed.statusCode, appointed.body).toBe(200);
});
afterAll(() => t.close());

describe('POST /api/family/create-with-members', () => {
  it('creates the family, the creator as PARENT, members with and without accounts, and the FAMILY group', async () => {
    // Until they accept, registered members are invited: not counted, not in the FAMILY group.
    expect(family).toMatchObject({
      family_name: 'Семья Петровых',
      surname: 'Петров',
      member_count: 2,
      user_role: 'PARENT',
      is_user_member: true,
    });
    expect(beforeAccepting.members.map((m) => [m.first_name, m.status])).toEqual([
      ['Иван', 'active'],
      ['Мария', 'invited'],
      ['Петя', 'invited'],
      ['Анна', 'active'],
    ]);
    expect(beforeAccepting.groupSize).toBe(1);
    const mine = (await call(creator.token, 'GET', '/api/family-profiles')).json().family_profiles;
    expect(mine.find((f: FamilyProfile) => f.id === family.id).member_count).toBe(4);
    const members = (await call(creator.token, 'GET', `/api/family/${family.id}/members`)).json().members;
    expect(
      members.map((m: { first_name: string; role: string; is_creator: boolean }) => [
        m.first_name,
        m.role,
        m.is_creator,
      ]),
    ).toEqual([
      ['Иван', 'PARENT', true],
      ['Анна', 'CHILD', false],
      // The creator's parent, appointed a manager above (kinship alone gives no role, issue 32 item 22).
      ['Мария', 'PARENT', false],
      ['Петя', 'CHILD', false],
    ]);
    const [group] = await t.db.select().from(chatGroups).where(eq(chatGroups.familyId, family.id));
    expect(group).toMatchObject({ groupType: 'FAMILY', name: 'Семья Петровых' });
    const groupMembers = await t.db
      .select()
      .from(chatMembers)
      .where(eq(chatMembers.groupId, group?.id ?? ''));
    expect(groupMembers).toHaveLength(3);
    expect(groupMembers.find((m) => m.userId === creator.user.id)?.role).toBe('ADMIN');
    expect(family.chat_group_id).toBe(group?.id);
  });

  it('is private by default (privacy_level PRIVATE) and not discoverable', async () => {
    const res = await call(outsider.token, 'POST', '/api/family/create-with-members', {
      name: 'Семья Чужих',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_private: true, allow_public_discovery: false, member_count: 1 });
  });

  it('rejects a missing name, an unknown relationship and a nameless member with 422, writing nothing', async () => {
    const before = await familyCount();
    const cases: [object, string][] = [
      [{ members: [] }, FAMILY_TEXTS.nameRequired],
      [{ name: '   ' }, FAMILY_TEXTS.nameRequired],
      [{ name: 'X', members: [{ user_id: child.user.id, relationship: 'cousin' }] }, 'Недопустимое родство'],
      [
        { name: 'X', members: [{ first_name: 'Без фамилии', relationship: 'child' }] },
        FAMILY_TEXTS.memberNameRequired,
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await call(creator.token, 'POST', '/api/family/create-with-members', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail });
    }
    expect(await familyCount()).toBe(before);
  });

  it('leaves no family behind when a member cannot be added (one transaction)', async () => {
    const before = await familyCount();
    const groupsBefore = (await t.db.select({ n: count() }).from(chatGroups))[0]?.n;
    const res = await call(creator.token, 'POST', '/api/family/create-with-members', {
      name: 'Семья-призрак',
      members: [{ user_id: '00000000-0000-4000-8000-000000000000', relationship: 'child' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: FAMILY_TEXTS.userNotFound });
    expect(await familyCount()).toBe(before);
    expect((await t.db.select({ n: count() }).from(chatGroups))[0]?.n).toBe(groupsBefore);
  });
});

describe('permission table', () => {
  const actors = () => ({ creator, parent, child, outsider });
  const expectations: [string, Record<string, number>, (token: string) => Promise<{ statusCode: number }>][] =
    [
      [
        'update basic info',
        { creator: 200, parent: 200, child: 403, outsider: 403 },
        (token) =>
          call(token, 'PUT', `/api/family/${family.id}/update`, {
            family_name: 'Семья Петровых',
            city: 'Казань',
          }),
      ],
      [
        'change privacy',
        { creator: 200, parent: 200, child: 403, outsider: 403 },
        (token) =>
          call(token, 'PUT', `/api/family/${family.id}/privacy`, {
            is_private: false,
            allow_public_discovery: true,
            who_can_see_posts: 'family',
            who_can_comment: 'family',
            profile_searchability: 'public',
          }),
      ],
      [
        'see members',
        { creator: 200, parent: 200, child: 200, outsider: 200 },
        (token) => call(token, 'GET', `/api/family/${family.id}/members`),
      ],
    ];
  it.each(expectations)('%s', async (_, expected, act) => {
    for (const [who, user] of Object.entries(actors())) {
      const res = await act(user.token);
      expect(res.statusCode, who).toBe(expected[who]);
    }
  });

  it('add and remove members: managers only; the creator cannot be removed', async () => {
    const newcomer = await registerUser(t.app);
    const add = (token: string) =>
      call(token, 'POST', `/api/family/${family.id}/members`, {
        user_id: newcomer.user.id,
        relationship: 'sibling',
      });
    expect((await add(child.token)).statusCode).toBe(403);
    expect((await add(outsider.token)).statusCode).toBe(403);
    expect((await add(parent.token)).statusCode).toBe(201);
    expect((await add(parent.token)).statusCode).toBe(409);
    const remove = (token: string, userId: string) =>
      call(token, 'DELETE', `/api/family/${family.id}/members/${userId}`);
    expect((await remove(child.token, newcomer.user.id)).statusCode).toBe(403);
    const creatorRemoval = await remove(parent.token, creator.user.id);
    expect(creatorRemoval.statusCode).toBe(409);
    expect(creatorRemoval.json()).toEqual({ detail: FAMILY_TEXTS.creatorNotRemovable });
    const removed = await remove(parent.token, newcomer.user.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.some((m: { user_id: string }) => m.user_id === newcomer.user.id)).toBe(
      false,
    );
    // The FAMILY chat group follows the members.
    const groupMembers = await t.db
      .select()
      .from(chatMembers)
      .where(eq(chatMembers.groupId, family.chat_group_id ?? ''));
    expect(groupMembers.some((m) => m.userId === newcomer.user.id)).toBe(false);
    expect((await remove(parent.token, newcomer.user.id)).statusCode).toBe(404);
  });

  it('banner and avatar: an image of at most 5 MB, managers only', async () => {
    const png = (await image('png', 200, 100)).toString('base64');
    const put = (token: string, payload: object, kind = 'banner') =>
      call(token, 'PUT', `/api/family-profiles/${family.id}/${kind}`, payload);
    expect((await put(child.token, { banner_image: `data:image/png;base64,${png}` })).statusCode).toBe(403);
    const ok = await put(creator.token, { banner_image: `data:image/png;base64,${png}` });
    expect(ok.statusCode).toBe(200);
    const bannerUrl = ok.json().banner_url as string;
    const served = await t.app.inject({ method: 'GET', url: bannerUrl });
    expect(served.statusCode).toBe(200);
    // Re-encoded as WebP (issue 16 §3: only the pixels are kept).
    expect(served.headers['content-type']).toBe('image/webp');
    expect(
      (await t.app.inject({ method: 'GET', url: bannerUrl.replace(/sig=[^&]+/, 'sig=x') })).statusCode,
    ).toBe(403);
    const avatar = await put(
      parent.token,
      { avatar_image: `data:image/jpeg;base64,${(await image('jpeg')).toString('base64')}` },
      'avatar',
    );
    expect(avatar.json().avatar_url).toContain('/images/avatar');

    const text = await put(creator.token, {
      banner_image: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: FAMILY_TEXTS.notAnImage });
    const notDataUrl = await put(creator.token, { banner_image: 'https://example.com/a.png' });
    expect(notDataUrl.statusCode).toBe(415);
    const big = Buffer.concat([
      await image('png'),
      Buffer.alloc(5 * 1024 * 1024 + 1 - (await image('png')).length),
    ]);
    expect(big.length).toBe(5 * 1024 * 1024 + 1);
    const tooBig = await put(creator.token, {
      banner_image: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: FAMILY_TEXTS.imageTooLarge });
  });
});

describe('GET /api/family/{id}/public', () => {
  const setPrivacy = (patch: object) =>
    call(creator.token, 'PUT', `/api/family/${family.id}/privacy`, {
      is_private: false,
      allow_public_discovery: true,
      who_can_see_posts: 'family',
      who_can_comment: 'family',
      profile_searchability: 'public',
      ...patch,
    });

  it('answers outsiders of a private family 403 with the private-profile message; members get the preview', async () => {
    await setPrivacy({ is_private: true });
    for (const token of [outsider.token, null]) {
      const res = await call(token, 'GET', `/api/family/${family.id}/public`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: FAMILY_TEXTS.privateProfile });
    }
    const preview = await call(child.token, 'GET', `/api/family/${family.id}/public`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ is_preview_mode: true, posts_visible: true, is_private: true });
    expect((await call(outsider.token, 'GET', `/api/family/${family.id}/members`)).statusCode).toBe(404);
  });

  it('shows an open family to anyone, posts only as who_can_see_posts allows', async () => {
    await setPrivacy({ who_can_see_posts: 'family' });
    const hidden = await call(outsider.token, 'GET', `/api/family/${family.id}/public`);
    expect(hidden.json()).toMatchObject({ is_preview_mode: false, posts_visible: false, member_count: 4 });
    await setPrivacy({ who_can_see_posts: 'public' });
    expect((await call(null, 'GET', `/api/family/${family.id}/public`)).json().posts_visible).toBe(true);
    await setPrivacy({ who_can_see_posts: 'household' });
    expect((await call(outsider.token, 'GET', `/api/family/${family.id}/public`)).json().posts_visible).toBe(
      false,
    );
    // The outsider moves in with the child: now they share a household with a family member.
    const home = await call(child.token, 'POST', '/api/household/create', {
      household_name: 'Квартира',
      address_street: 'Ленина 1',
      address_city: 'Казань',
      address_country: 'Россия',
    });
    await call(child.token, 'POST', `/api/household/${home.json().household.id}/members`, {
      user_id: outsider.user.id,
      relationship: 'roommate',
    });
    // Invited is not enough: nothing changes until the outsider accepts.
    expect((await call(outsider.token, 'GET', `/api/family/${family.id}/public`)).json().posts_visible).toBe(
      false,
    );
    await acceptInvitations(t.app, outsider.token);
    expect((await call(outsider.token, 'GET', `/api/family/${family.id}/public`)).json().posts_visible).toBe(
      true,
    );
  });

  it("carries the members' relationships and the posts' photos, whose links open without a token", async () => {
    await setPrivacy({ who_can_see_posts: 'public' });
    const up = multipart([
      { name: 'privacy_level', value: 'PUBLIC' },
      { name: 'file', filename: 'dacha.png', data: await image('png') },
    ]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...bearer(creator.token), ...up.headers },
      payload: up.payload,
    });
    expect(file.statusCode, file.body).toBe(201);
    const post = await call(creator.token, 'POST', '/api/posts', {
      content: 'На даче',
      source_module: 'family',
      visibility: 'PUBLIC',
      family_id: family.id,
      media_file_ids: [file.json().id],
    });
    expect(post.statusCode, post.body).toBe(201);
    const view = (await call(null, 'GET', `/api/family/${family.id}/public`)).json();
    const anna = view.members.find((m: { first_name: string }) => m.first_name === 'Анна');
    expect(anna).toMatchObject({ relationship: 'child', role: 'CHILD' });
    expect(view.members.find((m: { is_creator: boolean }) => m.is_creator).relationship).toBeNull();
    const shown = view.posts.find((p: { id: string }) => p.id === post.json().id);
    expect(shown.media_files).toHaveLength(1);
    expect(shown.media_files[0]).toMatchObject({ file_type: 'image', original_filename: 'dacha.png' });
    expect((await t.app.inject({ method: 'GET', url: shown.media_files[0].file_url })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown family', async () => {
    const res = await call(null, 'GET', '/api/family/00000000-0000-4000-8000-000000000000/public');
    expect(res.statusCode).toBe(404);
  });
});

describe('family list, deletion and user search', () => {
  it('lists my families and deletes one with its chat group (managers only)', async () => {
    const mine = await call(child.token, 'GET', '/api/family-profiles');
    expect(mine.json().family_profiles.map((f: FamilyProfile) => [f.id, f.user_role])).toEqual([
      [family.id, 'CHILD'],
    ]);
    const temp = (
      await call(
        outsider.token,
        'POST',
        '/api/family-profiles'.replace('-profiles', '/create-with-members'),
        { name: 'Временная' },
      )
    ).json();
    expect((await call(child.token, 'DELETE', `/api/family/${temp.id}`)).statusCode).toBe(404);
    expect((await call(outsider.token, 'DELETE', `/api/family/${temp.id}`)).statusCode).toBe(204);
    expect((await t.db.select().from(families).where(eq(families.id, temp.id))).length).toBe(0);
    expect((await t.db.select().from(familyMembers).where(eq(familyMembers.familyId, temp.id))).length).toBe(
      0,
    );
    expect((await t.db.select().from(chatGroups).where(eq(chatGroups.familyId, temp.id))).length).toBe(0);
  });

  it('searches users from 2 characters, by name, surname or email, never returning the caller', async () => {
    const short = await call(creator.token, 'GET', '/api/users/search?query=П');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ detail: FAMILY_TEXTS.searchTooShort });
    const res = await call(creator.token, 'GET', `/api/users/search?query=${encodeURIComponent('петр')}`);
    const names = res
      .json()
      .users.map((u: { name: string }) => u.name)
      .sort();
    expect(names).toEqual(['Мария', 'Петя']);
    expect(res.json().users[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      surname: expect.any(String),
      email: expect.any(String),
      profile_picture: null,
    });
  });
});

describe('GET /api/family/search', () => {
  it('finds open discoverable families, never private or unsearchable ones, and always your own', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const make = async (name: string, privacy: object) => {
      const f = (
        await call(a.token, 'POST', '/api/family/create-with-members', { name, privacy_level: 'PUBLIC' })
      ).json();
      await call(a.token, 'PUT', `/api/family/${f.id}/privacy`, {
        is_private: false,
        allow_public_discovery: true,
        who_can_see_posts: 'family',
        who_can_comment: 'family',
        profile_searchability: 'public',
        ...privacy,
      });
      return f.id as string;
    };
    const open = await make('Искомые Открытые', {});
    const usersOnly = await make('Искомые Для своих', { profile_searchability: 'users_only' });
    await make('Искомые Невидимые', { profile_searchability: 'none' });
    await make('Искомые Закрытые', { is_private: true });
    await make('Искомые Скромные', { allow_public_discovery: false });
    const found = (
      await call(b.token, 'GET', `/api/family/search?query=${encodeURIComponent('искомые')}`)
    ).json();
    expect(found.family_profiles.map((f: FamilyProfile) => f.id).sort()).toEqual([open, usersOnly].sort());
    const own = (
      await call(a.token, 'GET', `/api/family/search?query=${encodeURIComponent('искомые')}`)
    ).json();
    expect(own.family_profiles).toHaveLength(5);
    expect((await call(b.token, 'GET', '/api/family/search?query=и')).statusCode).toBe(422);
  });
});

describe('notifications of being invited', () => {
  it('tells registered members they are invited, and the inviter that they accepted', async () => {
    const list = (await call(parent.token, 'GET', '/api/notifications')).json();
    const invitation = list.find((n: { type: string }) => n.type === 'invitation');
    expect(invitation).toMatchObject({
      text: 'Иван Петров приглашает вас в семью «Семья Петровых»',
      link: { kind: 'invitations', id: expect.any(String) },
      actor: { id: creator.user.id },
    });
    expect(list.some((n: { type: string }) => n.type === 'family_added')).toBe(false);
    const told = (await call(creator.token, 'GET', '/api/notifications')).json();
    expect(told.some((n: { type: string }) => n.type === 'invitation')).toBe(false);
    expect(
      told
        .filter((n: { type: string }) => n.type === 'invitation_answered')
        .map((n: { text: string }) => n.text),
    ).toEqual(
      expect.arrayContaining([
        'Мария Петрова принял(а) ваше приглашение в «Семья Петровых»',
        'Петя Петров принял(а) ваше приглашение в «Семья Петровых»',
      ]),
    );
  });
});

describe('POST /api/family-profiles (family wizard)', () => {
  it('creates a private, undiscoverable family by default with the caller as creator', async () => {
    const u = await registerUser(t.app, { last_name: 'Мастеров' });
    const res = await call(u.token, 'POST', '/api/family-profiles', {
      family_name: 'Семья Мастеровых',
      city: 'Тула',
      allow_public_discovery: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      family_name: 'Семья Мастеровых',
      surname: 'Мастеров',
      city: 'Тула',
      is_private: true,
      allow_public_discovery: false,
      user_role: 'PARENT',
      member_count: 1,
    });
    const open = await call(u.token, 'POST', '/api/family-profiles', {
      family_name: 'Открытые',
      is_private: false,
      allow_public_discovery: true,
    });
    expect(open.json()).toMatchObject({ is_private: false, allow_public_discovery: true });
    const bad = await call(u.token, 'POST', '/api/family-profiles', { family_name: '' });
    expect(bad.json()).toEqual({ detail: FAMILY_TEXTS.nameRequired, field: 'family_name' });
  });
});

describe('faces in the family', () => {
  it("members carry the registered members' photos; the public view carries them and the family avatar", async () => {
    const owner = await registerUser(t.app, { first_name: 'Ольга', last_name: 'Фотова' });
    const photo = `/api/users/avatars/${owner.user.id}.webp`;
    await t.db.update(users).set({ profilePicture: photo }).where(eq(users.id, owner.user.id));
    const created = await call(owner.token, 'POST', '/api/family/create-with-members', {
      name: 'Семья Фотовых',
      members: [{ first_name: 'Лев', last_name: 'Фотов', relationship: 'child' }],
      privacy_level: 'PUBLIC',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const members = (await call(owner.token, 'GET', `/api/family/${id}/members`)).json().members;
    expect(
      members.map((m: { first_name: string; profile_picture: string | null }) => [
        m.first_name,
        m.profile_picture,
      ]),
    ).toEqual([
      ['Ольга', photo],
      ['Лев', null],
    ]);
    const pub = (await call(owner.token, 'GET', `/api/family/${id}/public`)).json();
    expect(pub.members.map((m: { profile_picture: string | null }) => m.profile_picture)).toEqual([
      photo,
      null,
    ]);
    expect(pub.avatar_url).toBeNull();
    const avatar = await call(owner.token, 'PUT', `/api/family-profiles/${id}/avatar`, {
      avatar_image: `data:image/png;base64,${(await image('png')).toString('base64')}`,
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const after = (await call(owner.token, 'GET', `/api/family/${id}/public`)).json();
    expect(after.avatar_url).toContain('/images/avatar');
    expect(after.avatar_url).toBe(after.family_photo_url);
  });
});
