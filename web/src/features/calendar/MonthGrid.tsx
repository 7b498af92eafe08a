import './texts.ts';
import type { ActionType } from '@krug/contract/chat';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { commonRu } from '../../app/texts.ts';
import { useTexts } from '../../i18n/index.ts';
import { formatDayMonth, formatMonthYear } from '../../lib/format.ts';
import { dayKey, monthGrid } from '../../ui/calendar-grid.ts';
import { dayIndicators, dayTypes, eventTypeColor } from './day-indicators.ts';
import { EventTypeIcon, EventTypeLegend } from './event-types.tsx';

/** What a month cell needs of an item: its id, type and the words to show. */
export interface MonthItem {
  id: string;
  action_type: ActionType;
  label: string;
}

/**
 * The month: Monday-first weekday header, each day a button. The calendar view shows up to three
 * titles per day in their type's colour (issue 32: titles, not icons) and «+N»; the compact panels
 * (the clock, the feed's side) keep the spec's three small markers.
 */
export function MonthGrid({
  year,
  month,
  today,
  items,
  selected,
  compact,
  onShift,
  onSelect,
}: {
  year: number;
  month: number;
  today: Date;
  items: Map<string, MonthItem[]>;
  selected: string | null;
  compact: boolean;
  onShift: (delta: number) => void;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation(['calendar', 'chat']);
  const texts = useTexts('common', commonRu);
  const grid = monthGrid(year, month);
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label={t('shell.prevMonth')}
          className="rounded p-1 hover:bg-surface-muted"
          onClick={() => onShift(-1)}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </button>
        <p className="font-medium capitalize" aria-live="polite">
          {formatMonthYear(new Date(year, month, 1))}
        </p>
        <button
          type="button"
          aria-label={t('shell.nextMonth')}
          className="rounded p-1 hover:bg-surface-muted"
          onClick={() => onShift(1)}
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <table className="w-full table-fixed text-center text-sm">
        <thead>
          <tr>
            {texts.shell.weekdays.map((d) => (
              <th key={d} scope="col" className="py-1 text-xs font-medium text-fg-faint">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((day) => {
                const list = items.get(day.key) ?? [];
                const { markers, more } = dayIndicators(list);
                const types = dayTypes(list)
                  .map((type) => t(`chat.actionTypes.${type}`))
                  .join(', ');
                const isToday = day.key === dayKey(today);
                const byId = new Map(list.map((i) => [i.id, i]));
                return (
                  <td key={day.key} className="p-0.5 align-top">
                    <button
                      type="button"
                      onClick={() => onSelect(day.key)}
                      aria-pressed={selected === day.key}
                      aria-label={`${formatDayMonth(day.date)}: ${t('calendar.selectedCount', { n: list.length })}${types ? ` (${types})` : ''}`}
                      className={`flex w-full flex-col rounded-lg ${compact ? 'h-12 items-center justify-center' : 'min-h-16 items-stretch gap-0.5 p-0.5 sm:min-h-24 sm:p-1'} ${
                        selected === day.key ? 'ring-2 ring-primary-line' : ''
                      } ${compact && isToday ? 'bg-primary text-white' : day.inMonth ? 'hover:bg-surface-muted' : 'text-fg-faint'}`}
                    >
                      <span
                        className={
                          compact
                            ? ''
                            : `self-center rounded-full px-1.5 text-sm leading-6 ${isToday ? 'bg-primary font-semibold text-white' : ''}`
                        }
                      >
                        {day.date.getDate()}
                      </span>
                      {compact ? (
                        <span className="flex h-3 items-center gap-px" aria-hidden="true">
                          {markers.map((m) => (
                            <span
                              key={m.id}
                              data-type={m.type}
                              className={`inline-flex rounded-full ${isToday ? 'bg-surface' : ''}`}
                            >
                              <EventTypeIcon type={m.type} className="h-3 w-3" />
                            </span>
                          ))}
                          {more > 0 ? (
                            <span className="text-[9px] leading-none">{t('calendar.more', { n: more })}</span>
                          ) : null}
                        </span>
                      ) : (
                        <span className="flex min-w-0 flex-col gap-0.5" aria-hidden="true">
                          {markers.map((m) => (
                            <span
                              key={m.id}
                              data-testid="month-title"
                              data-type={m.type}
                              className="block truncate rounded border-l-2 bg-surface-muted px-1 text-left text-xs leading-5 text-fg"
                              style={{ borderLeftColor: eventTypeColor(m.type) }}
                            >
                              {byId.get(m.id)?.label}
                            </span>
                          ))}
                          {more > 0 ? (
                            <span className="text-left text-xs font-medium leading-4 text-fg-subtle">
                              {t('calendar.more', { n: more })}
                            </span>
                          ) : null}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <EventTypeLegend className="mt-2 justify-center" />
    </div>
  );
}
