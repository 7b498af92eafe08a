import type { Birthday } from '@krug/contract/birthdays';
import { useQueries } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';
import { dayKey } from '../../ui/calendar-grid.ts';
import { useFamilyProfiles } from '../family/api.ts';

/** A birthday as the calendar shows it: an all-day BIRTHDAY item on its day. */
export type BirthdayItem = {
  kind: 'birthday';
  id: string;
  scheduled_date: string;
  action_type: 'BIRTHDAY';
  name: string;
  age: number;
  family_id: string;
};

export const birthdayItems = (list: Birthday[]): BirthdayItem[] =>
  list.map((b) => ({
    kind: 'birthday',
    id: `birthday:${b.family_id}:${b.member_id}:${b.date}`,
    scheduled_date: b.date,
    action_type: 'BIRTHDAY',
    name: `${b.first_name} ${b.last_name}`.trim(),
    age: b.age,
    family_id: b.family_id,
  }));

/**
 * Birthdays of the families the user is in (or only the one whose FAMILY group is `onlyGroupId`)
 * over the days from `first` to `last`, as calendar items; nothing unless `enabled`.
 */
export function useBirthdays(enabled: boolean, first: Date, last: Date, onlyGroupId?: string | null) {
  const families = useFamilyProfiles();
  const from = dayKey(first);
  const to = dayKey(last);
  const list = enabled
    ? (families.data ?? [])
        .filter((f) => f.is_user_member)
        .filter((f) => !onlyGroupId || f.chat_group_id === onlyGroupId)
    : [];
  const results = useQueries({
    queries: list.map((f) => ({
      queryKey: ['family', 'birthdays', f.id, from, to] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(
          api.GET('/api/family/{id}/birthdays', {
            params: { path: { id: f.id }, query: { from, to } },
            signal,
          }),
        ),
    })),
  });
  return results.flatMap((r) => birthdayItems(r.data?.birthdays ?? []));
}
