/** Calendar dates (`YYYY-MM-DD`) for the week views, computed on UTC days so no time zone shifts them. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Today on the user's own calendar. */
export function today(now = new Date()): string {
  return isoDay(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return isoDay(d);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));
