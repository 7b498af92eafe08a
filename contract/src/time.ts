const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Wall (spec §9): "just now", "N min ago", "N h ago", then a date in the Russian locale. */
export function relativeTimeWall(iso: string, now = new Date()): string {
  const age = now.getTime() - new Date(iso).getTime();
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h ago`;
  return new Date(iso).toLocaleDateString('ru-RU');
}

/** Family-module feed (spec §9): "только что", "N мин назад", "N ч назад", "N дн назад" up to 7 days, then a date. */
export function relativeTimeFamily(iso: string, now = new Date()): string {
  const age = now.getTime() - new Date(iso).getTime();
  if (age < MINUTE) return 'только что';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} мин назад`;
  if (age < DAY) return `${Math.floor(age / HOUR)} ч назад`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)} дн назад`;
  return new Date(iso).toLocaleDateString('ru-RU');
}
