import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatGroups, chatMembers, familyMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { drain, openLiveSocket } from '../../test/live-socket.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const ids = (body: unknown) =>
  (Array.isArray(body) ? body : (body as { posts: { id: string }[] }).posts).map((p: { id: string }) => p.id);
const home = {
  household_name: 'Дом',
  address_street: 'Ул. 1',
  address_city: 'Город',
  address_country: 'Россия',
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A family by `owner` with `invitee` invited, and posts of the owner that only members may read. */
async function familyWithInvitee(privacy: 'PRIVATE' | 'PUBLIC' = 'PRIVATE') {
  const owner = await registerUser(t.app, { first_name: 'Иван', last_name: 'Петров' });
  const invitee = await registerUser(t.app, { first_name: 'Ольга', last_name: 'Сидорова' });
  const created = await call(owner.token, 'POST', '/api/family/create-with-members', {
    name: 'Ивановы',
    members: [{ user_id: invitee.user.id, relationship: 'spouse' }],
    privacy_level: privacy,
  });
  expect(created.statusCode, created.body).toBe(201);
  const family = created.json<{ id: string; chat_group_id: string }>();
  const post = async (payload: object) =>
    (await call(owner.token, 'POST', '/api/posts', { content: 'Запись', ...payload })).json<{ id: string }>()
      .id;
  const posts = {
    inFamily: await post({ visibility: 'FAMILY_ONLY', family_id: family.id }),
    familyWide: await post({ visibility: 'FAMILY_ONLY' }),
  };
  const mine = await post({ visibility: 'FAMILY_ONLY' });
  return { owner, invitee, family, posts, mine };
}

describe('accepting a family invitation, live', () => {
  it('the family chat group appears in the newcomer’s list live; the members see the newcomer', async () => {
    const { owner, invitee, family } = await familyWithInvitee();
    const mine = await openLiveSocket(t.app, invitee.token);
    const theirs = await openLiveSocket(t.app, owner.token);
    const [invitation] = (await call(invitee.token, 'GET', '/api/invitations')).json<{ id: string }[]>();
    const res = await call(invitee.token, 'POST', `/api/invitations/${invitation?.id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    await mine.waitFor((e) => e.type === 'chat.group_added' && e.group_id === family.chat_group_id);
    await theirs.waitFor((e) => e.type === 'chat.members_changed' && e.group_id === family.chat_group_id);
    // Whatever else the owner was sent has arrived once a later marker has.
    await drain(t.app, theirs, owner.user.id);
    const seen = (s: typeof mine) => s.received.map((e) => `${e.type}:${e.group_id ?? ''}`);
    expect(seen(theirs)).not.toContain(`chat.group_added:${family.chat_group_id}`);
    for (const s of [mine, theirs]) s.ws.terminate();
  });
});

describe('an invited user gains nothing until accepting', () => {
  it('no posts, no family, no chat group or calendar, no management, no feed relation', async () => {
    const { owner, invitee, family, posts } = await familyWithInvitee();
    const theirs = (
      await call(invitee.token, 'POST', '/api/posts', { content: 'Моё', visibility: 'FAMILY_ONLY' })
    ).json<{ id: string }>().id;
    for (const id of Object.values(posts)) {
      expect((await call(invitee.token, 'GET', `/api/posts/${id}`)).statusCode).toBe(404);
    }
    // Neither direction: the inviter does not read the invitee's family posts either.
    expect((await call(owner.token, 'GET', `/api/posts/${theirs}`)).statusCode).toBe(404);
    for (const q of ['', '?filter=subscribed', '?filter=my-family', `?family_id=${family.id}`]) {
      const seen = ids((await call(invitee.token, 'GET', `/api/posts${q}`)).json());
      for (const id of Object.values(posts)) expect(seen, q).not.toContain(id);
    }
    expect((await call(invitee.token, 'GET', '/api/family-profiles')).json().family_profiles).toEqual([]);
    expect((await call(invitee.token, 'GET', `/api/family/${family.id}/members`)).statusCode).toBe(404);
    expect((await call(invitee.token, 'GET', `/api/family/${family.id}/public`)).statusCode).toBe(403);
    const groups = (await call(invitee.token, 'GET', '/api/chat-groups')).json().chat_groups;
    expect(groups).toEqual([]);
    for (const path of ['messages', 'scheduled-actions', 'members']) {
      const res = await call(invitee.token, 'GET', `/api/chat-groups/${family.chat_group_id}/${path}`);
      expect(res.statusCode, path).toBe(404);
    }
    expect(
      (await call(invitee.token, 'PUT', `/api/family/${family.id}/update`, { family_name: 'Моя' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(invitee.token, 'POST', '/api/posts', {
          content: 'x',
          visibility: 'FAMILY_ONLY',
          family_id: family.id,
        })
      ).statusCode,
    ).toBe(404);
    // The managers see the invitation in the member list.
    const members = (await call(owner.token, 'GET', `/api/family/${family.id}/members`)).json().members;
    expect(members.map((m: { user_id: string; status: string }) => [m.user_id, m.status])).toEqual([
      [owner.user.id, 'active'],
      [invitee.user.id, 'invited'],
    ]);
  });

  it('an open family: the invitee is an outsider on the public view, which does not list them', async () => {
    const { owner, invitee, family } = await familyWithInvitee('PUBLIC');
    const view = (await call(invitee.token, 'GET', `/api/family/${family.id}/public`)).json();
    expect(view).toMatchObject({ is_preview_mode: false, posts_visible: false, member_count: 1 });
    expect(view.members.map((m: { first_name: string }) => m.first_name)).toEqual(['Иван']);
    expect(
      (await call(owner.token, 'GET', `/api/family/${family.id}/public`))
        .json()
        .members.map((m: { first_name: string }) => m.first_name),
    ).toEqual(['Иван']);
  });
});

describe('GET /api/invitations, accept and decline', () => {
  it('lists pending invitations; accept gives the family, its chat group and posts in one step', async () => {
    const { owner, invitee, family, posts } = await familyWithInvitee();
    const list = (await call(invitee.token, 'GET', '/api/invitations')).json();
    expect(list).toEqual([
      {
        id: expect.any(String),
        kind: 'family',
        target: { id: family.id, name: 'Ивановы' },
        inviter: { id: owner.user.id, first_name: 'Иван', last_name: 'Петров' },
        relationship: 'spouse',
        role: null,
        job_title: null,
        created_at: expect.any(String),
      },
    ]);
    const invitation = list[0].id as string;
    const notes = (await call(invitee.token, 'GET', '/api/notifications')).json();
    expect(notes[0]).toMatchObject({
      type: 'invitation',
      text: 'Иван Петров приглашает вас в семью «Ивановы»',
      link: { kind: 'invitations', id: invitation },
    });
    // Someone else's or an unknown invitation does not exist (404), and nothing changes.
    expect((await call(owner.token, 'POST', `/api/invitations/${invitation}/accept`)).statusCode).toBe(404);
    expect((await call(owner.token, 'POST', `/api/invitations/${invitation}/decline`)).statusCode).toBe(404);
    const unknown = await call(
      invitee.token,
      'POST',
      '/api/invitations/00000000-0000-4000-8000-000000000000/accept',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: INVITATION_TEXTS.notFound });

    const accepted = await call(invitee.token, 'POST', `/api/invitations/${invitation}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: invitation, kind: 'family', target: { id: family.id } });
    for (const id of Object.values(posts)) {
      expect((await call(invitee.token, 'GET', `/api/posts/${id}`)).statusCode).toBe(200);
    }
    const mine = (await call(invitee.token, 'GET', '/api/family-profiles')).json().family_profiles;
    expect(mine.map((f: { id: string; user_role: string }) => [f.id, f.user_role])).toEqual([
      [family.id, 'SPOUSE'],
    ]);
    const groups = (await call(invitee.token, 'GET', '/api/chat-groups')).json().chat_groups;
    expect(groups.map((g: { group: { id: string } }) => g.group.id)).toEqual([family.chat_group_id]);
    expect((await call(invitee.token, 'GET', '/api/invitations')).json()).toEqual([]);
    // Answered already: accept or decline again is a conflict.
    for (const answer of ['accept', 'decline']) {
      const again = await call(invitee.token, 'POST', `/api/invitations/${invitation}/${answer}`);
      expect(again.statusCode, answer).toBe(409);
      expect(again.json()).toEqual({ detail: INVITATION_TEXTS.alreadyAccepted });
    }
    const told = (await call(owner.token, 'GET', '/api/notifications')).json();
    expect(told[0]).toMatchObject({
      type: 'invitation_answered',
      text: 'Ольга Сидорова принял(а) ваше приглашение в «Ивановы»',
      link: { kind: 'family', id: family.id },
    });
  });

  it('decline removes the invitation and tells the inviter; a second answer is 404', async () => {
    const { owner, invitee, family } = await familyWithInvitee();
    const [invitation] = (await call(invitee.token, 'GET', '/api/invitations')).json();
    const declined = await call(invitee.token, 'POST', `/api/invitations/${invitation.id}/decline`);
    expect(declined.statusCode).toBe(200);
    const members = (await call(owner.token, 'GET', `/api/family/${family.id}/members`)).json().members;
    expect(members.map((m: { user_id: string }) => m.user_id)).toEqual([owner.user.id]);
    expect((await call(invitee.token, 'POST', `/api/invitations/${invitation.id}/accept`)).statusCode).toBe(
      404,
    );
    expect((await call(invitee.token, 'POST', `/api/invitations/${invitation.id}/decline`)).statusCode).toBe(
      404,
    );
    const told = (await call(owner.token, 'GET', '/api/notifications')).json();
    expect(told[0]).toMatchObject({
      type: 'invitation_answered',
      text: 'Ольга Сидорова отклонил(а) ваше приглашение в «Ивановы»',
    });
    // Inviting again works after a decline; twice while pending is a conflict.
    const add = () =>
      call(owner.token, 'POST', `/api/family/${family.id}/members`, {
        user_id: invitee.user.id,
        relationship: 'spouse',
      });
    expect((await add()).statusCode).toBe(201);
    const twice = await add();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: INVITATION_TEXTS.alreadyInvited });
  });

  it('household: no household until accepting; accepting while living elsewhere is 409', async () => {
    const owner = await registerUser(t.app, { first_name: 'Олег', last_name: 'Хозяин' });
    const guest = await registerUser(t.app);
    const other = await registerUser(t.app);
    const house = (await call(owner.token, 'POST', '/api/household/create', home)).json().household;
    const otherHouse = (await call(other.token, 'POST', '/api/household/create', home)).json().household;
    for (const [who, id] of [
      [owner, house.id],
      [other, otherHouse.id],
    ] as const) {
      const res = await call(who.token, 'POST', `/api/household/${id}/members`, {
        user_id: guest.user.id,
        relationship: 'tenant',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const HOUSEHOLD_POST = (
      await call(owner.token, 'POST', '/api/posts', { content: 'Дом', visibility: 'HOUSEHOLD_ONLY' })
    ).json().id;
    expect((await call(guest.token, 'GET', `/api/posts/${HOUSEHOLD_POST}`)).statusCode).toBe(404);
    expect((await call(guest.token, 'GET', '/api/household')).json()).toEqual({
      household: null,
      members: [],
    });
    const list = (await call(guest.token, 'GET', '/api/invitations')).json();
    expect(list.map((i: { kind: string; target: { id: string } }) => [i.kind, i.target.id]).sort()).toEqual(
      [
        ['household', house.id],
        ['household', otherHouse.id],
      ].sort(),
    );
    const first = list.find((i: { target: { id: string } }) => i.target.id === house.id);
    const second = list.find((i: { target: { id: string } }) => i.target.id === otherHouse.id);
    expect((await call(guest.token, 'POST', `/api/invitations/${first.id}/accept`)).statusCode).toBe(200);
    expect((await call(guest.token, 'GET', '/api/household')).json().household.id).toBe(house.id);
    expect((await call(guest.token, 'GET', `/api/posts/${HOUSEHOLD_POST}`)).statusCode).toBe(200);
    const elsewhere = await call(guest.token, 'POST', `/api/invitations/${second.id}/accept`);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ detail: INVITATION_TEXTS.livesElsewhere });
    // Moving out (own id) and then accepting the other works.
    const out = await call(guest.token, 'DELETE', `/api/household/${house.id}/members/${guest.user.id}`);
    expect(out.statusCode).toBe(200);
    expect((await call(guest.token, 'POST', `/api/invitations/${second.id}/accept`)).statusCode).toBe(200);
    expect((await call(guest.token, 'GET', '/api/household')).json().household.id).toBe(otherHouse.id);
    expect((await call(guest.token, 'GET', `/api/posts/${HOUSEHOLD_POST}`)).statusCode).toBe(404);
  });
});

describe('leaving', () => {
  it('a family member leaves by their member id; the FAMILY group goes with it; the creator cannot', async () => {
    const { owner, invitee, family, posts } = await familyWithInvitee();
    await acceptInvitations(t.app, invitee.token);
    const members = (await call(invitee.token, 'GET', `/api/family/${family.id}/members`)).json().members;
    const me = members.find((m: { user_id: string }) => m.user_id === invitee.user.id);
    const creator = members.find((m: { user_id: string }) => m.user_id === owner.user.id);
    const creatorLeaves = await call(owner.token, 'DELETE', `/api/family/${family.id}/members/${creator.id}`);
    expect(creatorLeaves.statusCode).toBe(409);
    expect(creatorLeaves.json()).toEqual({ detail: INVITATION_TEXTS.creatorCannotLeave });
    // A SPOUSE does not manage: removing the creator is 403 before anything else.
    expect(
      (await call(invitee.token, 'DELETE', `/api/family/${family.id}/members/${creator.id}`)).statusCode,
    ).toBe(403);
    const left = await call(invitee.token, 'DELETE', `/api/family/${family.id}/members/${me.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().members.map((m: { user_id: string }) => m.user_id)).toEqual([owner.user.id]);
    const inGroup = await t.db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.groupId, family.chat_group_id), eq(chatMembers.userId, invitee.user.id)));
    expect(inGroup).toEqual([]);
    expect((await call(invitee.token, 'GET', `/api/posts/${posts.inFamily}`)).statusCode).toBe(404);
    expect((await call(invitee.token, 'GET', '/api/family-profiles')).json().family_profiles).toEqual([]);
  });

  it('the Owner cannot leave (409) until handing the household over to a resident', async () => {
    const owner = await registerUser(t.app);
    const resident = await registerUser(t.app);
    const house = (await call(owner.token, 'POST', '/api/household/create', home)).json().household;
    await call(owner.token, 'POST', `/api/household/${house.id}/members`, {
      user_id: resident.user.id,
      relationship: 'roommate',
    });
    await acceptInvitations(t.app, resident.token);
    const view = (await call(resident.token, 'GET', '/api/household')).json();
    const ownerRow = view.members.find((m: { user_id: string }) => m.user_id === owner.user.id);
    const ownerLeaves = await call(
      owner.token,
      'DELETE',
      `/api/household/${house.id}/members/${ownerRow.id}`,
    );
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json()).toEqual({ detail: INVITATION_TEXTS.ownerCannotLeave });
    // The Owner hands over to a resident who accepted (not to an outsider, not by a resident).
    const handOver = (token: string, to: string) =>
      call(token, 'POST', `/api/household/${house.id}/transfer-ownership`, { new_owner_id: to });
    const stranger = await registerUser(t.app);
    expect((await handOver(owner.token, stranger.user.id)).statusCode).toBe(422);
    expect((await handOver(resident.token, resident.user.id)).statusCode).toBe(403);
    const handed = await handOver(owner.token, resident.user.id);
    expect(handed.statusCode).toBe(200);
    expect(
      handed.json().members.map((m: { user_id: string; is_creator: boolean }) => [m.user_id, m.is_creator]),
    ).toEqual([
      [owner.user.id, false],
      [resident.user.id, true],
    ]);
    // Now the former Owner may move out, and the new Owner may not.
    expect(
      (await call(owner.token, 'DELETE', `/api/household/${house.id}/members/${owner.user.id}`)).statusCode,
    ).toBe(200);
    expect((await call(resident.token, 'GET', '/api/household')).json().members).toHaveLength(1);
  });

  it('a resident moves out by their row id', async () => {
    const owner = await registerUser(t.app);
    const resident = await registerUser(t.app);
    const house = (await call(owner.token, 'POST', '/api/household/create', home)).json().household;
    await call(owner.token, 'POST', `/api/household/${house.id}/members`, {
      user_id: resident.user.id,
      relationship: 'roommate',
    });
    await acceptInvitations(t.app, resident.token);
    const view = (await call(resident.token, 'GET', '/api/household')).json();
    const row = view.members.find((m: { user_id: string }) => m.user_id === resident.user.id);
    expect(
      (await call(resident.token, 'DELETE', `/api/household/${house.id}/members/${row.id}`)).statusCode,
    ).toBe(200);
    expect((await call(resident.token, 'GET', '/api/household')).json().household).toBeNull();
  });

  it('chat: members leave themselves only; the last ADMIN hands over; the last member deletes the group', async () => {
    const admin = await registerUser(t.app);
    const early = await registerUser(t.app);
    const late = await registerUser(t.app);
    const outsider = await registerUser(t.app);
    const group = (
      await call(admin.token, 'POST', '/api/chat-groups', { name: 'Дача', member_ids: [early.user.id] })
    ).json().group;
    expect(await acceptInvitations(t.app, early.token)).toBe(1);
    // `late` joins a moment later (the creation puts everyone in at once).
    await t.db
      .insert(chatMembers)
      .values({ groupId: group.id, userId: late.user.id, joinedAt: new Date(Date.now() + 1000) });
    const leave = (who: U, userId = who.user.id) =>
      call(who.token, 'DELETE', `/api/chat-groups/${group.id}/members/${userId}`);
    expect((await leave(outsider)).statusCode).toBe(404);
    const other = await leave(early, late.user.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: INVITATION_TEXTS.onlyYourself });
    expect((await leave(admin)).statusCode).toBe(204);
    const roles = async () =>
      (await call(late.token, 'GET', `/api/chat-groups/${group.id}/members`))
        .json()
        .members.map((m: { user_id: string; role: string }) => [m.user_id, m.role]);
    expect(await roles()).toEqual([
      [early.user.id, 'ADMIN'],
      [late.user.id, 'MEMBER'],
    ]);
    expect((await call(admin.token, 'GET', `/api/chat-groups/${group.id}/messages`)).statusCode).toBe(404);
    expect((await leave(late)).statusCode).toBe(204);
    expect((await leave(early)).statusCode).toBe(204);
    expect(await t.db.select().from(chatGroups).where(eq(chatGroups.id, group.id))).toEqual([]);
  });

  it("a family's FAMILY group is left by leaving the family (409)", async () => {
    const { invitee, family } = await familyWithInvitee();
    await acceptInvitations(t.app, invitee.token);
    const res = await call(
      invitee.token,
      'DELETE',
      `/api/chat-groups/${family.chat_group_id}/members/${invitee.user.id}`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: INVITATION_TEXTS.familyGroupLeave });
  });
});

describe('relatives entered by name only', () => {
  it('PARENTs and the creator edit them; others may not; members with an account are not records', async () => {
    const owner = await registerUser(t.app);
    const child = await registerUser(t.app);
    const family = (
      await call(owner.token, 'POST', '/api/family/create-with-members', {
        name: 'Родня',
        members: [
          { first_name: 'Бабушка', last_name: 'Нина', relationship: 'other' },
          { user_id: child.user.id, relationship: 'child' },
        ],
      })
    ).json();
    await acceptInvitations(t.app, child.token);
    const members = (await call(owner.token, 'GET', `/api/family/${family.id}/members`)).json().members;
    const granny = members.find((m: { first_name: string }) => m.first_name === 'Бабушка');
    const kid = members.find((m: { user_id: string }) => m.user_id === child.user.id);
    const edit = (token: string, id: string, payload: object) =>
      call(token, 'PUT', `/api/family/${family.id}/members/${id}`, payload);
    const body = {
      first_name: 'Бабуля',
      last_name: 'Нина',
      date_of_birth: '1950-02-03',
      relationship: 'parent',
    };
    expect((await edit(child.token, granny.id, body)).statusCode).toBe(403);
    const stranger = await registerUser(t.app);
    expect((await edit(stranger.token, granny.id, body)).statusCode).toBe(404);
    expect((await edit(owner.token, granny.id, { ...body, first_name: '' })).statusCode).toBe(422);
    const accountRow = await edit(owner.token, kid.id, body);
    expect(accountRow.statusCode).toBe(409);
    expect(accountRow.json()).toEqual({ detail: INVITATION_TEXTS.relativeHasAccount });
    expect((await edit(owner.token, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    const ok = await edit(owner.token, granny.id, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().members.find((m: { id: string }) => m.id === granny.id)).toMatchObject({
      first_name: 'Бабуля',
      date_of_birth: '1950-02-03',
      relationship: 'parent',
      // A relationship gives no power to manage (issue 32 item 22).
      role: null,
      status: 'active',
    });
    // Removable by its member id (it has no user id).
    const removed = await call(owner.token, 'DELETE', `/api/family/${family.id}/members/${granny.id}`);
    expect(removed.statusCode).toBe(200);
    const [row] = await t.db.select().from(familyMembers).where(eq(familyMembers.id, granny.id));
    expect(row).toBeUndefined();
  });
});
