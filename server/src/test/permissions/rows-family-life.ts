import { expect } from 'vitest';
import type { Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Issue 34: the family tree, the household's and the family's lists, chores and meal plan, the
 * Journal. Family-only things are 404 to outsiders; the household is owner, member and author
 * (admin lives elsewhere); the family is owner (creator), admin (PARENT), member, author.
 */
const H = (w: World) => `/api/home/household/${w.householdId}`;
const F = (w: World) => `/api/home/family/${w.familyId}`;
const MEAL_DAY = '2030-01-07';
const OUT_OF_HOME = { anonymous: 401, stranger: 404, admin: 404 } as const;
const OUT_OF_FAMILY = { anonymous: 401, stranger: 404 } as const;

const ownersList = async (w: World) => {
  const list = await w.call(w.users.owner.token, 'POST', `${H(w)}/lists`, {
    kind: 'shopping',
    title: 'Продукты',
  });
  const item = await w.call(w.users.owner.token, 'POST', `/api/lists/${list.id}/items`, { text: 'Молоко' });
  const other = await w.call(w.users.owner.token, 'POST', `/api/lists/${list.id}/items`, { text: 'Хлеб' });
  return { list: list.id as string, item: item.id as string, other: other.id as string };
};
const ownersChore = async (w: World) => {
  const chore = await w.call(w.users.owner.token, 'POST', `${F(w)}/chores`, {
    title: 'Полить цветы',
    start_date: '2030-01-07',
    recurrence: { freq: 'weekly' },
  });
  return { chore: chore.id as string };
};
const dinner = async (w: World) => {
  await w.call(w.users.owner.token, 'PUT', `${F(w)}/meals/${MEAL_DAY}/dinner`, {
    title: 'Борщ',
    ingredients: ['Свёкла', 'Капуста'],
  });
  return {};
};
/** author's entries: one for the family, one private. */
const entry = async (w: World, visibility: 'FAMILY_ONLY' | 'ONLY_ME') => {
  const made = await w.call(w.users.author.token, 'POST', '/api/journal', {
    content: `Запись ${visibility}`,
    entry_date: '2025-11-26',
    visibility,
    ...(visibility === 'FAMILY_ONLY' ? { family_id: w.familyId } : {}),
  });
  return { entry: made.id as string };
};
const ENTRY_BODY = { content: 'Правка', entry_date: '2025-11-26', visibility: 'FAMILY_ONLY' } as const;

export const familyLifeRows: Row[] = [
  {
    op: 'GET /api/family/{id}/tree',
    note: 'family-only: 404 to outsiders even where the family is public',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, owner: 200, author: 200 },
    call: (w) => ({ url: `/api/family/${w.familyId}/tree` }),
    check: (role, body, w) => {
      const tree = body as { can_edit: boolean; people: { id: string }[] };
      expect(tree.can_edit).toBe(role === 'owner' || role === 'admin');
      expect(tree.people.map((p) => p.id)).toContain(w.relativeId);
    },
  },
  {
    op: 'POST /api/family/{id}/tree/relatives',
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 201, owner: 201 },
    call: (w) => ({
      url: `/api/family/${w.familyId}/tree/relatives`,
      payload: {
        anchor_id: w.relativeId,
        relation: 'child',
        person: { first_name: 'Внук', last_name: 'Новый' },
      },
    }),
  },
  {
    op: 'PUT /api/family/{id}/tree/people/{personId}',
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 200, owner: 200 },
    call: (w) => ({
      url: `/api/family/${w.familyId}/tree/people/${w.relativeId}`,
      payload: { first_name: 'Бабушка', last_name: 'Нина', gender: 'FEMALE' },
    }),
  },
  {
    op: 'GET /api/home/{scope}/{scope_id}/lists',
    expect: { ...OUT_OF_HOME, member: 200, author: 200, owner: 200 },
    call: (w) => ({ url: `${H(w)}/lists` }),
  },
  {
    op: 'POST /api/home/{scope}/{scope_id}/lists',
    expect: { ...OUT_OF_HOME, member: 201, owner: 201 },
    call: (w) => ({ url: `${H(w)}/lists`, payload: { kind: 'todo', title: 'Дела' } }),
  },
  {
    op: 'GET /api/lists/{id}',
    expect: { ...OUT_OF_HOME, member: 200, author: 200, owner: 200 },
    setup: ownersList,
    call: (_w, f) => ({ url: `/api/lists/${f.list}` }),
  },
  {
    op: 'DELETE /api/lists/{id}',
    note: 'its author or the household’s owner',
    expect: { ...OUT_OF_HOME, member: 403, author: 403, owner: 204 },
    setup: ownersList,
    call: (_w, f) => ({ url: `/api/lists/${f.list}` }),
  },
  {
    op: 'POST /api/lists/{id}/items',
    expect: { ...OUT_OF_HOME, member: 201, owner: 201 },
    setup: ownersList,
    call: (_w, f) => ({ url: `/api/lists/${f.list}/items`, payload: { text: 'Сыр', quantity: '200 г' } }),
  },
  {
    op: 'PATCH /api/lists/{id}/items/{itemId}',
    expect: { ...OUT_OF_HOME, member: 200, author: 200 },
    setup: ownersList,
    call: (_w, f) => ({ url: `/api/lists/${f.list}/items/${f.item}`, payload: { checked: true } }),
  },
  {
    op: 'DELETE /api/lists/{id}/items/{itemId}',
    expect: { ...OUT_OF_HOME, member: 204, owner: 204 },
    setup: ownersList,
    call: (_w, f) => ({ url: `/api/lists/${f.list}/items/${f.item}` }),
  },
  {
    op: 'POST /api/lists/{id}/items/{itemId}/move',
    expect: { ...OUT_OF_HOME, member: 200 },
    setup: ownersList,
    call: (_w, f) => ({ url: `/api/lists/${f.list}/items/${f.other}/move`, payload: { before_id: f.item } }),
  },
  {
    op: 'GET /api/home/{scope}/{scope_id}/chores',
    expect: { ...OUT_OF_FAMILY, member: 200, admin: 200, author: 200, owner: 200 },
    call: (w) => ({ url: `${F(w)}/chores?from=2030-01-07&to=2030-01-13` }),
  },
  {
    op: 'POST /api/home/{scope}/{scope_id}/chores',
    expect: { ...OUT_OF_FAMILY, member: 201, admin: 201 },
    call: (w) => ({
      url: `${F(w)}/chores`,
      payload: { title: 'Вынести мусор', start_date: '2030-01-07', assignee_id: w.users.member.user.id },
    }),
  },
  {
    op: 'PUT /api/chores/{id}',
    expect: { ...OUT_OF_FAMILY, member: 200 },
    setup: ownersChore,
    call: (_w, f) => ({
      url: `/api/chores/${f.chore}`,
      payload: { title: 'Полить все цветы', start_date: '2030-01-07' },
    }),
  },
  {
    op: 'DELETE /api/chores/{id}',
    note: 'its author or the family’s PARENTs',
    expect: { ...OUT_OF_FAMILY, member: 403, author: 403, admin: 204, owner: 204 },
    setup: ownersChore,
    call: (_w, f) => ({ url: `/api/chores/${f.chore}` }),
  },
  {
    op: 'PUT /api/chores/{id}/occurrences/{date}',
    expect: { ...OUT_OF_FAMILY, member: 204 },
    setup: ownersChore,
    call: (_w, f) => ({ url: `/api/chores/${f.chore}/occurrences/2030-01-14`, payload: { status: 'done' } }),
  },
  {
    op: 'GET /api/home/{scope}/{scope_id}/meals',
    expect: { ...OUT_OF_FAMILY, member: 200, owner: 200 },
    call: (w) => ({ url: `${F(w)}/meals?week=${MEAL_DAY}` }),
  },
  {
    op: 'PUT /api/home/{scope}/{scope_id}/meals/{day}/{meal}',
    expect: { ...OUT_OF_FAMILY, member: 200 },
    call: (w) => ({
      url: `${F(w)}/meals/${MEAL_DAY}/breakfast`,
      payload: { title: 'Каша', ingredients: ['Овсянка'] },
    }),
  },
  {
    op: 'DELETE /api/home/{scope}/{scope_id}/meals/{day}/{meal}',
    expect: { ...OUT_OF_FAMILY, member: 204 },
    setup: dinner,
    call: (w) => ({ url: `${F(w)}/meals/${MEAL_DAY}/dinner` }),
  },
  {
    op: 'POST /api/home/{scope}/{scope_id}/meals/to-list',
    expect: { ...OUT_OF_FAMILY, member: 201 },
    setup: dinner,
    call: (w) => ({ url: `${F(w)}/meals/to-list`, payload: { from: MEAL_DAY, to: MEAL_DAY } }),
  },
  {
    op: 'GET /api/journal',
    note: 'a family entry reaches the family only',
    expect: { anonymous: 401, stranger: 200, member: 200, author: 200 },
    setup: (w) => entry(w, 'FAMILY_ONLY'),
    call: () => ({ url: '/api/journal?limit=100' }),
    check: (role, body) => {
      const texts = (body as { entries: { content: string }[] }).entries.map((e) => e.content);
      if (role === 'stranger') expect(texts).toEqual([]);
      else expect(texts).toContain('Запись FAMILY_ONLY');
      if (role !== 'author') expect(texts).not.toContain('Запись ONLY_ME');
    },
  },
  {
    op: 'POST /api/journal',
    expect: { anonymous: 401, stranger: 201, member: 201 },
    call: () => ({ url: '/api/journal', payload: { content: 'Мой день', entry_date: '2026-01-01' } }),
  },
  {
    op: 'GET /api/journal/{id}',
    note: 'FAMILY_ONLY',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, owner: 200, author: 200 },
    setup: (w) => entry(w, 'FAMILY_ONLY'),
    call: (_w, f) => ({ url: `/api/journal/${f.entry}` }),
  },
  {
    op: 'GET /api/journal/{id}',
    note: 'ONLY_ME',
    expect: { anonymous: 401, stranger: 404, member: 404, owner: 404, author: 200 },
    setup: (w) => entry(w, 'ONLY_ME'),
    call: (_w, f) => ({ url: `/api/journal/${f.entry}` }),
  },
  {
    op: 'PUT /api/journal/{id}',
    expect: { anonymous: 401, stranger: 404, member: 403, owner: 403, author: 200 },
    setup: (w) => entry(w, 'FAMILY_ONLY'),
    call: (w, f) => ({ url: `/api/journal/${f.entry}`, payload: { ...ENTRY_BODY, family_id: w.familyId } }),
  },
  {
    op: 'DELETE /api/journal/{id}',
    expect: { anonymous: 401, stranger: 404, member: 403, author: 204 },
    setup: (w) => entry(w, 'FAMILY_ONLY'),
    call: (_w, f) => ({ url: `/api/journal/${f.entry}` }),
  },
  {
    op: 'GET /api/memories/on-this-day',
    note: 'only the caller’s own things',
    expect: { anonymous: 401, stranger: 200, member: 200, author: 200 },
    setup: (w) => entry(w, 'FAMILY_ONLY'),
    call: () => ({ url: '/api/memories/on-this-day?date=2026-11-26' }),
    check: (role, body) => {
      const texts = JSON.stringify(body);
      if (role === 'author') expect(texts).toContain('Запись FAMILY_ONLY');
      else expect(texts).not.toContain('Запись FAMILY_ONLY');
    },
  },
];
