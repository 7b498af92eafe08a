/* Events of a chat group (scheduled actions): bodies, RSVP, recurrence, occurrences (re-exported by chat.ts). */
import { z } from 'zod';
import { color, optional } from './chat-fields.ts';
import {
  CHAT_TEXTS,
  INVITEE_MAX_LENGTH,
  INVITEE_TEXTS,
  INVITEES_MAX,
  INVITEES_TEXT_MAX_LENGTH,
} from './chat-texts.ts';
import { Id, IsoDate } from './common.ts';
import {
  dayNumber,
  FREQS,
  RANGE_MAX_DAYS,
  RECURRENCE_TEXTS,
  Recurrence,
  recurrenceIssues,
  WEEKDAYS,
} from './recurrence.ts';

export const ACTION_TYPES = ['REMINDER', 'BIRTHDAY', 'APPOINTMENT', 'EVENT'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

const eventTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: CHAT_TEXTS.timeInvalid })
  .or(z.literal(''))
  .nullish()
  .transform((v) => v || null);
const CreateEventBodyBase = z.object({
  title: z
    .string({ message: CHAT_TEXTS.titleRequired })
    .trim()
    .min(1, { message: CHAT_TEXTS.titleRequired })
    .max(200, { message: 'Максимум 200 символов' }),
  description: optional(2000),
  action_type: z.enum(ACTION_TYPES, { message: CHAT_TEXTS.actionTypeInvalid }).default('EVENT'),
  scheduled_date: z
    .string({ message: CHAT_TEXTS.dateRequired })
    .min(1, { message: CHAT_TEXTS.dateRequired })
    // An ISO timestamp is accepted too; its date part is what counts.
    .transform((s) => s.slice(0, 10))
    .pipe(IsoDate),
  scheduled_time: eventTime,
  location: optional(300),
  /** Who is invited, as a list of names or one comma-separated text; bounded (issue 29 §5). */
  invitees: z
    .union([z.string(), z.array(z.string())], { message: INVITEE_TEXTS.invalid })
    .nullish()
    .superRefine((v, ctx) => {
      const problem = Array.isArray(v)
        ? v.length > INVITEES_MAX
          ? INVITEE_TEXTS.tooMany
          : v.some((name) => name.length > INVITEE_MAX_LENGTH)
            ? INVITEE_TEXTS.nameTooLong
            : v.join(', ').length > INVITEES_TEXT_MAX_LENGTH
              ? INVITEE_TEXTS.textTooLong
              : null
        : (v?.length ?? 0) > INVITEES_TEXT_MAX_LENGTH
          ? INVITEE_TEXTS.textTooLong
          : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => (Array.isArray(v) ? v.join(', ') : v || null)),
  color_code: color,
  /** Issue 21: how the event repeats (null or absent: it does not). */
  recurrence: Recurrence.nullish().transform((v) => v ?? null),
});
/** The rule's checks against the event's first date (UNTIL not before it, UNTIL xor COUNT, BYDAY weekly). */
const withRuleChecks = <T extends z.ZodType<{ scheduled_date: string; recurrence: Recurrence | null }>>(
  schema: T,
) =>
  schema.superRefine((body, ctx) => {
    if (!body.recurrence) return;
    for (const issue of recurrenceIssues(body.recurrence, body.scheduled_date))
      ctx.addIssue({ code: 'custom', path: ['recurrence', issue.path], message: issue.message });
  });
/** `POST /api/chat-groups/{id}/scheduled-actions`. */
export const CreateEventBody = withRuleChecks(CreateEventBodyBase);
export type CreateEventBody = z.input<typeof CreateEventBody>;
/** `PUT /api/scheduled-actions/{id}`: the whole event (the series, for a recurring one) is replaced. */
export const UpdateEventBody = CreateEventBody;
export type UpdateEventBody = CreateEventBody;

export const EventParticipant = z.object({ user_id: Id, first_name: z.string(), last_name: z.string() });
export type EventParticipant = z.infer<typeof EventParticipant>;

/** An invitee's answer (issue 21): «Пойду» / «Может быть» / «Не пойду»; «Присоединиться» is `going`. */
export const RSVP_RESPONSES = ['going', 'maybe', 'not_going'] as const;
export const RsvpResponse = z.enum(RSVP_RESPONSES);
export type RsvpResponse = z.infer<typeof RsvpResponse>;
export const RsvpBody = z.object({ response: RsvpResponse });
export type RsvpBody = z.infer<typeof RsvpBody>;
export const RsvpCounts = z.object({
  going: z.number().int(),
  maybe: z.number().int(),
  not_going: z.number().int(),
});
export type RsvpCounts = z.infer<typeof RsvpCounts>;

/** The rule as answered (see recurrence.ts). */
export const RecurrenceDto = z.object({
  freq: z.enum(FREQS),
  interval: z.number().int(),
  until: z.string().nullable(),
  count: z.number().int().nullable(),
  by_day: z.array(z.enum(WEEKDAYS)),
});

export const ScheduledAction = z.object({
  id: Id,
  group_id: Id,
  title: z.string(),
  description: z.string().nullable(),
  action_type: z.enum(ACTION_TYPES),
  scheduled_date: z.string(),
  scheduled_time: z.string().nullable(),
  location: z.string().nullable(),
  invitees: z.string().nullable(),
  color_code: z.string(),
  is_completed: z.boolean(),
  created_at: z.string(),
  /** Who created the event (null once their account is gone): they, or a group ADMIN, complete it. */
  created_by: Id.nullable(),
  /** Who pressed «Присоединиться», in the order they joined. */
  participants: z.array(EventParticipant),
  /** How many members answered each way (participants are the `going` ones). */
  rsvp_counts: RsvpCounts,
  /** The caller's own answer, null before they answer. */
  my_rsvp: RsvpResponse.nullable(),
  /**
   * How the event repeats (issue 21); null (or absent, for clients written before it): once.
   * Answers and reminders are per series, not per occurrence.
   */
  recurrence: RecurrenceDto.nullish(),
  /**
   * Ability (chat.policy.ts editEvent): the caller may edit, delete, complete it and move or
   * cancel its occurrences — its creator or a group ADMIN.
   */
  can_edit: z.boolean(),
});
export type ScheduledAction = z.infer<typeof ScheduledAction>;

/**
 * One occurrence of an event in a date range (issue 21): a non-recurring event is its own single
 * occurrence. `occurrence_date` is the rule's date (what exceptions are keyed by); the effective
 * date and time are where it takes place (`moved` when an exception moved it).
 */
export const EventOccurrence = z.object({
  action_id: Id,
  occurrence_date: z.string(),
  scheduled_date: z.string(),
  scheduled_time: z.string().nullable(),
  moved: z.boolean(),
});
export type EventOccurrence = z.infer<typeof EventOccurrence>;
export const ScheduledActionsResponse = z.object({
  scheduled_actions: z.array(ScheduledAction),
  /** With `?from=&to=`: the occurrences in the range, by effective date and time. */
  occurrences: z.array(EventOccurrence).optional(),
});

/** `?from=&to=` (both or neither; inclusive, at most 400 days): expand the events in that range. */
export const EventRangeQuery = z
  .object({ from: IsoDate.optional(), to: IsoDate.optional() })
  .refine(
    (q) =>
      (q.from === undefined) === (q.to === undefined) &&
      (!q.from || !q.to || (q.from <= q.to && dayNumber(q.to) - dayNumber(q.from) < RANGE_MAX_DAYS)),
    { message: RECURRENCE_TEXTS.rangeInvalid },
  );

/** `PUT /api/scheduled-actions/{id}/occurrences/{date}`: move one occurrence (time empty: the series' time). */
export const MoveOccurrenceBody = z.object({
  scheduled_date: IsoDate,
  scheduled_time: eventTime,
});
export type MoveOccurrenceBody = z.input<typeof MoveOccurrenceBody>;
export const OccurrenceParams = z.object({ id: Id, date: IsoDate });

/** `scheduled_time` is shown as its first 5 characters (HH:MM). */
export const shortTime = (time: string | null) => (time ? time.slice(0, 5) : '');

/** Soon = dated now or later and not completed (spec §4); `today` is YYYY-MM-DD, `now` HH:MM. */
export function isSoon(
  e: Pick<ScheduledAction, 'scheduled_date' | 'scheduled_time' | 'is_completed'>,
  today: string,
  now: string,
) {
  if (e.is_completed) return false;
  if (e.scheduled_date > today) return true;
  if (e.scheduled_date < today) return false;
  return !e.scheduled_time || shortTime(e.scheduled_time) >= now;
}
