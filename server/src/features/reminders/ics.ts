/**
 * iCalendar (RFC 5545) feeds and exports, written with ical-generator (issue 30 §6): it escapes
 * TEXT values and folds lines at 75 octets without splitting a UTF-8 character.
 *
 * Times: an event's date and time are Moscow wall-clock time (UTC+3 all year since 2014). A timed
 * event is written in UTC (`DTSTART:20261123T150000Z`), which needs no VTIMEZONE block and which
 * Google and Apple Calendar show in the reader's own zone; an event without a time is an all-day
 * event (`DTSTART;VALUE=DATE`, `DTEND` the next day). A series is one VEVENT with RRULE and an
 * EXDATE per cancelled occurrence; a moved occurrence is a VEVENT with the same UID and a
 * RECURRENCE-ID in DTSTART's form.
 */

import { formatRrule, type Recurrence } from '@krug/contract/recurrence';
import ical, { escape as escapeText, formatDate, ICalCalendarMethod } from 'ical-generator';

export interface IcsEvent {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM or HH:MM:SS, Moscow time; null for an all-day event. */
  time: string | null;
  createdAt: Date;
  /** What the event belongs to (the group's name), added to the description. */
  calendar: string;
  /** How it repeats (issue 21): one VEVENT with RRULE; null for a one-off event. */
  recurrence?: Recurrence | null;
  /** Cancelled occurrences (EXDATE) by their rule date. */
  cancelled?: string[];
  /** Moved occurrences: each a VEVENT with RECURRENCE-ID (the rule date) and its new date and time. */
  moved?: { occurrence: string; date: string; time: string | null }[];
}

/** Event times are Moscow wall-clock time (UTC+3 all year); so is «tomorrow» for birthdays. */
export const MOSCOW_OFFSET_HOURS = 3;

/** The instant an event starts (`HH:MM[:SS]`; an all-day one: 09:00 Moscow time, for reminders). */
export function eventStart(date: string, time: string | null): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh = 9, mm = 0, ss = 0] = (time ?? '09:00').split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh - MOSCOW_OFFSET_HOURS, mm, ss));
}

const dateOnly = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const nextDay = (date: string) => new Date(dateOnly(date).getTime() + 86_400_000);
/** A date in the form of an event's DTSTART: the instant in UTC, or the DATE of an all-day event. */
const dtValue = (date: string, time: string | null) =>
  time ? formatDate(null, eventStart(date, time)) : formatDate(null, dateOnly(date), true);

/** The series' RRULE, and an EXDATE per cancelled occurrence, in DTSTART's form. */
function ruleLines(e: IcsEvent, recurrence: Recurrence): string {
  // UNTIL is inclusive and in DTSTART's form: the last day's start in UTC, or a DATE.
  const until = recurrence.until ? dtValue(recurrence.until, e.time) : null;
  const exdate = e.time ? 'EXDATE' : 'EXDATE;VALUE=DATE';
  return [
    `RRULE:${formatRrule(recurrence, until)}`,
    ...(e.cancelled ?? []).map((date) => `${exdate}:${dtValue(date, e.time)}`),
  ].join('\n');
}

/** A whole VCALENDAR with the events, ready to send as `text/calendar`. */
export function renderCalendar(name: string, events: IcsEvent[], now: Date = new Date()): string {
  const calendar = ical({
    prodId: '//Krug//Krug Calendar//RU',
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
    // ical-generator writes the name (NAME, X-WR-CALNAME) as it is given: escaped here.
    name: escapeText(name, false),
    // How often subscribers fetch the feed again (REFRESH-INTERVAL for Apple, X-PUBLISHED-TTL for Outlook).
    ttl: 3600,
    x: { 'X-WR-TIMEZONE': 'Europe/Moscow' },
  });
  for (const e of events) {
    const body = {
      id: `${e.id}@krug`,
      stamp: now,
      created: e.createdAt,
      summary: e.title,
      description: [e.description, e.calendar].filter(Boolean).join('\n\n'),
      location: e.location || null,
    };
    const when = (date: string, time: string | null) =>
      time
        ? { start: eventStart(date, time), allDay: false }
        : { start: dateOnly(date), end: nextDay(date), allDay: true };
    calendar.createEvent({
      ...body,
      ...when(e.date, e.time),
      repeating: e.recurrence ? ruleLines(e, e.recurrence) : null,
    });
    // A moved occurrence overrides the rule's: same UID, RECURRENCE-ID = the occurrence it replaces.
    for (const m of e.recurrence ? (e.moved ?? []) : []) {
      calendar.createEvent({
        ...body,
        ...when(m.date, m.time ?? e.time),
        // ical-generator writes RECURRENCE-ID as a DATE-TIME only; an all-day series needs a DATE
        // (the type of its DTSTART), so that one is written as a line of its own.
        ...(e.time
          ? { recurrenceId: eventStart(m.occurrence, e.time) }
          : { x: [['RECURRENCE-ID;VALUE=DATE', dtValue(m.occurrence, null)]] as [string, string][] }),
      });
    }
  }
  return `${calendar.toString()}\r\n`;
}
