import { PEOPLE_TEXTS } from '@krug/contract/people';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer } from '../../test/factories.ts';
import { peopleKit, type U } from './people.test-kit.ts';

let t: TestApp;
const { call, person } = peopleKit(() => t.app);
const ask = (from: U, to: U) => call(from, 'POST', '/api/friends/requests', { user_id: to.user.id });
async function befriend(a: U, b: U) {
  const sent = await ask(a, b);
  expect(sent.statusCode, sent.body).toBe(201);
  const accepted = await call(b, 'POST', `/api/friends/requests/${sent.json().id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return sent.json<{ id: string }>().id;
}
const notesOf = async (u: U) =>
  (await call(u, 'GET', '/api/notifications')).json<{ type: string; text: string; link: unknown }[]>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('friend requests', () => {
  it('sends a request, notifies the addressee with a link to the requests, lists it both ways', async () => {
    const ivan = await person('Иван', 'Петров');
    const olga = await person('Ольга');
    const res = await ask(ivan, olga);
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({
      status: 'pending',
      direction: 'outgoing',
      person: { id: olga.user.id, first_name: 'Ольга' },
      accepted_at: null,
    });
    const [note] = await notesOf(olga);
    expect(note).toMatchObject({
      type: 'friend_request',
      text: 'Иван Петров хочет добавить вас в друзья',
      link: { kind: 'friend_requests', id: request.id },
    });
    const incoming = (await call(olga, 'GET', '/api/friends/requests/incoming')).json();
    expect(incoming).toEqual([expect.objectContaining({ id: request.id, direction: 'incoming' })]);
    expect(incoming[0].person.id).toBe(ivan.user.id);
    const outgoing = (await call(ivan, 'GET', '/api/friends/requests/outgoing')).json();
    expect(outgoing.map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect((await call(ivan, 'GET', '/api/friends/requests/incoming')).json()).toEqual([]);
  });

  it('refuses yourself (422), an unknown user (404), a second request and friends (409)', async () => {
    const a = await person('А');
    const b = await person('Б');
    const self = await ask(a, a);
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toBe(PEOPLE_TEXTS.notYourself);
    const unknown = await call(a, 'POST', '/api/friends/requests', {
      user_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(a, 'POST', '/api/friends/requests', { user_id: 'nope' })).statusCode).toBe(422);
    expect((await call(a, 'POST', '/api/friends/requests', {})).statusCode).toBe(422);
    const first = await ask(a, b);
    expect(first.statusCode).toBe(201);
    const again = await ask(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PEOPLE_TEXTS.alreadyRequested);
    await call(b, 'POST', `/api/friends/requests/${first.json().id}/accept`);
    const friends = await ask(b, a);
    expect(friends.statusCode).toBe(409);
    expect(friends.json().detail).toBe(PEOPLE_TEXTS.alreadyFriends);
    const rows = await t.db
      .select()
      .from(friendships)
      .where(or(eq(friendships.requesterId, a.user.id), eq(friendships.addresseeId, a.user.id)));
    expect(rows).toHaveLength(1);
  });

  it('asking someone who already asked you accepts their request (200) and tells them', async () => {
    const a = await person('Анна', 'Смирнова');
    const b = await person('Борис');
    const theirs = (await ask(b, a)).json();
    const res = await ask(a, b);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: theirs.id, status: 'accepted', direction: 'incoming' });
    const [note] = await notesOf(b);
    expect(note).toMatchObject({
      type: 'friend_accepted',
      text: 'Анна Смирнова принял(а) вашу заявку в друзья',
      link: { kind: 'person', id: a.user.id },
    });
    expect((await call(b, 'GET', '/api/friends')).json().map((f: { id: string }) => f.id)).toEqual([
      a.user.id,
    ]);
  });

  it('only the addressee accepts or declines, only the requester cancels, others do not see it', async () => {
    const a = await person('А');
    const b = await person('Б');
    const c = await person('В');
    const id = (await ask(a, b)).json().id;
    for (const action of ['accept', 'decline']) {
      const byRequester = await call(a, 'POST', `/api/friends/requests/${id}/${action}`);
      expect(byRequester.statusCode).toBe(403);
      expect(byRequester.json().detail).toBe(PEOPLE_TEXTS.onlyAddresseeAnswers);
      expect((await call(c, 'POST', `/api/friends/requests/${id}/${action}`)).statusCode).toBe(404);
    }
    const byAddressee = await call(b, 'DELETE', `/api/friends/requests/${id}`);
    expect(byAddressee.statusCode).toBe(403);
    expect(byAddressee.json().detail).toBe(PEOPLE_TEXTS.onlyRequesterCancels);
    expect((await call(c, 'DELETE', `/api/friends/requests/${id}`)).statusCode).toBe(404);
    expect((await call(b, 'POST', `/api/friends/requests/${id}/accept`)).statusCode).toBe(200);
    expect((await call(b, 'POST', `/api/friends/requests/${id}/accept`)).statusCode).toBe(409);
    expect((await call(b, 'POST', `/api/friends/requests/${id}/decline`)).statusCode).toBe(409);
    expect((await call(a, 'DELETE', `/api/friends/requests/${id}`)).statusCode).toBe(409);
  });

  it('declining and cancelling delete the request, so it can be sent again', async () => {
    const a = await person('А');
    const b = await person('Б');
    const first = (await ask(a, b)).json().id;
    expect((await call(b, 'POST', `/api/friends/requests/${first}/decline`)).statusCode).toBe(204);
    expect((await call(b, 'GET', '/api/friends/requests/incoming')).json()).toEqual([]);
    expect((await call(b, 'POST', `/api/friends/requests/${first}/accept`)).statusCode).toBe(404);
    const second = (await ask(a, b)).json().id;
    expect((await call(a, 'DELETE', `/api/friends/requests/${second}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', '/api/friends/requests/outgoing')).json()).toEqual([]);
    expect((await ask(a, b)).statusCode).toBe(201);
  });

  it('paginates incoming requests with a Link header', async () => {
    const me = await person('Я');
    for (let i = 0; i < 3; i++) expect((await ask(await person(`П${i}`), me)).statusCode).toBe(201);
    const first = await call(me, 'GET', '/api/friends/requests/incoming?limit=2');
    expect(first.json()).toHaveLength(2);
    const link = first.headers.link as string;
    expect(link).toMatch(/^<\/api\/friends\/requests\/incoming\?limit=2&before=[^>]+>; rel="next"$/);
    const next = await call(me, 'GET', link.slice(1, link.indexOf('>')));
    expect(next.json()).toHaveLength(1);
    expect(next.headers.link).toBeUndefined();
    const all = [...first.json(), ...next.json()].map(
      (r: { person: { first_name: string } }) => r.person.first_name,
    );
    expect(all).toEqual(['П2', 'П1', 'П0']);
  });
});

describe('friends', () => {
  it('lists friends newest first, searches by name, paginates, and removes', async () => {
    const me = await person('Мария', 'Кузнецова');
    const petr = await person('Пётр', 'Сидоров');
    const nina = await person('Нина', 'Орлова');
    const ilya = await person('Илья', 'Сидоренко');
    await befriend(me, petr);
    await befriend(nina, me);
    await befriend(me, ilya);
    const names = (body: { first_name: string }[]) => body.map((f) => f.first_name);
    const list = await call(me, 'GET', '/api/friends');
    expect(names(list.json())).toEqual(['Илья', 'Нина', 'Пётр']);
    expect(list.json()[0]).toMatchObject({ id: ilya.user.id, last_name: 'Сидоренко' });
    expect(list.json()[0].since).toMatch(/Z$/);
    expect(names((await call(me, 'GET', `/api/friends?q=${encodeURIComponent('сидор')}`)).json())).toEqual([
      'Илья',
      'Пётр',
    ]);
    expect(names((await call(me, 'GET', `/api/friends?q=${encodeURIComponent('Нина Орл')}`)).json())).toEqual(
      ['Нина'],
    );
    expect((await call(me, 'GET', '/api/friends?q=%25')).json()).toEqual([]);
    const page1 = await call(me, 'GET', '/api/friends?limit=2');
    expect(names(page1.json())).toEqual(['Илья', 'Нина']);
    const link = page1.headers.link as string;
    const page2 = await call(me, 'GET', link.slice(1, link.indexOf('>')));
    expect(names(page2.json())).toEqual(['Пётр']);
    expect((await call(me, 'GET', '/api/friends?before=garbage')).statusCode).toBe(422);

    expect((await call(me, 'DELETE', `/api/friends/${nina.user.id}`)).statusCode).toBe(204);
    expect(names((await call(nina, 'GET', '/api/friends')).json())).toEqual([]);
    const again = await call(me, 'DELETE', `/api/friends/${nina.user.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(PEOPLE_TEXTS.notAFriend);
  });

  it('removing a friend does not remove a pending request (404)', async () => {
    const a = await person('А');
    const b = await person('Б');
    await ask(a, b);
    expect((await call(a, 'DELETE', `/api/friends/${b.user.id}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', '/api/friends/requests/incoming')).json()).toHaveLength(1);
  });
});

describe('suggestions', () => {
  it('suggests people from shared families, organizations and chat groups with the reason', async () => {
    const me = await person('Я', 'Центральный');
    const relative = await person('Родственник', 'А');
    const colleague = await person('Коллега', 'Б');
    const chatMate = await person('Собеседник', 'В');
    const friend = await person('Друг', 'Г');
    const asked = await person('Спрошенный', 'Д');
    const stranger = await person('Чужой', 'Е');
    const family = await call(me, 'POST', '/api/family/create-with-members', {
      name: 'Центральные',
      members: [
        { user_id: relative.user.id, relationship: 'sibling' },
        { user_id: friend.user.id, relationship: 'sibling' },
      ],
    });
    expect(family.statusCode, family.body).toBe(201);
    await acceptInvitations(t.app, relative.token);
    await acceptInvitations(t.app, friend.token);
    const org = await call(colleague, 'POST', '/api/work/organizations', {
      name: 'Ромашка',
      description: 'Софт',
      industry: 'Technology',
      creator_role: 'CEO',
      creator_job_title: 'Директор',
    });
    expect(org.statusCode, org.body).toBe(201);
    await call(me, 'POST', `/api/organizations/${org.json().id}/join-request`, { message: 'Возьмите' });
    const [joinRequest] = (
      await call(colleague, 'GET', `/api/work/organizations/${org.json().id}/join-requests`)
    ).json().requests;
    expect(
      (await call(colleague, 'POST', `/api/work/join-requests/${joinRequest.id}/approve`, { role: 'Member' }))
        .statusCode,
    ).toBeLessThan(300);
    const group = await call(chatMate, 'POST', '/api/chat-groups', {
      name: 'Книжный клуб',
      member_ids: [me.user.id, asked.user.id, relative.user.id],
    });
    expect(group.statusCode, group.body).toBeLessThan(300);
    // An invitation to a group is no shared group (CONTRACT §4 "Consent, continued"): no suggestion yet.
    const early = (await call(me, 'GET', '/api/friends/suggestions')).json();
    expect(early.map((x: { first_name: string }) => x.first_name)).not.toContain('Собеседник');
    for (const u of [me, asked, relative]) await acceptInvitations(t.app, u.token, group.json().group.id);
    await befriend(me, friend);
    await ask(asked, me);

    const res = await call(me, 'GET', '/api/friends/suggestions');
    expect(res.statusCode, res.body).toBe(200);
    const byName = Object.fromEntries(
      res
        .json()
        .map((s: { first_name: string; reason: string; via_name: string }) => [
          s.first_name,
          [s.reason, s.via_name],
        ]),
    );
    // The relative is also in the chat group: the family is the stronger reason.
    expect(byName).toEqual({
      Родственник: ['family', 'Центральные'],
      Коллега: ['organization', 'Ромашка'],
      Собеседник: ['chat_group', 'Книжный клуб'],
    });
    expect(byName[stranger.user.first_name]).toBeUndefined();
    expect((await call(me, 'GET', '/api/friends/suggestions?limit=1')).json()).toHaveLength(1);
    expect((await call(me, 'GET', '/api/friends/suggestions?limit=51')).statusCode).toBe(422);
  });
});

describe('account deletion', () => {
  it('removes the friendships and requests of the deleted user', async () => {
    const a = await person('Уходящий');
    const b = await person('Остающийся');
    const c = await person('Ещё');
    await befriend(a, b);
    await ask(c, a);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: bearer(a.token),
      payload: { current_password: a.password },
    });
    expect(del.statusCode, del.body).toBe(204);
    expect((await call(b, 'GET', '/api/friends')).json()).toEqual([]);
    expect((await call(c, 'GET', '/api/friends/requests/outgoing')).json()).toEqual([]);
    const left = await t.db
      .select()
      .from(friendships)
      .where(or(eq(friendships.requesterId, a.user.id), eq(friendships.addresseeId, a.user.id)));
    expect(left).toEqual([]);
    // Their notifications to others stay, without the actor.
    expect(await t.db.select().from(notifications).where(eq(notifications.actorId, a.user.id))).toEqual([]);
  });
});
