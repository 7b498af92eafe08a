import '../chat/texts.ts';
import './texts.ts';
import { CHAT_TEXTS, FAMILY_CALENDAR_GROUP_TYPES, shortTime } from '@krug/contract/chat';
import type { ModuleKey } from '@krug/contract/modules';
import { useQueries } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDayMonth } from '../../lib/format.ts';
import { dayKey, monthGrid } from '../../ui/calendar-grid.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { useUser } from '../auth/session.tsx';
import { useChatGroups } from '../chat/api.ts';
import { BirthdayCard } from './BirthdayCard.tsx';
import { type BirthdayItem, useBirthdays } from './birthdays.ts';
import { CalendarSubscription } from './CalendarSubscription.tsx';
import { AGENDA_DAYS, addDays, type CalendarView, parseView, weekStart } from './calendar-views.ts';
import { eventsByDay, eventTypeColor } from './day-indicators.ts';
import { EventTypeIcon } from './event-types.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { NewEventDialog } from './NewEventDialog.tsx';
import { OccurrenceActions } from './OccurrenceActions.tsx';
import { type OccurrenceItem, occurrenceItems } from './occurrences.ts';
import { rangeQuery } from './occurrences-api.ts';
import { RecurrenceLabel } from './RecurrenceLabel.tsx';
import { ReminderMenu } from './ReminderMenu.tsx';
import { RsvpControl } from './Rsvp.tsx';
import { ViewSwitch } from './ViewSwitch.tsx';

/** One occurrence on the calendar, with its group's name and whether the viewer is the group's ADMIN. */
type CalendarEvent = OccurrenceItem & { group_name: string; group_admin: boolean };

// Week and list load with their first use: the month panels on the feed and in the clock stay light.
const views = () => import('./CalendarViews.tsx');
const WeekView = lazy(() => views().then((m) => ({ default: m.WeekView })));
const AgendaView = lazy(() => views().then((m) => ({ default: m.AgendaView })));

/**
 * Occurrences in [from, to] of the events of every group the user is in (the family module keeps
 * FAMILY, RELATIVES and CUSTOM groups); the server expands recurring events for the range.
 */
export function useCalendarEvents(
  module: ModuleKey,
  onlyGroupId: string | null | undefined,
  [from, to]: [Date, Date],
): CalendarEvent[] {
  const list = useCalendarGroups(module, onlyGroupId);
  const results = useQueries({
    queries: list.map((g) => rangeQuery(g.group.id, dayKey(from), dayKey(to))),
  });
  const byId = new Map(list.map((g) => [g.group.id, g]));
  return results.flatMap((r) =>
    occurrenceItems(r.data?.scheduled_actions ?? [], r.data?.occurrences).map((e) => ({
      ...e,
      group_name: byId.get(e.group_id)?.group.name || CHAT_TEXTS.unknownGroup,
      group_admin: byId.get(e.group_id)?.user_role === 'ADMIN',
    })),
  );
}

/** The groups whose events the calendar shows (and where an event made from it can go); the family group first. */
export function useCalendarGroups(module: ModuleKey, onlyGroupId: string | null | undefined) {
  const groups = useChatGroups();
  return (
    (groups.data ?? [])
      .filter((g) => module !== 'family' || FAMILY_CALENDAR_GROUP_TYPES.includes(g.group.group_type))
      // One-to-one conversations have no events.
      .filter((g) => g.group.group_type !== 'DIRECT')
      .filter((g) => !onlyGroupId || g.group.id === onlyGroupId)
      .sort((a, b) => Number(b.group.group_type === 'FAMILY') - Number(a.group.group_type === 'FAMILY'))
  );
}

/** "family calendar" / "module calendar" (spec §2): month grid with indicators and a day panel. */
export function CalendarPanel({
  module,
  compact = false,
  groupId,
  isView = false,
}: {
  module: ModuleKey;
  compact?: boolean;
  groupId?: string | null;
  /** The calendar view itself: its title is the view's h1 (elsewhere an h2, one h1 per view). */
  isView?: boolean;
}) {
  const Heading = isView ? 'h1' : 'h2';
  const { t } = useTranslation(['calendar', 'chat']);
  const today = new Date();
  const [cursor, setCursor] = useState({ year: today.getFullYear(), month: today.getMonth() });
  const [selected, setSelected] = useState<string | null>(null);
  // The calendar view keeps «Месяц / Неделя / Список» in the URL (`?view=week`); panels elsewhere show the month.
  const [search, setSearch] = useSearchParams();
  const view: CalendarView = isView ? parseView(search.get('view')) : 'month';
  const setView = (next: CalendarView) => {
    setSelected(null);
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next === 'month') params.delete('view');
        else params.set('view', next);
        return params;
      },
      { replace: false },
    );
  };
  const [monday, setMonday] = useState(() => weekStart(today));
  const [creating, setCreating] = useState<{ date?: string } | null>(null);
  const calendarGroups = useCalendarGroups(module, groupId);
  // The day card may open below the grid (phones): bring it into view (issue 32: not below the fold).
  const dayPanel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (selected) dayPanel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const grid = monthGrid(cursor.year, cursor.month);
  const range: [Date, Date] =
    view === 'week'
      ? [monday, addDays(monday, 6)]
      : view === 'agenda'
        ? [today, addDays(today, AGENDA_DAYS - 1)]
        : [grid[0]?.[0]?.date ?? today, grid.at(-1)?.at(-1)?.date ?? today];
  // The family calendar also shows members' and relatives' birthdays (issue 21), all day.
  const birthdays = useBirthdays(module === 'family', range[0], range[1], groupId);
  const all: (CalendarEvent | BirthdayItem)[] = [...birthdays, ...useCalendarEvents(module, groupId, range)];
  const events = eventsByDay(all);
  const shift = (delta: number) =>
    setCursor(({ year, month }) => {
      const d = new Date(year, month + delta, 1);
      return { year: d.getFullYear(), month: d.getMonth() };
    });
  const dayEvents = selected ? (events.get(selected) ?? []) : [];
  // The month's cells: an occurrence's key (a series' id may repeat on a day) and its words.
  const monthItems = new Map(
    [...events].map(([day, list]) => [
      day,
      list.map((e) => ({
        id: 'kind' in e ? e.id : e.key,
        action_type: e.action_type,
        label: 'kind' in e ? e.name : e.title,
      })),
    ]),
  );
  const title = module === 'family' ? t('chat.familyCalendar') : t('chat.moduleCalendar');
  return (
    <section
      aria-label={title}
      className={compact ? 'w-80' : 'rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line'}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <Heading className={`${compact ? 'text-sm' : 'text-lg'} font-semibold`}>{title}</Heading>
        <div className="flex flex-wrap items-center gap-2">
          {compact ? null : (
            <button
              type="button"
              aria-label={t('calendar.newEvent')}
              title={t('calendar.newEvent')}
              className={buttonClass('primary', 'h-11 w-11 shrink-0 p-0! sm:h-9 sm:w-9')}
              onClick={() => setCreating({ date: selected ?? undefined })}
            >
              <Plus aria-hidden="true" className="h-5 w-5" />
            </button>
          )}
          {isView ? <ViewSwitch view={view} onChange={setView} /> : null}
          {compact ? null : <CalendarSubscription module={module} groupId={groupId} />}
        </div>
      </div>
      <div
        className={`grid gap-4 ${selected && !compact && view !== 'week' ? 'md:grid-cols-[1fr_16rem]' : ''}`}
      >
        <Suspense fallback={null}>
          {view === 'week' ? (
            <WeekView
              monday={monday}
              today={today}
              items={events}
              selected={selected}
              onShift={(delta) => setMonday((m) => addDays(m, delta * 7))}
              onToday={() => setMonday(weekStart(new Date()))}
              onOpen={setSelected}
            />
          ) : null}
          {view === 'agenda' ? <AgendaView today={today} items={all} onOpen={setSelected} /> : null}
        </Suspense>
        <div hidden={view !== 'month'}>
          <MonthGrid
            year={cursor.year}
            month={cursor.month}
            today={today}
            items={monthItems}
            selected={selected}
            compact={compact}
            onShift={shift}
            onSelect={setSelected}
          />
        </div>
        {creating ? (
          <NewEventDialog
            open
            onOpenChange={(open) => (open ? null : setCreating(null))}
            groups={calendarGroups}
            defaultGroupId={groupId}
            date={creating.date}
          />
        ) : null}
        {selected ? (
          <aside
            ref={dayPanel}
            aria-label={formatDayMonth(selected)}
            className="rounded-xl bg-surface-sunken p-3"
          >
            <div className="mb-2 flex items-center justify-between">
              <p className="text-sm font-medium">
                {formatDayMonth(selected)} · {t('calendar.selectedCount', { n: dayEvents.length })}
              </p>
              <button
                type="button"
                aria-label={t('calendar.close')}
                className="rounded p-1 hover:bg-surface-strong"
                onClick={() => setSelected(null)}
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </div>
            {compact ? null : (
              <button
                type="button"
                className={buttonClass('secondary', 'mb-2 min-h-11 w-full sm:min-h-9')}
                onClick={() => setCreating({ date: selected })}
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
                {t('calendar.addEvent')}
              </button>
            )}
            {dayEvents.length === 0 ? (
              <p className="text-sm text-fg-faint">{t('calendar.noEventsDay')}</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {dayEvents.map((e) =>
                  'kind' in e ? <BirthdayCard key={e.id} birthday={e} /> : <DayCard key={e.key} event={e} />,
                )}
              </ul>
            )}
          </aside>
        ) : null}
      </div>
    </section>
  );
}

/**
 * An occurrence in the day card: type, time, group, «Повторяется …», RSVP (per series), «Напомнить»
 * and, for its creator or a group ADMIN, «⋯» (move or cancel this occurrence, edit or delete the series).
 */
function DayCard({ event: e }: { event: CalendarEvent }) {
  const { t } = useTranslation(['calendar', 'chat']);
  const me = useUser();
  const canEdit = e.group_admin || e.created_by === me.id;
  return (
    <li
      aria-label={e.title}
      className="rounded-lg border-l-4 bg-surface p-2"
      style={{ borderLeftColor: eventTypeColor(e.action_type) }}
    >
      <div className="flex items-start justify-between gap-1">
        <p
          className={`flex min-w-0 items-center gap-1 break-words font-medium ${e.is_completed ? 'line-through' : ''}`}
        >
          <EventTypeIcon type={e.action_type} />
          {e.title}
        </p>
        {canEdit && !e.is_completed ? (
          <OccurrenceActions event={e} occurrenceDate={e.recurrence ? e.occurrence_date : undefined} />
        ) : null}
      </div>
      <p className="text-xs text-fg-faint">
        {t(`chat.actionTypes.${e.action_type}`)} ·{' '}
        {e.scheduled_time ? `${shortTime(e.scheduled_time)} · ` : ''}
        {e.group_name}
      </p>
      <RecurrenceLabel event={e} moved={e.moved} className="mt-0.5" />
      <RsvpControl event={e} />
      {e.is_completed ? null : (
        <div className="mt-1 flex flex-wrap gap-2">
          <ReminderMenu event={e} />
        </div>
      )}
    </li>
  );
}
