import type { NewFamilyMember } from '@krug/contract/family';
import { genderOfFirstName, surnameFor } from '@krug/contract/russian-names';

export interface PersonRow {
  first_name: string;
  last_name: string;
  date_of_birth: string;
}

/**
 * The creation payload's members (spec §5): the spouse only with both names; each child or parent
 * only with both names; the birth date optional; a child's or parent's last name defaults to the
 * user's last name, in the form for the person's gender as their first name tells it (a son of
 * Анна Смирнова is «Иван Смирнов», issue 32 item 2).
 */
export function buildMembers(
  form: { spouse: PersonRow; children: PersonRow[]; parents: PersonRow[] },
  userLastName: string,
): NewFamilyMember[] {
  const person = (row: PersonRow, relationship: 'spouse' | 'child' | 'parent', defaultLast: string) => {
    const first = row.first_name.trim();
    const last = row.last_name.trim() || defaultSurname(defaultLast, first);
    if (!first || !last) return [];
    return [{ first_name: first, last_name: last, date_of_birth: row.date_of_birth || null, relationship }];
  };
  return [
    ...person(form.spouse, 'spouse', ''),
    ...form.children.flatMap((c) => person(c, 'child', userLastName)),
    ...form.parents.flatMap((p) => person(p, 'parent', userLastName)),
  ];
}

/** The family surname in the form for someone with this first name (as given when the name does not tell). */
export const defaultSurname = (surname: string, firstName: string) =>
  surnameFor(surname, genderOfFirstName(firstName));
