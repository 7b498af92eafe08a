import type { EventOccurrence, ScheduledAction } from '@krug/contract/chat';
import {
  addDaysTo,
  type Freq,
  type Recurrence,
  type RecurrenceInput,
  ruleDates,
} from '@krug/contract/recurrence';

/**
 * Recurring events on the web (issue 21): the server expands a series for the range on screen;
 * here its occurrences become the calendar's items, and the form's «Повторять» becomes a rule.
 */

/** One occurrence as the calendar shows it: the series' fields at the occurrence's date and time. */
export type OccurrenceItem = ScheduledAction & {
  /** Unique per occurrence (a series' id repeats): `<id>:<occurrence_date>`. */
  key: string;
  /** The rule's date this occurrence stands for (what «Перенести / Отменить» address). */
  occurrence_date: string;
  moved: boolean;
};

/**
 * The calendar's items from a range answer: each occurrence carries its series; an answer without
 * occurrences (an older server) shows each event once, on its own date.
 */
export function occurrenceItems(
  events: ScheduledAction[],
  occurrences: EventOccurrence[] | undefined,
): OccurrenceItem[] {
  const list =
    occurrences ??
    events.map((e) => ({
      action_id: e.id,
      occurrence_date: e.scheduled_date,
      scheduled_date: e.scheduled_date,
      scheduled_time: e.scheduled_time,
      moved: false,
    }));
  const byId = new Map(events.map((e) => [e.id, e]));
  return list.flatMap((o) => {
    const series = byId.get(o.action_id);
    if (!series) return [];
    return [
      {
        ...series,
        key: `${o.action_id}:${o.occurrence_date}`,
        occurrence_date: o.occurrence_date,
        scheduled_date: o.scheduled_date,
        scheduled_time: o.scheduled_time,
        moved: o.moved,
      },
    ];
  });
}

/** The form's «Повторять» choice: none, or a frequency. */
export type RepeatChoice = 'none' | Freq;
export const REPEAT_CHOICES: RepeatChoice[] = ['none', 'daily', 'weekly', 'monthly', 'yearly'];

/**
 * The rule the form sends (null: «Не повторять»); «До» is optional. Editing a series keeps what
 * the form does not show (interval, weekdays, a count without «До») while the frequency stays.
 */
export function ruleFromForm(
  repeat: RepeatChoice,
  until: string,
  previous?: Recurrence | null,
): RecurrenceInput | null {
  if (repeat === 'none') return null;
  if (previous?.freq === repeat)
    return { ...previous, until: until || null, count: until ? null : previous.count };
  return { freq: repeat, interval: 1, until: until || null };
}

/** The form's fields from an event's rule (editing a series). */
export function formFromRule(rule: Recurrence | null | undefined): { repeat: RepeatChoice; until: string } {
  return { repeat: rule?.freq ?? 'none', until: rule?.until ?? '' };
}

/** The label's translation key and values: «Повторяется каждую неделю», «… раз в 2 нед.», with «до …». */
export function recurrenceLabel(rule: Recurrence): { key: string; n?: number } {
  return rule.interval === 1
    ? { key: `label.${rule.freq}` }
    : { key: `every.${rule.freq}`, n: rule.interval };
}

/**
 * The first date of the event on or after `today` (its rule's, before exceptions), or null when
 * it is over: a series started long ago is still «Скоро» while it repeats.
 */
export function nextDate(
  e: Pick<ScheduledAction, 'scheduled_date' | 'recurrence'>,
  today: string,
): string | null {
  if (!e.recurrence) return e.scheduled_date >= today ? e.scheduled_date : null;
  if (e.scheduled_date >= today) return e.scheduled_date;
  for (const days of [400, 36_600]) {
    const [first] = ruleDates(e.scheduled_date, e.recurrence, today, addDaysTo(today, days));
    if (first) return first;
  }
  return null;
}
