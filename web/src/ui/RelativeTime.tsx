import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  formatRelative,
  RELATIVE_TICK_MS,
  type RelativeRule,
  toDate,
} from '../lib/format.ts';

// One timer for every <RelativeTime> on the page: it runs while at least one is mounted.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, RELATIVE_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
const getNow = () => now;

/** The shared clock, ticking once a minute while anything shows a relative time. */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, getNow, getNow);
}

interface Props {
  /** An ISO instant (or a `YYYY-MM-DD` day). */
  value: string;
  /** 'wall' (spec §9): date after a day; 'family': days up to a week. */
  rule?: RelativeRule;
  className?: string;
}

/** «5 мин. назад» in a `<time>` element, kept current while the page is open; the full date on hover. */
export function RelativeTime({ value, rule = 'wall', className }: Props) {
  const { i18n } = useTranslation();
  const clock = useMinuteClock();
  const date = toDate(value);
  // The shared clock re-renders every minute; a language change re-renders through useTranslation.
  const text = formatRelative(date, rule, Math.max(clock, Date.now()));
  return (
    <time
      dateTime={date.toISOString()}
      title={formatDateTime(date)}
      className={className}
      data-lang={i18n.language}
    >
      {text}
    </time>
  );
}
