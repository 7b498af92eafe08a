import type { FamilyMember, FamilyProfile } from '@krug/contract/family';
import type { MyInfo } from '@krug/contract/my-info';
import type { Post } from '@krug/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';

// Issue 32 item 22: kinship is not power. Being the creator's parent (a relationship) and managing
// the family (PARENT, CONTRACT §4) are separate: the creator decides who manages.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let daughter: U;
let grandmother: U;
let son: U;
let stranger: U;
let family: FamilyProfile;
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const members = async () =>
  (await call(daughter.token, 'GET', `/api/family/${family.id}/members`)).json<{ members: FamilyMember[] }>()
    .members;
const memberOf = async (u: U) => (await members()).find((m) => m.user_id === u.user.id) as FamilyMember;
const manager = (m: FamilyMember, manages: unknown, token = daughter.token) =>
  call(token, 'PUT', `/api/family/${family.id}/members/${m.id}/manager`, { manages });

beforeAll(async () => {
  t = await createTestApp();
  daughter = await registerUser(t.app, { first_name: 'Анна', last_name: 'Смирнова' });
  grandmother = await registerUser(t.app, { first_name: 'Нина', last_name: 'Смирнова' });
  son = await registerUser(t.app, { first_name: 'Иван', last_name: 'Смирнов' });
  stranger = await registerUser(t.app, { first_name: 'Чужой', last_name: 'Человек' });
  const res = await call(daughter.token, 'POST', '/api/family/create-with-members', {
    name: 'Семья Смирновых',
    members: [
      { user_id: grandmother.user.id, relationship: 'parent' },
      { user_id: son.user.id, relationship: 'child' },
      { first_name: 'Пётр', last_name: 'Смирнов', relationship: 'spouse' },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  family = res.json();
  await acceptInvitations(t.app, grandmother.token);
});
afterAll(() => t.close());

describe('a grandmother added as the creator’s parent', () => {
  it('is a relative, not a manager', async () => {
    const nina = await memberOf(grandmother);
    expect(nina).toMatchObject({ relationship: 'parent', role: null, manages: false, status: 'active' });
    expect((await memberOf(daughter)).manages).toBe(true);
    const mine = (await call(grandmother.token, 'GET', '/api/family-profiles')).json().family_profiles;
    expect(mine.find((f: FamilyProfile) => f.id === family.id)?.user_role).toBeNull();
  });

  it('may not delete her daughter’s family posts, nor change the family', async () => {
    const post = (
      await call(daughter.token, 'POST', '/api/posts', { content: 'Наш день', visibility: 'FAMILY_ONLY' })
    ).json<Post>();
    expect((await call(grandmother.token, 'GET', `/api/posts/${post.id}`)).json<Post>().can_delete).toBe(
      false,
    );
    expect((await call(grandmother.token, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(403);
    expect((await call(daughter.token, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(200);
    const rename = await call(grandmother.token, 'PUT', `/api/family/${family.id}/update`, {
      family_name: 'Семья Нины',
    });
    expect(rename.statusCode).toBe(403);
  });

  it('manages once the creator makes her a manager, and no longer when the creator takes it back', async () => {
    const post = (
      await call(daughter.token, 'POST', '/api/posts', { content: 'Ещё день', visibility: 'FAMILY_ONLY' })
    ).json<Post>();
    const nina = await memberOf(grandmother);
    const given = await manager(nina, true);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().members.find((m: FamilyMember) => m.id === nina.id)).toMatchObject({
      role: 'PARENT',
      manages: true,
      relationship: 'parent',
    });
    expect((await call(grandmother.token, 'GET', `/api/posts/${post.id}`)).json<Post>().can_delete).toBe(
      true,
    );
    const taken = await manager(nina, false);
    expect(taken.statusCode).toBe(200);
    expect(await memberOf(grandmother)).toMatchObject({ role: null, manages: false });
    expect((await call(grandmother.token, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(403);
    // A child made a manager and dismissed goes back to CHILD.
    await acceptInvitations(t.app, son.token);
    const ivan = await memberOf(son);
    await manager(ivan, true);
    await manager(ivan, false);
    expect(await memberOf(son)).toMatchObject({ role: 'CHILD', manages: false });
  });
});

describe('PUT /api/family/{id}/members/{memberId}/manager', () => {
  it('is the creator’s alone: a manager may not appoint, nor anyone else', async () => {
    const nina = await memberOf(grandmother);
    const ivan = await memberOf(son);
    await manager(nina, true);
    expect((await manager(ivan, true, grandmother.token)).statusCode).toBe(403);
    expect((await manager(nina, false, son.token)).statusCode).toBe(403);
    // The family is private: for a stranger it does not exist.
    expect((await manager(ivan, true, stranger.token)).statusCode).toBe(404);
    expect(await memberOf(son)).toMatchObject({ role: 'CHILD', manages: false });
    await manager(nina, false);
  });

  it('answers 409 for the creator, a relative without an account and an invitation; 404 for no one; 422 for bad input', async () => {
    const list = await members();
    const creator = list.find((m) => m.is_creator) as FamilyMember;
    const relative = list.find((m) => m.user_id === null) as FamilyMember;
    expect((await manager(creator, false)).statusCode).toBe(409);
    expect((await manager(relative, true)).statusCode).toBe(409);
    const invitee = await registerUser(t.app);
    await call(daughter.token, 'POST', `/api/family/${family.id}/members`, {
      user_id: invitee.user.id,
      relationship: 'sibling',
    });
    expect((await manager(await memberOf(invitee), true)).statusCode).toBe(409);
    expect(
      (
        await call(
          daughter.token,
          'PUT',
          `/api/family/${family.id}/members/00000000-0000-4000-8000-000000000000/manager`,
          { manages: true },
        )
      ).statusCode,
    ).toBe(404);
    const bad = await manager(await memberOf(son), 'yes');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBeTruthy();
    expect((await members()).filter((m) => m.manages).map((m) => m.user_id)).toEqual([daughter.user.id]);
  });
});

describe('marital status (issue 32 items 5 and 23)', () => {
  it('is not chosen until the person picks, and offers the spouse the family records', async () => {
    const before = (await call(daughter.token, 'GET', '/api/my-info')).json<MyInfo>();
    expect(before).toMatchObject({
      marriage_status: 'SINGLE',
      marriage_status_chosen: false,
      family_spouse_name: 'Пётр Смирнов',
    });
    const lone = (await call(stranger.token, 'GET', '/api/my-info')).json<MyInfo>();
    expect(lone).toMatchObject({ marriage_status_chosen: false, family_spouse_name: null });
    const saved = await call(stranger.token, 'PUT', '/api/my-info', { marriage_status: 'SINGLE' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MyInfo>()).toMatchObject({ marriage_status: 'SINGLE', marriage_status_chosen: true });
    // Other sections leave the choice as it was.
    await call(daughter.token, 'PUT', '/api/my-info', { address_city: 'Тверь' });
    expect((await call(daughter.token, 'GET', '/api/my-info')).json<MyInfo>().marriage_status_chosen).toBe(
      false,
    );
  });
});

describe('the family profile’s counters and wall (issue 32 item 5)', () => {
  it('count and show the family feed: posts given to the family and its members’ family-module posts', async () => {
    const profile = async () =>
      (await call(daughter.token, 'GET', '/api/family-profiles'))
        .json()
        .family_profiles.find((f: FamilyProfile) => f.id === family.id) as FamilyProfile;
    const before = await profile();
    // Written on the family module's wall (no family named), and one on another module.
    const onWall = (
      await call(daughter.token, 'POST', '/api/posts', {
        content: 'С дачи',
        source_module: 'family',
        visibility: 'FAMILY_ONLY',
      })
    ).json<Post>();
    await call(daughter.token, 'POST', '/api/posts', { content: 'Новости', source_module: 'community' });
    const outsider = (
      await call(stranger.token, 'POST', '/api/posts', {
        content: 'Чужая семья',
        source_module: 'family',
        visibility: 'PUBLIC',
      })
    ).json<Post>();
    const wall = (await call(grandmother.token, 'GET', `/api/posts?family_id=${family.id}&limit=100`)).json<
      Post[]
    >();
    expect(wall.map((p) => p.id)).toContain(onWall.id);
    expect(wall.map((p) => p.id)).not.toContain(outsider.id);
    expect(wall.every((p) => p.content !== 'Новости')).toBe(true);
    // Filtering by a family's id never tells an outsider who its members are.
    const open = (
      await call(daughter.token, 'POST', '/api/posts', {
        content: 'Для всех',
        source_module: 'family',
        visibility: 'PUBLIC',
      })
    ).json<Post>();
    const seenByStranger = (
      await call(stranger.token, 'GET', `/api/posts?family_id=${family.id}&limit=100`)
    ).json<Post[]>();
    expect(seenByStranger).toEqual([]);
    expect((await call(stranger.token, 'GET', `/api/posts/${open.id}`)).statusCode).toBe(200);
    const after = await profile();
    expect(after.posts_count).toBe(before.posts_count + 2);
    // Its calendar: the family chat group's events.
    expect(after.events_count).toBe(0);
    const event = await call(
      daughter.token,
      'POST',
      `/api/chat-groups/${family.chat_group_id}/scheduled-actions`,
      {
        title: 'Ужин',
        scheduled_date: '2030-05-01',
        action_type: 'EVENT',
      },
    );
    expect(event.statusCode, event.body).toBeLessThan(300);
    expect((await profile()).events_count).toBe(1);
  });
});
