import { HOUSEHOLD_TEXTS } from '@krug/contract/household';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { households, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { canRemoveResident } from './household.policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const home = {
  household_name: 'Дом на Ленина',
  address_street: 'ул. Ленина, 1',
  address_city: 'Казань',
  address_country: 'Россия',
  members: [],
};

describe('household', () => {
  it('answers an empty household before one is created', async () => {
    const u = await registerUser(t.app);
    expect((await call(u.token, 'GET', '/api/household')).json()).toEqual({ household: null, members: [] });
  });

  it('creates a household with the creator as Owner, adds and removes residents', async () => {
    const owner = await registerUser(t.app, { first_name: 'Олег' });
    const flatmate = await registerUser(t.app, { first_name: 'Гость' });
    const created = await call(owner.token, 'POST', '/api/household/create', {
      ...home,
      address_state: '',
      address_postal_code: '420000',
    });
    expect(created.statusCode).toBe(201);
    const { household, members } = created.json();
    expect(household).toMatchObject({
      household_name: 'Дом на Ленина',
      address_state: null,
      address_postal_code: '420000',
    });
    expect(members).toEqual([
      expect.objectContaining({ user_id: owner.user.id, is_creator: true, first_name: 'Олег' }),
    ]);

    const added = await call(owner.token, 'POST', `/api/household/${household.id}/members`, {
      user_id: flatmate.user.id,
      relationship: 'roommate',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().members.map((m: { status: string }) => m.status)).toEqual(['active', 'invited']);
    const told = (await call(flatmate.token, 'GET', '/api/notifications')).json();
    expect(told[0]).toMatchObject({
      type: 'invitation',
      text: 'Олег Иванова приглашает вас в домохозяйство «Дом на Ленина»',
      link: { kind: 'invitations', id: added.json().members[1].id },
    });
    // Invited is not living there: no household until they accept.
    expect((await call(flatmate.token, 'GET', '/api/household')).json()).toEqual({
      household: null,
      members: [],
    });
    await acceptInvitations(t.app, flatmate.token);
    // The resident now sees the household; the Owner cannot be removed, by anyone, nor move out.
    expect((await call(flatmate.token, 'GET', '/api/household')).json().household.id).toBe(household.id);
    const removeOwner = await call(
      flatmate.token,
      'DELETE',
      `/api/household/${household.id}/members/${owner.user.id}`,
    );
    expect(removeOwner.statusCode).toBe(409);
    expect(removeOwner.json()).toEqual({ detail: HOUSEHOLD_TEXTS.ownerNotRemovable });
    const ownerLeaves = await call(
      owner.token,
      'DELETE',
      `/api/household/${household.id}/members/${owner.user.id}`,
    );
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json()).toEqual({ detail: INVITATION_TEXTS.ownerCannotLeave });
    const removed = await call(
      owner.token,
      'DELETE',
      `/api/household/${household.id}/members/${flatmate.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members).toHaveLength(1);
    expect((await call(flatmate.token, 'GET', '/api/household')).json().household).toBeNull();
  });

  it('hides a household from non-residents and refuses a second household', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const { household } = (await call(owner.token, 'POST', '/api/household/create', home)).json();
    const add = await call(stranger.token, 'POST', `/api/household/${household.id}/members`, {
      user_id: stranger.user.id,
      relationship: 'tenant',
    });
    expect(add.statusCode).toBe(404);
    const second = await call(owner.token, 'POST', '/api/household/create', home);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: HOUSEHOLD_TEXTS.alreadyInHousehold });
    // Someone who lives elsewhere cannot be added.
    await call(stranger.token, 'POST', '/api/household/create', home);
    const taken = await call(owner.token, 'POST', `/api/household/${household.id}/members`, {
      user_id: stranger.user.id,
      relationship: 'tenant',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('requires name, street, city and country, and a known relationship (422, nothing written)', async () => {
    const u = await registerUser(t.app);
    const before = (await t.db.select({ n: count() }).from(households))[0]?.n;
    const cases: [object, string][] = [
      [{ ...home, household_name: '' }, HOUSEHOLD_TEXTS.nameRequired],
      [{ ...home, address_street: ' ' }, HOUSEHOLD_TEXTS.streetRequired],
      [{ ...home, address_city: undefined }, HOUSEHOLD_TEXTS.cityRequired],
      [{ ...home, address_country: '' }, HOUSEHOLD_TEXTS.countryRequired],
    ];
    for (const [payload, detail] of cases) {
      const res = await call(u.token, 'POST', '/api/household/create', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail });
    }
    expect((await t.db.select({ n: count() }).from(households))[0]?.n).toBe(before);
    const { household } = (await call(u.token, 'POST', '/api/household/create', home)).json();
    const other = await registerUser(t.app);
    const bad = await call(u.token, 'POST', `/api/household/${household.id}/members`, {
      user_id: other.user.id,
      relationship: 'cousin',
    });
    expect(bad.statusCode).toBe(422);
  });

  it.each([
    ['Owner removes a resident', { isCreator: true }, 'me', { isCreator: false, userId: 'x' }, true],
    ['resident moves out', { isCreator: false }, 'x', { isCreator: false, userId: 'x' }, true],
    ['resident removes another', { isCreator: false }, 'y', { isCreator: false, userId: 'x' }, false],
    ['nobody removes the Owner', { isCreator: true }, 'me', { isCreator: true, userId: 'me' }, false],
    ['outsider', undefined, 'z', { isCreator: false, userId: 'x' }, false],
  ] as const)('policy: %s', (_, actor, actorId, target, expected) => {
    expect(canRemoveResident(actor, actorId, target)).toBe(expected);
  });
});

describe('household members', () => {
  it("carry each resident's photo (null without one)", async () => {
    const owner = await registerUser(t.app);
    const resident = await registerUser(t.app);
    const photo = `/api/users/avatars/${resident.user.id}.webp`;
    await t.db.update(users).set({ profilePicture: photo }).where(eq(users.id, resident.user.id));
    const { household } = (await call(owner.token, 'POST', '/api/household/create', home)).json();
    await call(owner.token, 'POST', `/api/household/${household.id}/members`, {
      user_id: resident.user.id,
      relationship: 'tenant',
    });
    const { members } = (await call(owner.token, 'GET', '/api/household')).json();
    const pictures = Object.fromEntries(
      members.map((m: { user_id: string; profile_picture: string | null }) => [m.user_id, m.profile_picture]),
    );
    expect(pictures).toEqual({ [owner.user.id]: null, [resident.user.id]: photo });
  });
});

describe('household invitations across a block (CONTRACT §8)', () => {
  it('nobody is invited across a block: 404 to the blocked, 403 to the blocker', async () => {
    const owner = await registerUser(t.app, { first_name: 'Блок' });
    const other = await registerUser(t.app);
    const blocker = await registerUser(t.app);
    const created = await call(owner.token, 'POST', '/api/household/create', home);
    expect(created.statusCode).toBe(201);
    const householdId = created.json().household.id as string;
    const invite = (userId: string) =>
      call(owner.token, 'POST', `/api/household/${householdId}/members`, {
        user_id: userId,
        relationship: 'roommate',
      });
    // The invited person blocked the owner: they do not exist for the owner.
    expect((await call(blocker.token, 'POST', '/api/blocks', { user_id: owner.user.id })).statusCode).toBe(
      201,
    );
    const hidden = await invite(blocker.user.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: HOUSEHOLD_TEXTS.userNotFound });
    // The owner blocked someone: told so.
    expect((await call(owner.token, 'POST', '/api/blocks', { user_id: other.user.id })).statusCode).toBe(201);
    expect((await invite(other.user.id)).statusCode).toBe(403);
    expect((await call(blocker.token, 'GET', '/api/invitations')).json()).toEqual([]);
    expect((await call(other.token, 'GET', '/api/invitations')).json()).toEqual([]);
  });
});
