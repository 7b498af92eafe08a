import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ru } from '../../i18n/ru.ts';
import { dayKey, monthGrid } from '../../ui/calendar-grid.ts';

const monthTitle = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric' });

/** A Monday-first month view with previous/next buttons; today is marked. */
export function MonthCalendar({ today }: { today: Date }) {
  const { t } = useTranslation();
  const [cursor, setCursor] = useState(() => ({ year: today.getFullYear(), month: today.getMonth() }));
  const grid = monthGrid(cursor.year, cursor.month);
  const todayKey = dayKey(today);
  const shift = (delta: number) =>
    setCursor(({ year, month }) => {
      const d = new Date(year, month + delta, 1);
      return { year: d.getFullYear(), month: d.getMonth() };
    });
  return (
    <div className="w-72">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label={t('shell.prevMonth')}
          className="rounded p-1 hover:bg-slate-100"
          onClick={() => shift(-1)}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </button>
        <p className="font-medium capitalize" aria-live="polite">
          {monthTitle.format(new Date(cursor.year, cursor.month, 1))}
        </p>
        <button
          type="button"
          aria-label={t('shell.nextMonth')}
          className="rounded p-1 hover:bg-slate-100"
          onClick={() => shift(1)}
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <table className="w-full text-center text-sm">
        <thead>
          <tr>
            {ru.shell.weekdays.map((d) => (
              <th key={d} scope="col" className="py-1 text-xs font-medium text-slate-500">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((day) => (
                <td key={day.key} className="p-0.5">
                  <span
                    aria-current={day.key === todayKey ? 'date' : undefined}
                    className={`flex h-8 items-center justify-center rounded-full ${
                      day.key === todayKey
                        ? 'bg-emerald-600 font-semibold text-white'
                        : day.inMonth
                          ? ''
                          : 'text-slate-400'
                    }`}
                  >
                    {day.date.getDate()}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
