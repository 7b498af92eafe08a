/**
 * iCalendar (RFC 5545) written by hand (issue 21): CRLF line endings, lines folded at 75 octets
 * without splitting a UTF-8 character, TEXT values escaped (`\` `;` `,` newline).
 *
 * Times: an event's date and time are Moscow wall-clock time (UTC+3 all year since 2014). A timed
 * event is written in UTC (`DTSTART:20261123T150000Z`), which needs no VTIMEZONE block and which
 * Google and Apple Calendar show in the reader's own zone; an event without a time is an all-day
 * event (`DTSTART;VALUE=DATE`, `DTEND` the next day).
 */

import { formatRrule, type Recurrence } from '@krug/contract/recurrence';

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

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets go on continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; continuations 74 plus the leading space.
    const max = parts.length === 0 ? 75 : 74;
    if (octets + size > max) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 20261123T150000Z */
export const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}Z`;
const dateValue = (date: string) => date.replaceAll('-', '');
function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

/** `DTSTART:20261123T150000Z` for a timed event, `DTSTART;VALUE=DATE:20261123` for an all-day one. */
const start = (name: string, date: string, time: string | null) =>
  time ? [`${name}:${utcStamp(eventStart(date, time))}`] : [`${name};VALUE=DATE:${dateValue(date)}`];

/** CREATED, SUMMARY, DESCRIPTION (with the calendar's name) and LOCATION. */
function body(e: IcsEvent): string[] {
  const description = [e.description, e.calendar].filter(Boolean).join('\n\n');
  const lines = [
    `CREATED:${utcStamp(e.createdAt)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
  ];
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  return lines;
}

/** A whole VCALENDAR with the events, ready to send as `text/calendar`. */
export function renderCalendar(name: string, events: IcsEvent[], now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Krug//Krug Calendar//RU',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Moscow',
    // How often subscribers fetch the feed again (Apple reads the first, Outlook the second).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.id}@krug`,
      `DTSTAMP:${utcStamp(now)}`,
      ...start('DTSTART', e.date, e.time),
    );
    if (!e.time) lines.push(`DTEND;VALUE=DATE:${nextDay(e.date)}`);
    if (e.recurrence) {
      // UNTIL is inclusive and in DTSTART's form: the last day's start in UTC, or a DATE.
      const until = e.recurrence.until
        ? e.time
          ? utcStamp(eventStart(e.recurrence.until, e.time))
          : dateValue(e.recurrence.until)
        : null;
      lines.push(`RRULE:${formatRrule(e.recurrence, until)}`);
      for (const date of e.cancelled ?? []) lines.push(...start('EXDATE', date, e.time));
    }
    lines.push(...body(e), 'END:VEVENT');
    // A moved occurrence overrides the rule's: same UID, RECURRENCE-ID = the occurrence it replaces.
    for (const m of e.recurrence ? (e.moved ?? []) : []) {
      const time = m.time ?? e.time;
      lines.push('BEGIN:VEVENT', `UID:${e.id}@krug`, `DTSTAMP:${utcStamp(now)}`);
      lines.push(...start('RECURRENCE-ID', m.occurrence, e.time), ...start('DTSTART', m.date, time));
      if (!time) lines.push(`DTEND;VALUE=DATE:${nextDay(m.date)}`);
      lines.push(...body(e), 'END:VEVENT');
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
