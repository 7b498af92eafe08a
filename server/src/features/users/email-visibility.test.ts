import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  acceptInvitations,
  allowGroupAdds,
  bearer,
  joinOrganization,
  registerUser,
} from '../../test/factories.ts';

/**
 * Issue 29 §1 (CONTRACT §4 "Consent, continued"): a user's email is shown only to themselves,
 * their friends, family members and household residents, and to the administrators of an
 * organization they belong to; never because of a shared chat group or a plain shared membership.
 */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
const call = (u: U, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });

let target: U;
let friend: U;
let relative: U;
let flatmate: U;
let orgAdmin: U;
let colleague: U;
let groupmate: U;
let stranger: U;
let familyInvitee: U;
let orgId: string;
let householdId: string;

/** The email `viewer` gets for `target` in user search by name (null when hidden, undefined when not found). */
async function searchedEmail(viewer: U) {
  const res = await call(viewer, 'GET', `/api/users/search?query=${encodeURIComponent('Целевая Почтова')}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().users.find((u: { id: string }) => u.id === target.user.id)?.email;
}

beforeAll(async () => {
  t = await createTestApp();
  const reg = (first_name: string, last_name = 'Знакомов') => registerUser(t.app, { first_name, last_name });
  target = await reg('Целевая', 'Почтова');
  friend = await reg('Друг');
  relative = await reg('Родственник');
  flatmate = await reg('Сосед');
  orgAdmin = await reg('Админ');
  colleague = await reg('Коллега');
  groupmate = await reg('Групповой');
  stranger = await reg('Посторонний');
  familyInvitee = await reg('Приглашённый');

  const sent = await call(friend, 'POST', '/api/friends/requests', { user_id: target.user.id });
  await call(target, 'POST', `/api/friends/requests/${sent.json().id}/accept`);

  const family = await call(target, 'POST', '/api/family/create-with-members', {
    name: 'Почтовы',
    members: [
      { user_id: relative.user.id, relationship: 'sibling' },
      { user_id: familyInvitee.user.id, relationship: 'child' },
    ],
    privacy_level: 'PRIVATE',
  });
  await acceptInvitations(t.app, relative.token, family.json().id);

  const home = await call(flatmate, 'POST', '/api/household/create', {
    household_name: 'Общий дом',
    address_street: 'Ул. 2',
    address_city: 'Город',
    address_country: 'Россия',
  });
  householdId = home.json().household.id;
  await call(flatmate, 'POST', `/api/household/${householdId}/members`, {
    user_id: target.user.id,
    relationship: 'roommate',
  });
  await acceptInvitations(t.app, target.token, householdId);

  orgId = (
    await call(orgAdmin, 'POST', '/api/work/organizations', {
      name: 'Почта и Ко',
      description: 'd',
      industry: 'Other',
      creator_job_title: 'CEO',
    })
  ).json().id;
  await joinOrganization(t.app, orgAdmin.token, orgId, target);
  await joinOrganization(t.app, orgAdmin.token, orgId, colleague);

  await allowGroupAdds(t.app, target.token);
  const group = await call(groupmate, 'POST', '/api/chat-groups', {
    name: 'Болталка',
    member_ids: [target.user.id],
  });
  expect(group.json().invited).toEqual([]);
});
afterAll(() => t.close());

describe('user search', () => {
  it('shows the email to the person, friends, family, household and org admins', async () => {
    for (const viewer of [friend, relative, flatmate, orgAdmin])
      expect(await searchedEmail(viewer)).toBe(target.email);
  });

  it('hides it from a colleague, a chat groupmate, someone only invited to the family and a stranger', async () => {
    for (const viewer of [colleague, groupmate, familyInvitee, stranger])
      expect(await searchedEmail(viewer)).toBeNull();
  });

  it('finds someone by their exact email only for whoever may see that email (no address lookup)', async () => {
    const byEmail = async (viewer: U) =>
      (await call(viewer, 'GET', `/api/users/search?query=${encodeURIComponent(target.email)}`))
        .json()
        .users.map((u: { id: string }) => u.id);
    expect(await byEmail(friend)).toEqual([target.user.id]);
    expect(await byEmail(orgAdmin)).toEqual([target.user.id]);
    for (const viewer of [stranger, groupmate, colleague]) expect(await byEmail(viewer)).toEqual([]);
  });
});

describe('member lists', () => {
  it('organization members: admins see every email; a member sees only their own and their circle’s', async () => {
    const emailIn = async (viewer: U, of: U) =>
      (await call(viewer, 'GET', `/api/work/organizations/${orgId}/members`))
        .json()
        .members.find((m: { user_id: string }) => m.user_id === of.user.id)?.user_email;
    expect(await emailIn(orgAdmin, target)).toBe(target.email);
    expect(await emailIn(orgAdmin, colleague)).toBe(colleague.email);
    expect(await emailIn(colleague, target)).toBeNull();
    expect(await emailIn(colleague, orgAdmin)).toBeNull();
    expect(await emailIn(colleague, colleague)).toBe(colleague.email);
  });

  it('household members: residents see each other’s; an invited person’s only when otherwise allowed', async () => {
    const invited = await registerUser(t.app, { first_name: 'Жилец', last_name: 'Будущий' });
    await call(flatmate, 'POST', `/api/household/${householdId}/members`, {
      user_id: invited.user.id,
      relationship: 'tenant',
    });
    const members = (await call(flatmate, 'GET', '/api/household')).json().members;
    const emailOf = (u: U) => members.find((m: { user_id: string }) => m.user_id === u.user.id)?.email;
    expect(emailOf(target)).toBe(target.email);
    expect(emailOf(flatmate)).toBe(flatmate.email);
    expect(emailOf(invited)).toBeNull();
  });

  it('chat group members never carry an email', async () => {
    const groups = (await call(groupmate, 'GET', '/api/chat-groups')).json().chat_groups;
    const members = (await call(groupmate, 'GET', `/api/chat-groups/${groups[0].group.id}/members`)).json();
    expect(JSON.stringify(members)).not.toContain(target.email);
  });
});
