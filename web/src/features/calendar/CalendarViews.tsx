import '../chat/texts.ts';
import './texts.ts';
import { type ActionType, type ScheduledAction, shortTime } from '@krug/contract/chat';
import { ChevronLeft, ChevronRight, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDayMonth, formatWith } from '../../lib/format.ts';
import { dayKey } from '../../ui/calendar-grid.ts';
import { agendaGroups, dayLabel, sortByTime, weekDays } from './calendar-views.ts';
import { eventTypeColor } from './day-indicators.ts';
import { EventTypeIcon } from './event-types.tsx';
import { recurrenceLabel } from './occurrences.ts';
import { registerRecurrenceTexts } from './recurrence-texts.ts';
import { registerRsvpTexts } from './rsvp-texts.ts';

registerRsvpTexts();
registerRecurrenceTexts();

/** What the week and agenda list of an item: an event of a group or a birthday. */
export type ViewItem = {
  id: string;
  scheduled_date: string;
  scheduled_time?: string | null;
  action_type: ActionType;
} & (
  | { kind: 'birthday'; name: string }
  | {
      kind?: undefined;
      title: string;
      is_completed: boolean;
      /** An occurrence of a series (issue 21): its rule, and a key unique per occurrence. */
      recurrence?: ScheduledAction['recurrence'];
      key?: string;
      moved?: boolean;
    }
);

/** A list key: an occurrence's own key (a series' id repeats), else the item's id. */
const keyOf = (item: ViewItem) => (item.kind !== 'birthday' && item.key) || item.id;

/** One item as a row: time (or «Весь день»), type icon in its colour, title; opens its day's card. */
function ItemButton({
  item,
  onOpen,
  dense = false,
}: {
  item: ViewItem;
  onOpen: (day: string) => void;
  /** In the week's narrow columns on wide screens: smaller type so words fit. */
  dense?: boolean;
}) {
  const { t } = useTranslation(['calendar', 'chat']);
  const { t: tr } = useTranslation('rsvp');
  const { t: trec } = useTranslation('recurrence');
  const title = item.kind === 'birthday' ? tr('birthday', { name: item.name }) : item.title;
  const time = item.scheduled_time ? shortTime(item.scheduled_time) : t('calendar.allDay');
  const rule = item.kind !== 'birthday' ? item.recurrence : null;
  const repeats = rule ? recurrenceLabel(rule) : null;
  const moved = item.kind !== 'birthday' && item.moved;
  const repeatText = repeats
    ? `, ${trec(repeats.key, { n: repeats.n })}${moved ? `, ${trec('moved').toLowerCase()}` : ''}`
    : '';
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item.scheduled_date)}
        aria-label={`${time}, ${title} (${t(`chat.actionTypes.${item.action_type}`)}${repeatText})`}
        className={`block w-full rounded-lg border-l-4 bg-surface py-1.5 text-left text-sm hover:bg-surface-muted ${dense ? 'px-2 @[56rem]:px-1.5' : 'px-2'}`}
        style={{ borderLeftColor: eventTypeColor(item.action_type) }}
      >
        <span className="flex items-center gap-1 text-xs text-fg-faint">
          <EventTypeIcon type={item.action_type} className="h-3.5 w-3.5" />
          {time}
          {moved ? <span className="font-medium">· {trec('moved').toLowerCase()}</span> : null}
          {rule ? (
            <Repeat aria-hidden="true" data-testid="repeats" className="ml-auto h-3 w-3 shrink-0" />
          ) : null}
        </span>
        <span
          data-testid="item-title"
          className={`block break-words font-medium leading-snug ${dense ? '@[56rem]:text-xs' : ''} ${item.kind !== 'birthday' && item.is_completed ? 'line-through' : ''}`}
        >
          {title}
        </span>
      </button>
    </li>
  );
}

function Nav({
  label,
  prev,
  next,
  onShift,
  onToday,
}: {
  label: string;
  prev: string;
  next: string;
  onShift: (delta: number) => void;
  onToday: () => void;
}) {
  const { t } = useTranslation(['calendar', 'chat']);
  return (
    <div className="mb-2 flex items-center justify-between gap-2">
      <button
        type="button"
        aria-label={prev}
        className="rounded p-1 hover:bg-surface-muted"
        onClick={() => onShift(-1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      </button>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <p className="font-medium" aria-live="polite">
          {label}
        </p>
        <button
          type="button"
          className="rounded-md px-2 py-0.5 text-xs font-medium text-primary ring-1 ring-line hover:bg-surface-muted"
          onClick={onToday}
        >
          {t('calendar.today')}
        </button>
      </div>
      <button
        type="button"
        aria-label={next}
        className="rounded p-1 hover:bg-surface-muted"
        onClick={() => onShift(1)}
      >
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

/** «Неделя»: Monday to Sunday, each day with its items; a vertical list of days on phones. */
export function WeekView({
  monday,
  today,
  items,
  selected,
  onShift,
  onToday,
  onOpen,
}: {
  monday: Date;
  today: Date;
  items: Map<string, ViewItem[]>;
  selected: string | null;
  onShift: (delta: number) => void;
  onToday: () => void;
  onOpen: (day: string) => void;
}) {
  const { t } = useTranslation(['calendar', 'chat']);
  const days = weekDays(monday);
  const todayKey = dayKey(today);
  return (
    // Seven columns only where each is wide enough for whole words (issue 32: no word broken in
    // two); a narrower calendar lists the days one under another.
    <div className="@container">
      <Nav
        label={`${formatDayMonth(days[0] ?? monday)} – ${formatDayMonth(days[6] ?? monday)}`}
        prev={t('calendar.prevWeek')}
        next={t('calendar.nextWeek')}
        onShift={onShift}
        onToday={onToday}
      />
      <ol data-testid="week-days" className="grid grid-cols-1 gap-2 @[56rem]:grid-cols-7 @[56rem]:gap-1.5">
        {days.map((day) => {
          const key = dayKey(day);
          const list = sortByTime(items.get(key) ?? []);
          const isToday = key === todayKey;
          return (
            <li
              key={key}
              aria-label={formatWith(day, { weekday: 'long', day: 'numeric', month: 'long' })}
              className={`flex min-h-16 min-w-0 flex-col gap-1 rounded-xl p-2 @[56rem]:min-h-40 @[56rem]:p-1.5 ${
                isToday ? 'bg-primary-soft ring-1 ring-primary-line' : 'bg-surface-sunken'
              } ${selected === key ? 'ring-2 ring-primary-line' : ''}`}
            >
              <p className="flex items-baseline gap-1 text-xs font-medium text-fg-subtle">
                <span className="capitalize">{formatWith(day, { weekday: 'short' })}</span>
                <span className={`text-base ${isToday ? 'text-primary' : 'text-fg'}`}>{day.getDate()}</span>
                {isToday ? (
                  <span className="text-primary @[56rem]:sr-only">· {t('calendar.today')}</span>
                ) : null}
              </p>
              {list.length === 0 ? (
                <p className="text-xs text-fg-faint">{t('calendar.weekEmptyDay')}</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {list.map((item) => (
                    <ItemButton key={keyOf(item)} item={item} onOpen={onOpen} dense />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** «Список»: the next 30 days' items under «Сегодня», «Завтра», «пт, 27 ноября» headings. */
export function AgendaView({
  today,
  items,
  onOpen,
}: {
  today: Date;
  items: ViewItem[];
  onOpen: (day: string) => void;
}) {
  const { t } = useTranslation(['calendar', 'chat']);
  const groups = agendaGroups(items, today);
  return (
    <div>
      <p className="mb-2 text-sm text-fg-subtle">{t('calendar.agendaTitle')}</p>
      {groups.length === 0 ? (
        <p className="rounded-xl bg-surface-sunken p-6 text-center text-sm text-fg-faint">
          {t('calendar.agendaEmpty')}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {groups.map((g) => {
            const label = dayLabel(g.date, today);
            const heading =
              label === 'date'
                ? formatWith(g.date, { weekday: 'short', day: 'numeric', month: 'long' })
                : t(`calendar.${label}`);
            return (
              <section key={g.key} aria-label={heading}>
                <h3 className={`mb-1 text-sm font-semibold ${label === 'today' ? 'text-primary' : ''}`}>
                  {heading}
                </h3>
                <ul className="flex flex-col gap-1">
                  {g.items.map((item) => (
                    <ItemButton key={keyOf(item)} item={item} onOpen={onOpen} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
