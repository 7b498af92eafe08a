import { HOME_TEXTS } from '@krug/contract/home';
import { addDaysTo, weekdayOf } from '@krug/contract/recurrence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { openLiveSocket } from '../../test/live-socket.ts';
import { until } from '../../test/until.ts';
import { CHORE_REMINDERS_JOB } from './chores.jobs.ts';

/** Issue 34 §2: shared lists, chores and the meal plan of a family and a household. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let mum: U;
let dad: U;
let kid: U;
let outsider: U;
let familyId: string;
let householdId: string;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (u: U, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
const ok = async (u: U, method: Method, url: string, payload?: object) => {
  const res = await call(u, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? undefined : res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  mum = await registerUser(t.app, { first_name: 'Мама', last_name: 'Орлова' });
  dad = await registerUser(t.app, { first_name: 'Папа', last_name: 'Орлов' });
  kid = await registerUser(t.app, { first_name: 'Сын', last_name: 'Орлов' });
  outsider = await registerUser(t.app, { first_name: 'Сосед', last_name: 'Чужой' });
  const family = await ok(mum, 'POST', '/api/family/create-with-members', {
    name: 'Орловы',
    members: [
      { user_id: dad.user.id, relationship: 'spouse' },
      { user_id: kid.user.id, relationship: 'child' },
    ],
  });
  familyId = family.id;
  const home = await ok(mum, 'POST', '/api/household/create', {
    household_name: 'Дом',
    address_street: 'Улица 1',
    address_city: 'Город',
    address_country: 'Россия',
  });
  householdId = home.household.id;
  await ok(mum, 'POST', `/api/household/${householdId}/members`, {
    user_id: dad.user.id,
    relationship: 'family_member',
  });
  await acceptInvitations(t.app, dad.token);
  await acceptInvitations(t.app, kid.token, familyId);
}, 60_000);
afterAll(() => t.close());

describe('shared lists', () => {
  let listId: string;
  it('makes a shopping list the whole household sees, with items, who added and who checked', async () => {
    const list = await ok(mum, 'POST', `/api/home/household/${householdId}/lists`, {
      kind: 'shopping',
      title: 'Продукты',
    });
    listId = list.id;
    expect(list).toMatchObject({ kind: 'shopping', item_count: 0, can_delete: true, scope: 'household' });
    const milk = await ok(mum, 'POST', `/api/lists/${listId}/items`, { text: 'Молоко', quantity: '2 л' });
    await ok(dad, 'POST', `/api/lists/${listId}/items`, { text: 'Хлеб', note: 'бородинский' });
    const checked = await ok(dad, 'PATCH', `/api/lists/${listId}/items/${milk.id}`, { checked: true });
    expect(checked.checked_by.first_name).toBe('Папа');
    const { list: seen, items } = await ok(dad, 'GET', `/api/lists/${listId}`);
    expect(seen).toMatchObject({ item_count: 2, checked_count: 1, can_delete: false });
    expect(items.map((i: { text: string }) => i.text)).toEqual(['Молоко', 'Хлеб']);
    expect(items[0].added_by.first_name).toBe('Мама');
    expect(items[1]).toMatchObject({ quantity: null, note: 'бородинский', checked: false });
    const lists = await ok(dad, 'GET', `/api/home/household/${householdId}/lists`);
    expect(lists.lists.map((l: { id: string }) => l.id)).toEqual([listId]);
  });

  it('never loses an edit when two people change one item at once', async () => {
    const item = await ok(mum, 'POST', `/api/lists/${listId}/items`, { text: 'Яйца' });
    // Both tick it and one also changes the quantity, all at the same moment.
    const [a, b, c] = await Promise.all([
      call(mum, 'PATCH', `/api/lists/${listId}/items/${item.id}`, { checked: true }),
      call(dad, 'PATCH', `/api/lists/${listId}/items/${item.id}`, { checked: true }),
      call(dad, 'PATCH', `/api/lists/${listId}/items/${item.id}`, { quantity: '10 шт' }),
    ]);
    for (const r of [a, b, c]) expect(r.statusCode, r.body).toBe(200);
    const after = (await ok(mum, 'GET', `/api/lists/${listId}`)).items.find(
      (i: { id: string }) => i.id === item.id,
    );
    expect(after).toMatchObject({ checked: true, quantity: '10 шт', text: 'Яйца', version: 4 });
    // The first tick is the one recorded; a later tick does not take it over.
    expect(['Мама', 'Папа']).toContain(after.checked_by.first_name);
    const again = await ok(mum, 'PATCH', `/api/lists/${listId}/items/${item.id}`, { checked: true });
    expect(again.checked_by.first_name).toBe(after.checked_by.first_name);
    const unchecked = await ok(dad, 'PATCH', `/api/lists/${listId}/items/${item.id}`, { checked: false });
    expect(unchecked).toMatchObject({ checked: false, checked_by: null, quantity: '10 шт' });
  });

  it('reorders items', async () => {
    const { items } = await ok(mum, 'GET', `/api/lists/${listId}`);
    const last = items[items.length - 1];
    const moved = await ok(mum, 'POST', `/api/lists/${listId}/items/${last.id}/move`, {
      before_id: items[0].id,
    });
    expect(moved.items.map((i: { id: string }) => i.id)).toEqual([
      last.id,
      ...items.slice(0, -1).map((i: { id: string }) => i.id),
    ]);
    const back = await ok(mum, 'POST', `/api/lists/${listId}/items/${last.id}/move`, { before_id: null });
    expect(back.items.map((i: { id: string }) => i.id)).toEqual(items.map((i: { id: string }) => i.id));
  });

  it('tells every open screen of the circle, and nobody else, live', async () => {
    const mine = await openLiveSocket(t.app, dad.token);
    const theirs = await openLiveSocket(t.app, outsider.token);
    const item = await ok(mum, 'POST', `/api/lists/${listId}/items`, { text: 'Сыр' });
    await ok(mum, 'PATCH', `/api/lists/${listId}/items/${item.id}`, { checked: true });
    const events = await until('two list events', () => {
      const got = mine.received.filter((e) => e.type === 'home.changed');
      return got.length >= 2 ? got : null;
    });
    expect(events[0]).toMatchObject({
      scope: 'household',
      scope_id: householdId,
      what: 'list',
      list_id: listId,
    });
    expect(theirs.received.filter((e) => e.type === 'home.changed')).toEqual([]);
    mine.ws.terminate();
    theirs.ws.terminate();
  });

  it('is 404 to outsiders, refuses bad input, and lets only the author or the manager delete', async () => {
    expect((await call(outsider, 'GET', `/api/lists/${listId}`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/api/lists/${listId}/items`, { text: 'x' })).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/home/household/${householdId}/lists`)).statusCode).toBe(404);
    // The kid is in the family, not the household.
    expect((await call(kid, 'GET', `/api/lists/${listId}`)).statusCode).toBe(404);
    const blank = await call(mum, 'POST', `/api/lists/${listId}/items`, { text: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe(HOME_TEXTS.textRequired);
    expect(
      (await call(mum, 'POST', `/api/home/household/${householdId}/lists`, { kind: 'x', title: 'a' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call(mum, 'POST', `/api/home/planet/${householdId}/lists`, { kind: 'todo', title: 'a' }))
        .statusCode,
    ).toBe(422);
    const dads = await ok(dad, 'POST', `/api/home/family/${familyId}/lists`, {
      kind: 'packing',
      title: 'На дачу',
    });
    expect((await call(kid, 'DELETE', `/api/lists/${dads.id}`)).statusCode).toBe(403);
    expect((await call(dad, 'DELETE', `/api/lists/${dads.id}`)).statusCode).toBe(204);
    expect((await call(mum, 'DELETE', `/api/lists/${listId}`)).statusCode).toBe(204);
    expect((await call(mum, 'GET', `/api/lists/${listId}`)).statusCode).toBe(404);
  });
});

describe('chores', () => {
  const monday = (() => {
    const today = new Date().toISOString().slice(0, 10);
    return addDaysTo(today, -weekdayOf(today));
  })();
  let choreId: string;
  it('puts a weekly chore on its days of the week, marked done or skipped per day', async () => {
    const chore = await ok(mum, 'POST', `/api/home/family/${familyId}/chores`, {
      title: 'Вынести мусор',
      assignee_id: kid.user.id,
      start_date: monday,
      due_time: '19:00',
      recurrence: { freq: 'weekly', by_day: ['MO', 'TH'] },
    });
    choreId = chore.id;
    expect(chore).toMatchObject({
      assignee: { first_name: 'Сын' },
      recurrence: { freq: 'weekly', by_day: ['MO', 'TH'] },
    });
    const week = await ok(
      kid,
      'GET',
      `/api/home/family/${familyId}/chores?from=${monday}&to=${addDaysTo(monday, 13)}`,
    );
    const dates = week.occurrences
      .filter((o: { chore_id: string }) => o.chore_id === choreId)
      .map((o: { date: string }) => o.date);
    expect(dates).toEqual([monday, addDaysTo(monday, 3), addDaysTo(monday, 7), addDaysTo(monday, 10)]);
    expect(week.people.map((p: { first_name: string }) => p.first_name).sort()).toEqual([
      'Мама',
      'Папа',
      'Сын',
    ]);
    await ok(kid, 'PUT', `/api/chores/${choreId}/occurrences/${addDaysTo(monday, 3)}`, { status: 'done' });
    await ok(kid, 'PUT', `/api/chores/${choreId}/occurrences/${addDaysTo(monday, 7)}`, { status: 'skipped' });
    const after = await ok(
      mum,
      'GET',
      `/api/home/family/${familyId}/chores?from=${monday}&to=${addDaysTo(monday, 13)}`,
    );
    const status = Object.fromEntries(
      after.occurrences.map((o: { date: string; status: string }) => [o.date, o.status]),
    );
    expect(status).toEqual({
      [monday]: null,
      [addDaysTo(monday, 3)]: 'done',
      [addDaysTo(monday, 7)]: 'skipped',
      [addDaysTo(monday, 10)]: null,
    });
    // A day the chore does not fall on cannot be marked.
    expect(
      (
        await call(kid, 'PUT', `/api/chores/${choreId}/occurrences/${addDaysTo(monday, 1)}`, {
          status: 'done',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('refuses an assignee from outside the circle, a bad time and a bad rule', async () => {
    const base = { title: 'Полить цветы', start_date: monday };
    const outside = await call(mum, 'POST', `/api/home/family/${familyId}/chores`, {
      ...base,
      assignee_id: outsider.user.id,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().detail).toBe(HOME_TEXTS.assigneeNotMember);
    expect(
      (await call(mum, 'POST', `/api/home/family/${familyId}/chores`, { ...base, due_time: '25:00' }))
        .statusCode,
    ).toBe(422);
    const daily = await call(mum, 'POST', `/api/home/family/${familyId}/chores`, {
      ...base,
      recurrence: { freq: 'daily', by_day: ['MO'] },
    });
    expect(daily.statusCode).toBe(422);
    expect(
      (await call(outsider, 'GET', `/api/home/family/${familyId}/chores?from=${monday}&to=${monday}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          mum,
          'GET',
          `/api/home/family/${familyId}/chores?from=${monday}&to=${addDaysTo(monday, 90)}`,
        )
      ).statusCode,
    ).toBe(422);
  });

  it('reminds the assignee once through the job queue, and not for a day already done', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = addDaysTo(today, 1);
    const chore = await ok(dad, 'POST', `/api/home/household/${householdId}/chores`, {
      title: 'Купить корм',
      assignee_id: dad.user.id,
      start_date: tomorrow,
      due_time: '10:00',
      remind_minutes_before: 60,
    });
    // 09:00 Moscow on that day is 06:00 UTC; the reminder is due from 09:00 Moscow on.
    const [y, m, d] = tomorrow.split('-').map(Number) as [number, number, number];
    const at = new Date(Date.UTC(y, m - 1, d, 6, 30));
    const before = new Date(Date.UTC(y, m - 1, d, 5, 30));
    const reminders = async () =>
      (
        (await ok(dad, 'GET', '/api/notifications')) as { type: string; text: string; link: unknown }[]
      ).filter((n) => n.type === 'chore_reminder');
    await t.app.jobs.runDue({ now: before, kinds: [CHORE_REMINDERS_JOB] });
    expect(await reminders()).toEqual([]);
    await t.app.jobs.runDue({ now: at, kinds: [CHORE_REMINDERS_JOB] });
    await t.app.jobs.runDue({ now: new Date(at.getTime() + 120_000), kinds: [CHORE_REMINDERS_JOB] });
    const got = await reminders();
    expect(got).toHaveLength(1);
    expect(got[0]?.text).toContain('Купить корм');
    expect(got[0]?.link).toEqual({ kind: 'chores', id: `household:${householdId}` });
    // A chore already done gets no reminder.
    const done = await ok(mum, 'POST', `/api/home/household/${householdId}/chores`, {
      title: 'Оплатить свет',
      assignee_id: dad.user.id,
      start_date: tomorrow,
      due_time: '10:00',
      remind_minutes_before: 60,
    });
    await ok(dad, 'PUT', `/api/chores/${done.id}/occurrences/${tomorrow}`, { status: 'done' });
    await t.app.jobs.runDue({ now: new Date(at.getTime() + 240_000), kinds: [CHORE_REMINDERS_JOB] });
    expect((await reminders()).map((n) => n.text).join()).not.toContain('Оплатить свет');
    expect(chore.id).toBeTruthy();
  });

  it('lets only the author or the manager delete a chore', async () => {
    expect((await call(dad, 'DELETE', `/api/chores/${choreId}`)).statusCode).toBe(403);
    expect((await call(outsider, 'DELETE', `/api/chores/${choreId}`)).statusCode).toBe(404);
    expect((await call(mum, 'DELETE', `/api/chores/${choreId}`)).statusCode).toBe(204);
  });
});

describe('the meal plan', () => {
  const monday = '2030-01-07';
  it('keeps breakfast, lunch and dinner per day and sends the ingredients to a shopping list in one tap', async () => {
    await ok(mum, 'PUT', `/api/home/family/${familyId}/meals/${monday}/dinner`, {
      title: 'Борщ',
      recipe: 'Сварить бульон…',
      recipe_url: 'https://example.com/borsch',
      ingredients: ['Свёкла', 'Капуста', 'Картофель'],
    });
    await ok(dad, 'PUT', `/api/home/family/${familyId}/meals/${addDaysTo(monday, 1)}/breakfast`, {
      title: 'Сырники',
      ingredients: ['Творог', 'Яйца', 'свёкла'],
    });
    const week = await ok(kid, 'GET', `/api/home/family/${familyId}/meals?week=${monday}`);
    expect(week.meals.map((m: { title: string }) => m.title)).toEqual(['Борщ', 'Сырники']);
    expect(week.meals[1].updated_by.first_name).toBe('Папа');
    const sent = await ok(kid, 'POST', `/api/home/family/${familyId}/meals/to-list`, {
      from: monday,
      to: addDaysTo(monday, 6),
    });
    // «свёкла» twice is one item.
    expect(sent.added).toBe(5);
    const { list, items } = await ok(mum, 'GET', `/api/lists/${sent.list_id}`);
    expect(list).toMatchObject({ kind: 'shopping', title: 'Покупки к меню', scope: 'family' });
    expect(items.map((i: { text: string }) => i.text)).toEqual([
      'Свёкла',
      'Капуста',
      'Картофель',
      'Творог',
      'Яйца',
    ]);
    // Into an existing list of the same circle.
    const again = await ok(kid, 'POST', `/api/home/family/${familyId}/meals/to-list`, {
      from: monday,
      to: monday,
      list_id: sent.list_id,
    });
    expect(again).toEqual({ list_id: sent.list_id, added: 3 });
  });

  it('refuses a week that does not start on Monday, a bad link, an empty range and outsiders', async () => {
    expect((await call(mum, 'GET', `/api/home/family/${familyId}/meals?week=2030-01-08`)).statusCode).toBe(
      422,
    );
    const bad = await call(mum, 'PUT', `/api/home/family/${familyId}/meals/${monday}/lunch`, {
      title: 'Суп',
      recipe_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    const none = await call(mum, 'POST', `/api/home/family/${familyId}/meals/to-list`, {
      from: '2031-01-01',
      to: '2031-01-02',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe(HOME_TEXTS.noIngredients);
    expect(
      (await call(outsider, 'GET', `/api/home/family/${familyId}/meals?week=${monday}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(mum, 'DELETE', `/api/home/family/${familyId}/meals/${monday}/dinner`)).statusCode,
    ).toBe(204);
    expect(
      (await call(mum, 'DELETE', `/api/home/family/${familyId}/meals/${monday}/dinner`)).statusCode,
    ).toBe(404);
  });
});
