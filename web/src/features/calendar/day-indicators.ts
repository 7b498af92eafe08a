import type { ActionType } from '@krug/contract/chat';
import { CALENDAR_MAX_INDICATORS } from '@krug/contract/limits';

/** Events of each day (YYYY-MM-DD), in their given order. */
export function eventsByDay<T extends { scheduled_date: string }>(events: T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const e of events) days.set(e.scheduled_date, [...(days.get(e.scheduled_date) ?? []), e]);
  return days;
}

/**
 * Each event type's colour (issue 19: types are told apart), as the `--color-event-*` tokens in
 * tokens.css hold them per theme; both pass AA as text on the theme's surfaces.
 */
export const EVENT_TYPE_COLORS: Record<ActionType, { light: string; dark: string }> = {
  REMINDER: { light: '#b45309', dark: '#fbbf24' },
  BIRTHDAY: { light: '#be185d', dark: '#f9a8d4' },
  APPOINTMENT: { light: '#1d4ed8', dark: '#93b4fd' },
  EVENT: { light: '#6d28d9', dark: '#c4b5fd' },
};

/** The CSS colour of an event type: its token, so the dark theme gets its own value. */
export const eventTypeColor = (type: ActionType) => `var(--color-event-${type.toLowerCase()})`;

/**
 * A day's markers (spec §2 and §9): up to 3, one per event in its type's colour, and how many
 * more ("+N").
 */
export function dayIndicators<T extends { id: string | number; action_type: ActionType }>(
  events: T[],
): { markers: { id: T['id']; type: ActionType; color: string }[]; more: number } {
  return {
    markers: events
      .slice(0, CALENDAR_MAX_INDICATORS)
      .map((e) => ({ id: e.id, type: e.action_type, color: eventTypeColor(e.action_type) })),
    more: Math.max(0, events.length - CALENDAR_MAX_INDICATORS),
  };
}

/** The distinct types of a day's events, in order of first appearance (for its accessible name). */
export const dayTypes = (events: { action_type: ActionType }[]): ActionType[] => [
  ...new Set(events.map((e) => e.action_type)),
];
