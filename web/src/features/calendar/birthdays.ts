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
  /** The person's account (a relative entered by name has none): «Поздравить» writes to them. */
  user_id: string | null;
  first_name: string;
  /** The family's chat, for a relative without an account. */
  chat_group_id: string | null;
};

/**
 * One item per person and day (issue 32: a person in two of the user's families was listed twice):
 * the same account, or the same name without one, on the same date is the same birthday.
 */
export function birthdayItems(list: Birthday[], chatOf: (familyId: string) => string | null = () => null) {
  const seen = new Set<string>();
  const out: BirthdayItem[] = [];
  for (const b of list) {
    const name = `${b.first_name} ${b.last_name}`.trim();
    const who = b.user_id ?? `name:${name.toLocaleLowerCase('ru')}`;
    if (seen.has(`${who}:${b.date}`)) continue;
    seen.add(`${who}:${b.date}`);
    out.push({
      kind: 'birthday',
      id: `birthday:${b.family_id}:${b.member_id}:${b.date}`,
      scheduled_date: b.date,
      action_type: 'BIRTHDAY',
      name,
      age: b.age,
      family_id: b.family_id,
      user_id: b.user_id,
      first_name: b.first_name,
      chat_group_id: chatOf(b.family_id),
    });
  }
  return out;
}

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
  const chats = new Map(list.map((f) => [f.id, f.chat_group_id]));
  return birthdayItems(
    results.flatMap((r) => r.data?.birthdays ?? []),
    (id) => chats.get(id) ?? null,
  );
}
