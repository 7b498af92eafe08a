import { CLOCK_TICK_MS } from '@krug/contract/limits';
import type { ModuleKey } from '@krug/contract/modules';
import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWith } from '../../lib/format.ts';
import { Spinner } from '../../ui/Spinner.tsx';

// The month calendar downloads when the clock is opened, not with the shell.
const CalendarPanel = lazy(() =>
  import('../../features/calendar/CalendarPanel.tsx').then((m) => ({ default: m.CalendarPanel })),
);

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };
const DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long' };

/** The top-bar clock: time and date updated every second; opens a month calendar. */
export function Clock({ module }: { module: ModuleKey }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`${t('shell.clockLabel')}: ${formatWith(now, DATE)}`}
        className="hidden shrink-0 flex-col items-end rounded-lg px-2 py-1 text-right leading-tight hover:bg-surface-muted md:flex"
      >
        <span className="font-mono text-sm font-semibold tabular-nums">{formatWith(now, TIME)}</span>
        <span className="text-xs text-fg-subtle">{formatWith(now, DATE)}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-40 rounded-xl bg-surface p-4 shadow-xl ring-1 ring-line"
        >
          <Suspense fallback={<Spinner label={t('app.loading')} />}>
            <CalendarPanel module={module} compact />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
