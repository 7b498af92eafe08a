import './texts.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { addDays } from './week.ts';

/** «‹ Неделя с 23 ноября ›»: the week a chores or meals panel shows, moved a week at a time. */
export function WeekNav({ monday, onChange }: { monday: string; onChange(monday: string): void }) {
  const { t } = useTranslation('home');
  return (
    <div className="flex min-w-0 items-center gap-1">
      <button
        type="button"
        className={buttonClass('ghost', 'h-11 w-11 px-0')}
        aria-label={t('home.prevWeek')}
        onClick={() => onChange(addDays(monday, -7))}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      </button>
      <h2 className="whitespace-nowrap font-semibold">{t('home.week', { date: formatDayMonth(monday) })}</h2>
      <button
        type="button"
        className={buttonClass('ghost', 'h-11 w-11 px-0')}
        aria-label={t('home.nextWeek')}
        onClick={() => onChange(addDays(monday, 7))}
      >
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

/** «Понедельник, 23 ноября»: a day's heading in the week panels. */
export function dayHeading(day: string): string {
  return `${new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'long' })}, ${formatDayMonth(day)}`;
}
