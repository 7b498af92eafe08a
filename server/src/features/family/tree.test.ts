import { TREE_TEXTS } from '@krug/contract/family-tree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';

/** Issue 34 §1: the family tree from the wizard's relatives, adding from the tree, kinship, permissions. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let creator: U;
let wife: U;
let son: U;
let outsider: U;
let familyId: string;
type Person = {
  id: string;
  first_name: string;
  kinship: string | null;
  status: string;
  user_id: string | null;
};
type Tree = {
  people: Person[];
  links: { from: string; to: string; kind: string }[];
  me: string;
  can_edit: boolean;
};

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const tree = async (token: string) => {
  const res = await call(token, 'GET', `/api/family/${familyId}/tree`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Tree>();
};
const byName = (tr: Tree, name: string) => {
  const p = tr.people.find((x) => x.first_name === name);
  if (!p) throw new Error(`no ${name} in the tree`);
  return p;
};
const gender = (u: U, g: string) => call(u.token, 'PUT', '/api/users/gender', { gender: g });

beforeAll(async () => {
  t = await createTestApp();
  creator = await registerUser(t.app, { first_name: 'Иван', last_name: 'Соколов' });
  wife = await registerUser(t.app, { first_name: 'Ольга', last_name: 'Соколова' });
  son = await registerUser(t.app, { first_name: 'Петя', last_name: 'Соколов' });
  outsider = await registerUser(t.app, { first_name: 'Чужой', last_name: 'Человек' });
  await gender(creator, 'MALE');
  await gender(wife, 'FEMALE');
  await gender(son, 'MALE');
  // The family wizard's relatives: the wife (an account), two children and two parents by name.
  const res = await call(creator.token, 'POST', '/api/family/create-with-members', {
    name: 'Соколовы',
    members: [
      { user_id: wife.user.id, relationship: 'spouse' },
      { first_name: 'Маша', last_name: 'Соколова', relationship: 'child', date_of_birth: '2015-03-01' },
      { first_name: 'Нина', last_name: 'Соколова', relationship: 'parent', date_of_birth: '1960-05-05' },
      { first_name: 'Пётр', last_name: 'Соколов', relationship: 'parent' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  familyId = res.json().id;
  await acceptInvitations(t.app, wife.token);
}, 60_000);
afterAll(() => t.close());

describe('the tree drawn from the relations already recorded', () => {
  it('links the wizard’s relatives into three generations with kinship from the viewer', async () => {
    const tr = await tree(creator.token);
    expect(tr.can_edit).toBe(true);
    expect(tr.people).toHaveLength(5);
    const me = tr.people.find((p) => p.id === tr.me);
    expect(me?.first_name).toBe('Иван');
    expect(byName(tr, 'Ольга').kinship).toBe('жена');
    // A child of the creator is also the child of his only spouse.
    const masha = byName(tr, 'Маша');
    const parentsOfMasha = tr.links
      .filter((l) => l.kind === 'parent' && l.to === masha.id)
      .map((l) => l.from);
    expect(parentsOfMasha.sort()).toEqual([tr.me, byName(tr, 'Ольга').id].sort());
    // Two parents are a couple.
    expect(tr.links.some((l) => l.kind === 'spouse' && [l.from, l.to].includes(byName(tr, 'Нина').id))).toBe(
      true,
    );
    // Without a gender the word is neutral; the parents by name have none yet.
    expect(byName(tr, 'Нина').kinship).toBe('родитель');
    expect(byName(tr, 'Маша').kinship).toBe('ребёнок');
  });

  it('shows every member the tree from their own place: the wife sees her mother-in-law', async () => {
    const tr = await tree(wife.token);
    expect(tr.can_edit).toBe(false);
    expect(byName(tr, 'Иван').kinship).toBe('муж');
    expect(byName(tr, 'Маша').kinship).toBe('ребёнок');
    // The husband's parent, gender not yet known: both words.
    expect(byName(tr, 'Нина').kinship).toBe('свёкор или свекровь');
  });
});

describe('adding from the tree', () => {
  it('gives a record a gender and dates, and a grandparent from the tree makes four generations', async () => {
    const before = await tree(creator.token);
    const nina = byName(before, 'Нина');
    const edit = await call(creator.token, 'PUT', `/api/family/${familyId}/tree/people/${nina.id}`, {
      first_name: 'Нина',
      last_name: 'Соколова',
      gender: 'FEMALE',
      date_of_birth: '1960-05-05',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(byName(edit.json(), 'Нина').kinship).toBe('мама');
    const add = await call(creator.token, 'POST', `/api/family/${familyId}/tree/relatives`, {
      anchor_id: nina.id,
      relation: 'parent',
      person: {
        first_name: 'Анна',
        last_name: 'Кузнецова',
        gender: 'FEMALE',
        date_of_birth: '1931-01-10',
        date_of_death: '2010-09-01',
      },
    });
    expect(add.statusCode, add.body).toBe(201);
    const tr = add.json<Tree>();
    const anna = byName(tr, 'Анна') as Person & { is_deceased: boolean; date_of_death: string };
    expect(anna.kinship).toBe('бабушка');
    expect(anna.is_deceased).toBe(true);
    expect(anna.date_of_death).toBe('2010-09-01');
    // From the wife: her husband's grandmother.
    expect(byName(await tree(wife.token), 'Анна').kinship).toBe('бабушка мужа');
    // A sibling of Nina shares her parent: the creator's aunt.
    const aunt = await call(creator.token, 'POST', `/api/family/${familyId}/tree/relatives`, {
      anchor_id: nina.id,
      relation: 'sibling',
      person: { first_name: 'Вера', last_name: 'Кузнецова', gender: 'FEMALE' },
    });
    expect(aunt.statusCode, aunt.body).toBe(201);
    expect(byName(aunt.json(), 'Вера').kinship).toBe('тётя');
  });

  it('invites an account from the tree: listed as invited until they accept, with no family role', async () => {
    const masha = byName(await tree(creator.token), 'Маша');
    const add = await call(creator.token, 'POST', `/api/family/${familyId}/tree/relatives`, {
      anchor_id: masha.id,
      relation: 'sibling',
      user_id: son.user.id,
    });
    expect(add.statusCode, add.body).toBe(201);
    const invited = add.json<Tree>().people.find((p) => p.user_id === son.user.id);
    expect(invited?.status).toBe('invited');
    expect(invited?.kinship).toBe('сын');
    // Invited people see nothing of the family until they accept.
    expect((await call(son.token, 'GET', `/api/family/${familyId}/tree`)).statusCode).toBe(404);
    expect(await acceptInvitations(t.app, son.token)).toBe(1);
    const his = await tree(son.token);
    expect(byName(his, 'Анна').kinship).toBe('прабабушка');
    expect(byName(his, 'Маша').kinship).toBe('брат или сестра');
    expect(his.can_edit).toBe(false);
    // Inviting the same account again is a conflict.
    const again = await call(creator.token, 'POST', `/api/family/${familyId}/tree/relatives`, {
      anchor_id: masha.id,
      relation: 'sibling',
      user_id: son.user.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('takes a photo from the adder’s own library only', async () => {
    const upload = async (u: U) => {
      const body = multipart([
        { name: 'privacy_level', value: 'private' },
        { name: 'file', filename: 'p.png', data: await FILES.png() },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: { ...bearer(u.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const mine = await upload(creator);
    const theirs = await upload(outsider);
    const masha = byName(await tree(creator.token), 'Маша');
    const person = { first_name: 'Кот', last_name: 'Соколов', gender: 'MALE' };
    const bad = await call(creator.token, 'POST', `/api/family/${familyId}/tree/relatives`, {
      anchor_id: masha.id,
      relation: 'child',
      person: { ...person, photo_media_id: theirs },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe(TREE_TEXTS.photoNotFound);
    const ok = await call(creator.token, 'POST', `/api/family/${familyId}/tree/relatives`, {
      anchor_id: masha.id,
      relation: 'child',
      person: { ...person, photo_media_id: mine },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const kot = byName(ok.json(), 'Кот') as Person & { photo_url: string | null };
    expect(kot.photo_url).toMatch(/^\/api\/media\/files\//);
    expect(kot.kinship).toBe('внук');
    // Other members see the photo too (a copy without metadata).
    const seen = byName(await tree(wife.token), 'Кот') as Person & { photo_url: string | null };
    expect(seen.photo_url).toMatch(/^\/api\/media\/files\//);

    // Editing the details without naming the photo keeps it; null takes it away.
    const edited = await call(creator.token, 'PUT', `/api/family/${familyId}/tree/people/${kot.id}`, {
      ...person,
      first_name: 'Котя',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const kotya = byName(edited.json(), 'Котя') as Person & { photo_url: string | null };
    expect(kotya.photo_url).toMatch(/^\/api\/media\/files\//);
    const removed = await call(creator.token, 'PUT', `/api/family/${familyId}/tree/people/${kot.id}`, {
      ...person,
      first_name: 'Котя',
      photo_media_id: null,
    });
    expect((byName(removed.json(), 'Котя') as Person & { photo_url: string | null }).photo_url).toBeNull();
  });
});

describe('rules and refusals', () => {
  const person = { first_name: 'Лишний', last_name: 'Родитель' };
  it('refuses a third parent, a death before birth, a future date and an unknown anchor', async () => {
    const tr = await tree(creator.token);
    const refuse = async (payload: object, status: number, detail?: string) => {
      const res = await call(creator.token, 'POST', `/api/family/${familyId}/tree/relatives`, payload);
      expect(res.statusCode, res.body).toBe(status);
      if (detail) expect(res.json().detail).toBe(detail);
    };
    await refuse({ anchor_id: tr.me, relation: 'parent', person }, 409, TREE_TEXTS.tooManyParents);
    await refuse(
      {
        anchor_id: tr.me,
        relation: 'child',
        person: { ...person, date_of_birth: '2000-01-01', date_of_death: '1999-01-01' },
      },
      422,
      TREE_TEXTS.deathBeforeBirth,
    );
    await refuse(
      { anchor_id: tr.me, relation: 'child', person: { ...person, date_of_birth: '2999-01-01' } },
      422,
    );
    await refuse({ anchor_id: outsider.user.id, relation: 'child', person }, 404, TREE_TEXTS.anchorNotFound);
    await refuse({ anchor_id: tr.me, relation: 'cousin', person }, 422);
    await refuse({ anchor_id: tr.me, relation: 'child' }, 422, TREE_TEXTS.personOrUser);
    expect((await tree(creator.token)).people).toHaveLength(tr.people.length);
  });

  it('lets members view but not edit, and hides the tree from outsiders (404)', async () => {
    const tr = await tree(creator.token);
    const nina = byName(tr, 'Нина');
    const add = await call(wife.token, 'POST', `/api/family/${familyId}/tree/relatives`, {
      anchor_id: nina.id,
      relation: 'sibling',
      person,
    });
    expect(add.statusCode).toBe(403);
    const edit = await call(wife.token, 'PUT', `/api/family/${familyId}/tree/people/${nina.id}`, person);
    expect(edit.statusCode).toBe(403);
    expect((await call(outsider.token, 'GET', `/api/family/${familyId}/tree`)).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'GET', url: `/api/family/${familyId}/tree` });
    expect(res.statusCode).toBe(401);
  });

  it('does not edit a person with an account through the tree (409)', async () => {
    const tr = await tree(creator.token);
    const res = await call(
      creator.token,
      'PUT',
      `/api/family/${familyId}/tree/people/${byName(tr, 'Ольга').id}`,
      {
        first_name: 'Другая',
        last_name: 'Жена',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(TREE_TEXTS.hasAccount);
  });

  it('removes a person with their links (the members route)', async () => {
    const tr = await tree(creator.token);
    const vera = byName(tr, 'Вера');
    const res = await call(creator.token, 'DELETE', `/api/family/${familyId}/members/${vera.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const after = await tree(creator.token);
    expect(after.people.map((p) => p.id)).not.toContain(vera.id);
    expect(after.links.some((l) => l.from === vera.id || l.to === vera.id)).toBe(false);
  });
});
