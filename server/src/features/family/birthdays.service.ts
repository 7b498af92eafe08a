import {
  ageOn,
  type Birthday,
  type BirthdaysQuery,
  birthdayIn,
  birthdayOccurrences,
} from '@krug/contract/birthdays';
import { FAMILY_TEXTS } from '@krug/contract/family-texts';
import type { Db } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { birthdaysRepo } from './birthdays.repo.ts';
import { canSeeBirthdays } from './family.policy.ts';
import { familyRepo } from './family.repo.ts';

/** One birthday on a date, with who should be reminded of it (the family's other members with an account). */
export type BirthdayReminder = {
  date: string;
  family_id: string;
  family_name: string;
  member_id: string;
  /** The person whose birthday it is, when they have an account (they are not among the recipients). */
  user_id: string | null;
  name: string;
  recipient_ids: string[];
};

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Birthdays falling on `date` (`YYYY-MM-DD`) in every family: the reminders scheduler calls this
 * with tomorrow's date to send the day-before notification. 29 February counts on 28 February in
 * non-leap years. One entry per family the person is in, to its other active members with an
 * account (entries with nobody to remind are left out).
 */
export async function birthdaysOn(db: Db, date: string): Promise<BirthdayReminder[]> {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const days = month === 2 && day === 28 && !isLeap(year) ? [28, 29] : [day];
  const rows = (await birthdaysRepo.bornOn(db, month, days)).filter(
    (r) =>
      r.dateOfBirth && birthdayIn(r.dateOfBirth, year) === date && Number(r.dateOfBirth.slice(0, 4)) < year,
  );
  const recipients = new Map<string, string[]>();
  for (const familyId of new Set(rows.map((r) => r.familyId)))
    recipients.set(familyId, await birthdaysRepo.memberUserIds(db, familyId));
  const reminders = rows.map((r) => ({
    date,
    family_id: r.familyId,
    family_name: r.familyName,
    member_id: r.memberId,
    user_id: r.userId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    recipient_ids: (recipients.get(r.familyId) ?? []).filter((id) => id !== r.userId),
  }));
  // A birthday nobody else in that family would be told about is left out.
  return reminders.filter((b) => b.recipient_ids.length > 0);
}

/** The family's birthdays in [from, to], by date then name; members only (private family 404, public 403). */
export async function familyBirthdays(
  db: Db,
  userId: string,
  familyId: string,
  range: BirthdaysQuery,
): Promise<Birthday[]> {
  const family = await familyRepo.findById(db, familyId);
  if (!family) throw new NotFound(FAMILY_TEXTS.notFound);
  const member = await familyRepo.membership(db, familyId, userId);
  if (!canSeeBirthdays(member)) {
    if (family.isPrivate) throw new NotFound(FAMILY_TEXTS.notFound);
    throw new Forbidden(FAMILY_TEXTS.notAllowed);
  }
  const people = await birthdaysRepo.ofFamily(db, familyId);
  return people
    .flatMap((p) =>
      p.dateOfBirth
        ? birthdayOccurrences(p.dateOfBirth, range.from, range.to).map((date) => ({
            date,
            family_id: p.familyId,
            member_id: p.memberId,
            user_id: p.userId,
            first_name: p.firstName,
            last_name: p.lastName,
            age: ageOn(p.dateOfBirth as string, date),
          }))
        : [],
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.first_name.localeCompare(b.first_name, 'ru'));
}
