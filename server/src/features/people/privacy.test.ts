import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { visibleAffiliations, visibleLocation } from './people.policy.ts';
import { peopleKit, type U } from './people.test-kit.ts';

/*
 * The privacy settings of spec 01 beyond the two the page started with (issue 20):
 * work_visible_in_services, school_visible_in_events and location_sharing_enabled on a person's
 * page, and user search revealing nothing a hidden profile keeps back.
 */
let t: TestApp;
const { call, person } = peopleKit(() => t.app);
const page = async (viewer: U, of: U) => {
  const res = await call(viewer, 'GET', `/api/people/${of.user.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = (p: { affiliations: { affiliation_name: string }[] }) =>
  p.affiliations.map((a) => a.affiliation_name);
const setPrivacy = async (u: U, body: object) => {
  const res = await call(u, 'PUT', '/api/users/privacy', body);
  expect(res.statusCode, res.body).toBe(200);
};
const onboard = async (u: U, body: object) => {
  const res = await call(u, 'POST', '/api/onboarding', body);
  expect(res.statusCode, res.body).toBeLessThan(300);
};
const createOrg = async (u: U, name: string) => {
  const res = await call(u, 'POST', '/api/work/organizations', {
    name,
    description: 'Описание',
    industry: 'Technology',
    address_city: 'Казань',
    is_private: false,
    allow_public_discovery: true,
    creator_role: 'CEO',
    creator_job_title: 'Директор',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('work_visible_in_services', () => {
  it('hides organizations and work places from everyone but the person and those who share them', async () => {
    const worker = await person('Работник');
    const stranger = await person('Прохожий');
    const colleague = await person('Коллега');
    const sameOrgName = await person('Тёзка');
    await onboard(worker, { work_place: 'Завод «Искра»', work_role: 'Токарь', school: 'Школа №5' });
    await createOrg(worker, 'Студия «Лампа»');
    // The same work place, spelled with other case and spaces; and an organization of that name.
    await onboard(colleague, { work_place: '  завод «искра» ', work_role: 'Мастер' });
    await createOrg(sameOrgName, 'Завод «Искра»');

    const all = ['Студия «Лампа»', 'Завод «Искра»', 'Школа №5'];
    expect(names(await page(stranger, worker))).toEqual(all);

    await setPrivacy(worker, { work_visible_in_services: false });
    expect(names(await page(stranger, worker))).toEqual(['Школа №5']);
    expect(names(await page(worker, worker))).toEqual(all);
    expect(names(await page(colleague, worker))).toEqual(['Завод «Искра»', 'Школа №5']);
    expect(names(await page(sameOrgName, worker))).toEqual(['Завод «Искра»', 'Школа №5']);

    await setPrivacy(worker, { work_visible_in_services: true });
    expect(names(await page(stranger, worker))).toEqual(all);
  });
});

describe('school_visible_in_events', () => {
  it('hides schools and universities from everyone but the person and their schoolmates', async () => {
    const pupil = await person('Ученик');
    const stranger = await person('Прохожий');
    const classmate = await person('Одноклассник');
    await onboard(pupil, {
      work_place: 'Кафе',
      university: 'КФУ',
      university_role: 'STUDENT',
      school: 'Гимназия №1',
      school_role: 'PARENT',
    });
    await onboard(classmate, { school: 'гимназия №1' });
    await setPrivacy(pupil, { school_visible_in_events: false });

    expect(names(await page(stranger, pupil))).toEqual(['Кафе']);
    expect(names(await page(classmate, pupil))).toEqual(['Кафе', 'Гимназия №1']);
    expect(names(await page(pupil, pupil))).toEqual(['Кафе', 'КФУ', 'Гимназия №1']);
    // Work stays governed by its own switch.
    await setPrivacy(pupil, { work_visible_in_services: false });
    expect(names(await page(stranger, pupil))).toEqual([]);
  });
});

describe('location_sharing_enabled', () => {
  it('shows city and country to others only while sharing is on, the street never', async () => {
    const local = await person('Местный');
    const stranger = await person('Прохожий');
    const done = await call(local, 'PUT', '/api/users/profile/complete', {
      address_street: 'ул. Ленина, 1',
      address_city: 'Казань',
      address_country: 'Россия',
      marriage_status: 'SINGLE',
    });
    expect(done.statusCode, done.body).toBe(200);

    // Off by default: others see no location; the person sees their own.
    expect((await page(stranger, local)).location).toBeNull();
    expect((await page(local, local)).location).toEqual({ city: 'Казань', country: 'Россия' });

    await setPrivacy(local, { location_sharing_enabled: true });
    const shared = await page(stranger, local);
    expect(shared.location).toEqual({ city: 'Казань', country: 'Россия' });
    expect(JSON.stringify(shared)).not.toContain('Ленина');

    // A restricted page shows no location even while sharing.
    await setPrivacy(local, { profile_visible_to_public: false });
    expect((await page(stranger, local)).location).toBeNull();
  });

  it('answers null for a person without an address', async () => {
    const a = await person('Бездомный');
    const b = await person('Прохожий');
    await setPrivacy(a, { location_sharing_enabled: true });
    expect((await page(b, a)).location).toBeNull();
  });
});

describe('user search and privacy', () => {
  it('finds a hidden profile only for people who know them, and reveals no hidden field', async () => {
    const hidden = await person('Невидимка', 'Приватова');
    const stranger = await person('Прохожий');
    const friend = await person('Приятель');
    await onboard(hidden, { work_place: 'Секретный завод', school: 'Школа №9' });
    const done = await call(hidden, 'PUT', '/api/users/profile/complete', {
      address_street: 'ул. Тайная, 7',
      address_city: 'Самара',
      address_country: 'Россия',
      marriage_status: 'SINGLE',
    });
    expect(done.statusCode, done.body).toBe(200);
    const sent = (await call(friend, 'POST', '/api/friends/requests', { user_id: hidden.user.id })).json();
    await call(hidden, 'POST', `/api/friends/requests/${sent.id}/accept`);
    await setPrivacy(hidden, { work_visible_in_services: false, school_visible_in_events: false });

    const search = (u: U, q: string) =>
      call(u, 'GET', `/api/users/search?query=${encodeURIComponent(q)}`).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json<{ users: Record<string, unknown>[] }>().users;
      });
    // Public profile: strangers find the name and photo, no email, no work, school or city.
    const seen = await search(stranger, 'Приватова');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.email).toBeNull();
    for (const secret of ['Секретный', 'Школа', 'Самара', 'Тайная'])
      expect(JSON.stringify(seen)).not.toContain(secret);

    await setPrivacy(hidden, { profile_visible_to_public: false });
    expect(await search(stranger, 'Приватова')).toEqual([]);
    // Not even by the whole email address.
    expect(await search(stranger, hidden.email)).toEqual([]);
    const found = await search(friend, 'Приватова');
    expect(found.map((u) => u.id)).toEqual([hidden.user.id]);
    expect(found[0]?.email).toBe(hidden.email);
  });
});

describe('the rules', () => {
  const aff = (kind: 'ORG' | 'WORK' | 'UNIVERSITY' | 'SCHOOL', shared = false) => ({ kind, shared });
  it('visibleAffiliations: each kind follows its switch; self and shared places always show', () => {
    const list = [aff('ORG'), aff('WORK'), aff('UNIVERSITY'), aff('SCHOOL'), aff('WORK', true)];
    const off = { isSelf: false, workVisible: false, schoolVisible: false };
    expect(visibleAffiliations(list, off)).toEqual([aff('WORK', true)]);
    expect(visibleAffiliations(list, { ...off, workVisible: true })).toEqual([
      aff('ORG'),
      aff('WORK'),
      aff('WORK', true),
    ]);
    expect(visibleAffiliations(list, { ...off, schoolVisible: true })).toEqual([
      aff('UNIVERSITY'),
      aff('SCHOOL'),
      aff('WORK', true),
    ]);
    expect(visibleAffiliations(list, { ...off, isSelf: true })).toEqual(list);
  });
  it('visibleLocation: only with sharing or to oneself, never empty', () => {
    const place = { city: 'Казань', country: null };
    expect(visibleLocation(place, { isSelf: false, sharing: false })).toBeNull();
    expect(visibleLocation(place, { isSelf: false, sharing: true })).toEqual(place);
    expect(visibleLocation(place, { isSelf: true, sharing: false })).toEqual(place);
    expect(visibleLocation({ city: '', country: null }, { isSelf: true, sharing: true })).toBeNull();
  });
});
