import type { ActionType } from './chat.ts';

/** The kinds of event people go to: only these take «Пойду / Может быть / Не пойду» (issue 32). */
export const RSVP_ACTION_TYPES: readonly ActionType[] = ['APPOINTMENT', 'EVENT'];

/** Whether an event of this kind takes answers; a reminder or a birthday does not. */
export const takesRsvp = (type: ActionType) => RSVP_ACTION_TYPES.includes(type);

export const EVENT_KIND_TEXTS = {
  rsvpOnlyMeetings: 'Отвечать можно только на встречи и события, не на напоминания и дни рождения',
} as const;
