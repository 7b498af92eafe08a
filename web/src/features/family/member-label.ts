import type { LabelGroup } from '../../i18n/labels.ts';

/** What a member is to the family: the relationship they were added with, else their role. */
export function memberLabel(
  label: (group: LabelGroup, value: string | null | undefined) => string,
  m: { relationship?: string | null; role: string | null },
): string {
  return m.relationship ? label('familyRelationship', m.relationship) : label('familyRole', m.role);
}
