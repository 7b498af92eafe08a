import { ACCOUNT_TEXTS } from '@krug/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TEXTS } from '../../platform/jwt.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { image } from '../../test/files.ts';
import {
  difference,
  nonZero,
  userReferences,
  userReferencesInSchema,
  userTraces,
} from '../../test/user-traces.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('my information', () => {
  it('answers the details with marriage status SINGLE by default', async () => {
    const { token } = await registerUser(t.app, { middle_name: 'Сергеевна', phone: '+79000000000' });
    const res = await call(token, 'GET', '/api/my-info');
    expect(res.json()).toMatchObject({
      first_name: 'Анна',
      middle_name: 'Сергеевна',
      marriage_status: 'SINGLE',
      profile_completed: false,
    });
  });

  it('saves a section; spouse fields only while MARRIED; validates names, email and dates', async () => {
    const { token, password } = await registerUser(t.app);
    const married = await call(token, 'PUT', '/api/my-info', {
      marriage_status: 'MARRIED',
      spouse_name: 'Иван',
      spouse_phone: '+7 900',
    });
    expect(married.json()).toMatchObject({ marriage_status: 'MARRIED', spouse_name: 'Иван' });
    const single = await call(token, 'PUT', '/api/my-info', { marriage_status: 'DIVORCED' });
    expect(single.json()).toMatchObject({
      marriage_status: 'DIVORCED',
      spouse_name: null,
      spouse_phone: null,
    });
    // Each error names the body field it is about, so the form shows it under that input.
    for (const [payload, detail, field] of [
      [{ first_name: ' ' }, 'Имя обязательно', 'first_name'],
      [{ email: 'nope' }, 'Некорректный email', 'email'],
      [{ date_of_birth: '2001-02-30' }, 'Такой даты не существует', 'date_of_birth'],
      [{ marriage_status: 'COMPLICATED' }, 'Недопустимое семейное положение', 'marriage_status'],
      [{ address_postal_code: '1'.repeat(21) }, 'Максимум 20 символов', 'address_postal_code'],
    ] as const) {
      const res = await call(token, 'PUT', '/api/my-info', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ detail, field });
    }
    const other = await registerUser(t.app);
    const taken = await call(token, 'PUT', '/api/my-info', {
      email: other.email,
      current_password: password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: 'Пользователь с таким email уже зарегистрирован',
      field: 'email',
    });
    const noPassword = await call(token, 'PUT', '/api/my-info', { email: 'new@example.com' });
    expect(noPassword.json()).toEqual({
      detail: ACCOUNT_TEXTS.currentPasswordForEmail,
      field: 'current_password',
    });
    const done = await call(token, 'PUT', '/api/users/profile/complete', {
      address_street: 'Ленина 1',
      address_city: 'Казань',
      address_country: 'Россия',
      marriage_status: 'SINGLE',
    });
    expect(done.json().profile_completed).toBe(true);
    expect((await call(token, 'PUT', '/api/users/profile/complete', { address_street: 'x' })).json()).toEqual(
      { detail: ACCOUNT_TEXTS.cityRequired, field: 'address_city' },
    );
    // A body that is not an object is about no field: the message alone.
    const notObject = await t.app.inject({
      method: 'PUT',
      url: '/api/my-info',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json()).not.toHaveProperty('field');
  });
});

describe('profile photo', () => {
  it('takes an image of at most 10 MB, serves it, deletes it', async () => {
    const { token } = await registerUser(t.app);
    const png = (await image('png', 800, 600)).toString('base64');
    const res = await call(token, 'PUT', '/api/users/profile-picture', {
      profile_picture: `data:image/png;base64,${png}`,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().profile_picture as string;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    const text = await call(token, 'PUT', '/api/users/profile-picture', {
      profile_picture: `data:image/png;base64,${Buffer.from('hi').toString('base64')}`,
    });
    expect(text.json()).toEqual({ detail: ACCOUNT_TEXTS.photoNotImage });
    const big = Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024)]).toString('base64');
    const tooBig = await call(token, 'PUT', '/api/users/profile-picture', {
      profile_picture: `data:image/png;base64,${big}`,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: ACCOUNT_TEXTS.photoTooLarge });
    const removed = await call(token, 'DELETE', '/api/users/profile-picture');
    expect(removed.json().profile_picture).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('password', () => {
  it('needs the right current password and 6+ characters, then the new one signs in', async () => {
    const u = await registerUser(t.app);
    const wrong = await call(u.token, 'PUT', '/api/auth/change-password', {
      current_password: 'nope',
      new_password: 'newsecret',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: ACCOUNT_TEXTS.currentPasswordWrong, field: 'current_password' });
    const short = await call(u.token, 'PUT', '/api/auth/change-password', {
      current_password: u.password,
      new_password: '12345',
    });
    expect(short.json()).toEqual({ detail: ACCOUNT_TEXTS.passwordShort, field: 'new_password' });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password } });
    const otherDevice = (await login(u.password)).json().access_token as string;
    expect((await call(otherDevice, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const changed = await call(u.token, 'PUT', '/api/auth/change-password', {
      current_password: u.password,
      new_password: 'newsecret',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().access_token as string;
    expect(changed.json().token_type).toBe('bearer');
    // Every token issued before the change stops working; the fresh one goes on.
    for (const old of [u.token, otherDevice]) {
      const res = await call(old, 'GET', '/api/auth/me');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: TOKEN_TEXTS.revoked });
    }
    expect((await call(fresh, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await login(u.password)).statusCode).toBe(401);
    const relogged = await login('newsecret');
    expect(relogged.statusCode).toBe(200);
    expect((await call(relogged.json().access_token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});

describe('account deletion', () => {
  it('removes everything of the user, keeps everyone else, and rehomes adult family members', async () => {
    const leaver = await registerUser(t.app, { first_name: 'Уходящий' });
    const spouse = await registerUser(t.app, { first_name: 'Супруга', last_name: 'Остающаяся' });
    const friend = await registerUser(t.app, { first_name: 'Друг' });
    // Invited but never accepted: was never in the family, so gets no family of their own.
    const undecided = await registerUser(t.app, { first_name: 'Сомневающийся' });
    await call(leaver.token, 'POST', '/api/family/create-with-members', {
      name: 'Семья Ухода',
      members: [
        { user_id: spouse.user.id, relationship: 'spouse' },
        { user_id: undecided.user.id, relationship: 'sibling' },
      ],
    });
    await acceptInvitations(t.app, spouse.token);
    const home = (
      await call(leaver.token, 'POST', '/api/household/create', {
        household_name: 'Дом',
        address_street: 'У 1',
        address_city: 'Г',
        address_country: 'Россия',
      })
    ).json();
    await call(leaver.token, 'POST', `/api/household/${home.household.id}/members`, {
      user_id: friend.user.id,
      relationship: 'roommate',
    });
    await acceptInvitations(t.app, friend.token);
    const post = (
      await call(leaver.token, 'POST', '/api/posts', { content: 'Пока!', visibility: 'PUBLIC' })
    ).json();
    const friendsPost = (
      await call(friend.token, 'POST', '/api/posts', { content: 'Мой пост', visibility: 'PUBLIC' })
    ).json();
    await call(leaver.token, 'POST', `/api/posts/${friendsPost.id}/comments`, { content: 'Коммент' });
    await call(leaver.token, 'POST', `/api/posts/${friendsPost.id}/like`);
    await call(friend.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Удачи' });
    const group = (
      await call(leaver.token, 'POST', '/api/chat-groups', { name: 'Чат', member_ids: [friend.user.id] })
    ).json();
    await call(leaver.token, 'POST', `/api/chat-groups/${group.group.id}/messages`, { content: 'msg' });
    await call(friend.token, 'POST', `/api/chat-groups/${group.group.id}/messages`, { content: 'ответ' });
    // More of the leaver's traces, each in a table of its own.
    const more: ['POST' | 'PUT', string, object?][] = [
      ['POST', `/api/posts/${friendsPost.id}/reactions`, { emoji: '👍' }],
      ['POST', '/api/friends/requests', { user_id: undecided.user.id }],
      ['POST', `/api/people/${friend.user.id}/follow`],
      ['PUT', '/api/users/notification-preferences', { like: false }],
      ['POST', '/api/my-documents', { document_type: 'DRIVERS_LICENSE', country: 'Россия' }],
      ['POST', '/api/albums', { title: 'Альбом' }],
      ['POST', '/api/calendar/feed'],
    ];
    for (const [method, url, body] of more) {
      const res = await call(leaver.token, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }

    // Every column that points at users, from the database's catalog (and the same in the schema).
    const refs = await userReferences(t.db);
    expect(refs).toEqual(userReferencesInSchema());
    const leaverBefore = nonZero(await userTraces(t.db, leaver.user.id));
    expect(Object.keys(leaverBefore).length).toBeGreaterThan(20);
    const friendBefore = await userTraces(t.db, friend.user.id);
    expect(
      (await call(leaver.token, 'DELETE', '/api/auth/delete-account', { current_password: leaver.password }))
        .statusCode,
    ).toBe(204);
    expect(nonZero(await userTraces(t.db, leaver.user.id))).toEqual({});
    // The friend keeps every row of their own (post, memberships, message, notifications) except
    // the one comment they wrote under the leaver's post, which goes with that post, and what was
    // the leaver's: notifications about the friend (that comment; the accepted household
    // invitation) and the leaver's following of the friend.
    expect(difference(friendBefore, await userTraces(t.db, friend.user.id))).toEqual({
      'comments.author_id': -1,
      'notifications.actor_id': -2,
      'user_follows.followee_id': -1,
    });
    expect((await call(friend.token, 'GET', `/api/posts/${friendsPost.id}`)).json()).toMatchObject({
      comments_count: 0,
      likes_count: 0,
    });
    // The household passes to the friend; the spouse has a family of her own and is told so.
    const friendHome = (await call(friend.token, 'GET', '/api/household')).json();
    expect(friendHome.members).toEqual([
      expect.objectContaining({ user_id: friend.user.id, is_creator: true }),
    ]);
    const families = (await call(spouse.token, 'GET', '/api/family-profiles')).json().family_profiles;
    expect(
      families.map((f: { family_name: string; user_role: string }) => [f.family_name, f.user_role]),
    ).toEqual([['Семья Остающаяся', 'PARENT']]);
    const told = (await call(spouse.token, 'GET', '/api/notifications')).json();
    expect(told[0].text).toContain('Семья Ухода');
    expect((await call(undecided.token, 'GET', '/api/family-profiles')).json().family_profiles).toEqual([]);
    expect((await call(undecided.token, 'GET', '/api/invitations')).json()).toEqual([]);
    // The deleted account cannot sign in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: leaver.email, password: leaver.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await call(leaver.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('account deletion of an organization owner', () => {
  it('is refused with 409 until ownership is transferred', async () => {
    const owner = await registerUser(t.app);
    await call(owner.token, 'POST', '/api/work/organizations', {
      name: 'Моя фирма',
      description: 'd',
      industry: 'Other',
      creator_job_title: 'CEO',
    });
    const res = await call(owner.token, 'DELETE', '/api/auth/delete-account', {
      current_password: owner.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: ACCOUNT_TEXTS.ownerMustTransfer });
    expect((await call(owner.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});
