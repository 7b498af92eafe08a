import type { NewFamilyMember } from '@krug/contract/family';

export interface PersonRow {
  first_name: string;
  last_name: string;
  date_of_birth: string;
}

/**
 * The creation payload's members (spec §5): the spouse only with both names; each child or parent
 * only with both names; the birth date optional; a child's or parent's last name defaults to the
 * user's last name.
 */
export function buildMembers(
  form: { spouse: PersonRow; children: PersonRow[]; parents: PersonRow[] },
  userLastName: string,
): NewFamilyMember[] {
  const person = (row: PersonRow, relationship: 'spouse' | 'child' | 'parent', defaultLast: string) => {
    const first = row.first_name.trim();
    const last = row.last_name.trim() || defaultLast;
    if (!first || !last) return [];
    return [{ first_name: first, last_name: last, date_of_birth: row.date_of_birth || null, relationship }];
  };
  return [
    ...person(form.spouse, 'spouse', ''),
    ...form.children.flatMap((c) => person(c, 'child', userLastName)),
    ...form.parents.flatMap((p) => person(p, 'parent', userLastName)),
  ];
}
