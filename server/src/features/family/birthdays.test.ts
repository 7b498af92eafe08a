import { ageOn, BIRTHDAY_TEXTS, birthdayIn, birthdayOccurrences } from '@krug/contract/birthdays';
import { FAMILY_TEXTS } from '@krug/contract/family';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { birthdaysOn } from './birthdays.service.ts';

/** Issue 21: members' and relatives' birthdays in the family calendar, and birthdaysOn for the scheduler. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let creator: U;
let mother: U;
let invited: U;
let outsider: U;
let publicId: string;
let privateId: string;

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const range = (id: string, from: string, to: string) => `/api/family/${id}/birthdays?from=${from}&to=${to}`;

async function newFamily(name: string, privacy: 'PUBLIC' | 'PRIVATE', members: object[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/family/create-with-members',
    headers: bearer(creator.token),
    payload: { name, members, privacy_level: privacy },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  creator = await registerUser(t.app, { first_name: 'Иван', last_name: 'Соколов' });
  mother = await registerUser(t.app, { first_name: 'Мария', last_name: 'Соколова' });
  invited = await registerUser(t.app, { first_name: 'Гость', last_name: 'Приглашённый' });
  outsider = await registerUser(t.app, { first_name: 'Чужой', last_name: 'Человек' });
  // Dates of birth from «Мои данные»: the creator's, the mother's, and one of a not-yet-accepted invitee.
  await t.db.update(users).set({ dateOfBirth: '1980-12-31' }).where(eq(users.id, creator.user.id));
  await t.db.update(users).set({ dateOfBirth: '1985-01-02' }).where(eq(users.id, mother.user.id));
  await t.db.update(users).set({ dateOfBirth: '1990-01-01' }).where(eq(users.id, invited.user.id));
  publicId = await newFamily('Соколовы', 'PUBLIC', [
    { user_id: mother.user.id, relationship: 'spouse' },
    { user_id: invited.user.id, relationship: 'other' },
    { first_name: 'Лиза', last_name: 'Соколова', date_of_birth: '2012-02-29', relationship: 'child' },
    { first_name: 'Дед', last_name: 'Соколов', relationship: 'parent' },
  ]);
  expect(await acceptInvitations(t.app, mother.token)).toBe(1);
  privateId = await newFamily('Тайные', 'PRIVATE', [
    { first_name: 'Тётя', last_name: 'Тайная', date_of_birth: '1970-06-15', relationship: 'other' },
  ]);
});
afterAll(() => t.close());

describe('birthday dates', () => {
  it('moves 29 February to 28 February in non-leap years only', () => {
    expect(birthdayIn('2012-02-29', 2027)).toBe('2027-02-28');
    expect(birthdayIn('2012-02-29', 2028)).toBe('2028-02-29');
    expect(birthdayIn('2000-01-31', 2027)).toBe('2027-01-31');
    expect(birthdayOccurrences('2012-02-29', '2100-02-01', '2100-03-01')).toEqual(['2100-02-28']);
    expect(birthdayOccurrences('2000-02-29', '2000-01-01', '2000-12-31')).toEqual([]);
  });

  it('finds every yearly occurrence in a range crossing the year end', () => {
    expect(birthdayOccurrences('1980-12-31', '2026-12-01', '2027-01-31')).toEqual(['2026-12-31']);
    expect(birthdayOccurrences('1985-01-02', '2026-01-01', '2027-01-31')).toEqual([
      '2026-01-02',
      '2027-01-02',
    ]);
    expect(ageOn('1985-01-02', '2027-01-02')).toBe(42);
  });
});

describe('GET /api/family/{id}/birthdays', () => {
  it('lists active members and relatives with a date of birth, across the year end, by date', async () => {
    const res = await get(creator.token, range(publicId, '2026-12-01', '2027-03-31'));
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .birthdays.map((b: { date: string; first_name: string; age: number }) => [
          b.date,
          b.first_name,
          b.age,
        ]),
    ).toEqual([
      ['2026-12-31', 'Иван', 46],
      ['2027-01-02', 'Мария', 42],
      // 29 February in 2027 (not a leap year) falls on the 28th.
      ['2027-02-28', 'Лиза', 15],
    ]);
    const [ivan] = res.json().birthdays;
    expect(ivan).toMatchObject({ family_id: publicId, user_id: creator.user.id, last_name: 'Соколов' });
  });

  it('shows 29 February on the 29th in a leap year; the record date wins over «Мои данные»', async () => {
    await t.db
      .update(familyMembers)
      .set({ dateOfBirth: '1985-03-08' })
      .where(eq(familyMembers.userId, mother.user.id));
    const res = await get(mother.token, range(publicId, '2028-02-01', '2028-03-31'));
    expect(res.json().birthdays.map((b: { date: string }) => b.date)).toEqual(['2028-02-29', '2028-03-08']);
    await t.db
      .update(familyMembers)
      .set({ dateOfBirth: null })
      .where(eq(familyMembers.userId, mother.user.id));
  });

  it('keeps birthdays to members: outsiders 403 (public family) or 404 (private), invitees too', async () => {
    const pub = await get(outsider.token, range(publicId, '2026-01-01', '2026-12-31'));
    expect(pub.statusCode).toBe(403);
    expect(pub.json()).toEqual({ detail: FAMILY_TEXTS.notAllowed });
    expect((await get(invited.token, range(publicId, '2026-01-01', '2026-12-31'))).statusCode).toBe(403);
    const priv = await get(outsider.token, range(privateId, '2026-01-01', '2026-12-31'));
    expect(priv.statusCode).toBe(404);
    expect(priv.json()).toEqual({ detail: FAMILY_TEXTS.notFound });
    const unknown = await get(
      creator.token,
      range('00000000-0000-4000-8000-000000000000', '2026-01-01', '2026-01-31'),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad ranges with 422', async () => {
    for (const [from, to] of [
      ['2026-02-01', '2026-01-01'],
      ['2026-01-01', '2027-12-31'],
      ['2026-02-30', '2026-03-01'],
      ['x', '2026-03-01'],
    ]) {
      const res = await get(creator.token, range(publicId, from as string, to as string));
      expect(res.statusCode, `${from}..${to}`).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    const missing = await get(creator.token, `/api/family/${publicId}/birthdays`);
    expect(missing.statusCode).toBe(422);
    expect(BIRTHDAY_TEXTS.rangeOrder).toMatch(/раньше/);
  });
});

describe('birthdaysOn (for the reminders scheduler)', () => {
  it('returns the person, the family and the other members to remind', async () => {
    expect(await birthdaysOn(t.db, '2026-12-31')).toEqual([
      {
        date: '2026-12-31',
        family_id: publicId,
        family_name: 'Соколовы',
        member_id: expect.any(String),
        user_id: creator.user.id,
        name: 'Иван Соколов',
        recipient_ids: [mother.user.id],
      },
    ]);
    // Иван is also the only account in «Тайные»: nobody there to remind, so no entry for it.
    // The invitee (not accepted) is neither celebrated nor reminded.
    expect(await birthdaysOn(t.db, '2026-01-01')).toEqual([]);
  });

  it('reminds of a 29 February birthday on 28 February in non-leap years, of relatives by name too', async () => {
    const [lisa] = await birthdaysOn(t.db, '2027-02-28');
    expect(lisa).toMatchObject({ name: 'Лиза Соколова', user_id: null });
    expect(lisa?.recipient_ids.sort()).toEqual([creator.user.id, mother.user.id].sort());
    expect(await birthdaysOn(t.db, '2028-02-28')).toEqual([]);
    expect((await birthdaysOn(t.db, '2028-02-29')).map((b) => b.name)).toEqual(['Лиза Соколова']);
    const [aunt] = await birthdaysOn(t.db, '2026-06-15');
    expect(aunt).toMatchObject({ family_id: privateId, recipient_ids: [creator.user.id] });
  });
});

describe('the day-before birthday notice (scheduler)', () => {
  const notices = async (token: string) => {
    const res = await get(token, '/api/notifications');
    expect(res.statusCode).toBe(200);
    return (res.json() as { type: string; text: string }[]).filter((n) => n.type === 'birthday_reminder');
  };

  it('tells the other members once, however often (and by however many processes) it ticks', async () => {
    // 30 December, 15:00 in Moscow: tomorrow is the creator's birthday (31 December).
    const now = new Date('2026-12-30T12:00:00Z');
    const first = await t.app.reminders.sendBirthdays(now);
    expect(first).toContain('Иван Соколов');
    expect(await t.app.reminders.sendBirthdays(now)).toEqual([]);
    const toMother = await notices(mother.token);
    expect(toMother.map((n) => n.text)).toEqual(['Завтра день рождения: Иван Соколов (семья «Соколовы»)']);
    // Not the person themself, nor an invitee who has not accepted, nor an outsider.
    for (const u of [creator, invited, outsider]) expect(await notices(u.token)).toEqual([]);
  });

  it('is not sent when the recipient turned birthday notifications off', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/users/notification-preferences',
      headers: bearer(creator.token),
      payload: { birthday_reminder: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    // 1 January in Moscow: tomorrow (2 January) is the mother's birthday; the creator opted out.
    expect(await t.app.reminders.sendBirthdays(new Date('2027-01-01T09:00:00Z'))).toContain('Мария Соколова');
    expect(await notices(creator.token)).toEqual([]);
  });
});
