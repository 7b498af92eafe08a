import { LIMIT_TEXTS } from '@krug/contract/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatGroups,
  chatMembers,
  families,
  familyMembers,
  householdMembers,
  households,
  organizations,
  orgMembers,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

/*
 * Issue 16 §3 "Email harvesting": user search shows emails only inside close circles. Issue 29 §1
 * (CONTRACT §4 "Consent, continued"): friends, family, household and the admins of the person's
 * organizations; never because of a shared chat group or a plain shared membership.
 */

type U = Awaited<ReturnType<typeof registerUser>>;
type Found = {
  id: string;
  name: string;
  surname: string;
  email: string | null;
  profile_picture: string | null;
};
let t: TestApp;
let me: U;
/** One person per circle, each sharing exactly one circle with `me`. */
let family: U;
let invitedOnly: U;
let household: U;
let org: U;
let chat: U;
let stranger: U;
let hidden: U;
let hiddenRelative: U;

const search = (token: string, query: string, app = t) =>
  app.app.inject({
    method: 'GET',
    url: `/api/users/search?query=${encodeURIComponent(query)}`,
    headers: bearer(token),
  });
const found = async (query: string) => {
  const res = await search(me.token, query);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(res.json<{ users: Found[] }>().users.map((u) => [u.id, u.email]));
};
const hide = (u: U) =>
  t.db
    .update(users)
    .set({ privacySettings: { profile_visible_to_public: false } })
    .where(eq(users.id, u.user.id));

beforeAll(async () => {
  t = await createTestApp();
  const person = (first: string) => registerUser(t.app, { first_name: first, last_name: 'Поисковая' });
  me = await registerUser(t.app, { first_name: 'Искатель', last_name: 'Ищущий' });
  family = await person('Семейная');
  invitedOnly = await person('Приглашённая');
  household = await person('Соседка');
  org = await person('Коллега');
  chat = await person('Собеседница');
  stranger = await person('Незнакомка');
  hidden = await person('Скрытная');
  hiddenRelative = await person('Скрытная-родственница');
  await hide(hidden);
  await hide(hiddenRelative);
  // Circles written directly, so each person shares exactly one kind of circle with `me`.
  const [f] = await t.db.insert(families).values({ name: 'Семья' }).returning();
  const fm = (u: U, status: 'active' | 'invited' = 'active') => ({
    familyId: f?.id as string,
    userId: u.user.id,
    firstName: u.user.first_name,
    lastName: u.user.last_name,
    status,
  });
  await t.db
    .insert(familyMembers)
    .values([fm(me), fm(family), fm(hiddenRelative), fm(invitedOnly, 'invited')]);
  const [h] = await t.db
    .insert(households)
    .values({ householdName: 'Дом', addressStreet: 'Ул.', addressCity: 'Город', addressCountry: 'Россия' })
    .returning();
  await t.db.insert(householdMembers).values([
    { householdId: h?.id as string, userId: me.user.id },
    { householdId: h?.id as string, userId: household.user.id },
  ]);
  const [o] = await t.db
    .insert(organizations)
    .values({
      name: 'Контора',
      organizationType: 'COMPANY',
      description: 'Офис',
      industry: 'Technology',
      organizationSize: '1-10',
    })
    .returning();
  await t.db.insert(orgMembers).values([
    { orgId: o?.id as string, userId: me.user.id, role: 'Member' },
    { orgId: o?.id as string, userId: org.user.id, role: 'Member' },
  ]);
  const [g] = await t.db.insert(chatGroups).values({ name: 'Болтовня' }).returning();
  await t.db.insert(chatMembers).values([
    { groupId: g?.id as string, userId: me.user.id },
    { groupId: g?.id as string, userId: chat.user.id },
  ]);
});
afterAll(() => t.close());

describe('GET /api/users/search against harvesting', () => {
  it('shows emails only of family members and household residents here; never for a shared org or chat', async () => {
    const result = await found('Поисковая');
    expect(result).toEqual({
      [family.user.id]: family.email,
      [household.user.id]: household.email,
      // Found (they share a circle) but a plain colleague and a chat groupmate see no email.
      [org.user.id]: null,
      [chat.user.id]: null,
      [hiddenRelative.user.id]: hiddenRelative.email,
      // Only invited to the family, not a member yet: no circle shared.
      [invitedOnly.user.id]: null,
      [stranger.user.id]: null,
    });
  });

  it('answers the name and photo of someone outside the circles, never the email', async () => {
    const res = await search(me.token, 'Незнакомка');
    expect(res.json().users).toEqual([
      {
        id: stranger.user.id,
        name: 'Незнакомка',
        surname: 'Поисковая',
        email: null,
        profile_picture: null,
      },
    ]);
  });

  it('matches an email only on the whole address, case-insensitively, and only a visible one', async () => {
    const domain = stranger.email.slice(stranger.email.indexOf('@'));
    expect(await found('@k')).toEqual({});
    expect(await found(domain)).toEqual({});
    expect(await found(stranger.email.slice(0, -1))).toEqual({});
    expect(await found(family.email.toUpperCase())).toEqual({ [family.user.id]: family.email });
    // An address whose email one may not see finds nobody: no telling who owns an address.
    expect(await found(stranger.email)).toEqual({});
    expect(await found(chat.email)).toEqual({});
  });

  it('finds someone with profile_visible_to_public false only inside a shared circle', async () => {
    expect(await found('Скрытная')).toEqual({ [hiddenRelative.user.id]: hiddenRelative.email });
    expect(await found(hidden.email)).toEqual({});
    // Their own circle finds them; an outsider does not.
    const outsider = await registerUser(t.app, { first_name: 'Посторонний', last_name: 'Чужой' });
    const res = await search(outsider.token, 'Скрытная');
    expect(res.json().users).toEqual([]);
  });

  it('requires at least 2 characters (422 with detail)', async () => {
    const res = await search(me.token, 'П');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});

describe('user search rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ limits: { USER_SEARCH_RATE_LIMIT: 2 } });
  });
  afterAll(() => limited.close());

  it('answers 429 with detail past USER_SEARCH_RATE_LIMIT per user; another user keeps a budget', async () => {
    const a = await registerUser(limited.app);
    const b = await registerUser(limited.app);
    expect((await search(a.token, 'Анна', limited)).statusCode).toBe(200);
    expect((await search(a.token, 'Иван', limited)).statusCode).toBe(200);
    const refused = await search(a.token, 'Пётр', limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: LIMIT_TEXTS.tooManySearches });
    expect((await search(b.token, 'Анна', limited)).statusCode).toBe(200);
  });
});
