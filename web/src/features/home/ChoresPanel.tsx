import './texts.ts';
import { type Chore, ChoreBody, type ChoreOccurrence, type ChoresResponse } from '@krug/contract/home';
import { Check, Pencil, Plus, SkipForward, Trash2, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { formatDayMonth } from '../../lib/format.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { type Circle, useChoreMutations, useChores } from './api.ts';
import { dayHeading, WeekNav } from './WeekNav.tsx';
import { addDays, mondayOf, today, weekDays } from './week.ts';

const nameOf = (p: { first_name: string; last_name: string } | null | undefined) =>
  p ? `${p.first_name} ${p.last_name}`.trim() : '';

/** The chores of a week, day by day: who does what, marked done or skipped (issue 34 §2). */
export function ChoresPanel({ circle }: { circle: Circle }) {
  const { t } = useTranslation('home');
  const [monday, setMonday] = useState(() => mondayOf(today()));
  const days = weekDays(monday);
  const chores = useChores(circle, monday, addDays(monday, 6));
  // The dialog: closed, a new chore (null) or a chore being edited.
  const [editing, setEditing] = useState<Chore | null | undefined>(undefined);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <WeekNav monday={monday} onChange={setMonday} />
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11')}
          onClick={() => setMonday(mondayOf(today()))}
        >
          {t('home.today')}
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'ml-auto min-h-11')}
          onClick={() => setEditing(null)}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('home.newChore')}
        </button>
      </div>
      {chores.isPending ? (
        <ListSkeleton rows={4} />
      ) : chores.isError ? (
        <ErrorState error={chores.error} onRetry={() => void chores.refetch()} />
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {days.map((day) => (
            <DayChores key={day} day={day} circle={circle} data={chores.data} onEdit={setEditing} />
          ))}
        </ol>
      )}
      {editing !== undefined ? (
        <ChoreDialog
          circle={circle}
          chore={editing}
          people={chores.data?.people ?? []}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </div>
  );
}

function DayChores({
  day,
  circle,
  data,
  onEdit,
}: {
  day: string;
  circle: Circle;
  data: ChoresResponse;
  onEdit(chore: Chore): void;
}) {
  const { t } = useTranslation('home');
  const { mark, remove } = useChoreMutations(circle);
  const fail = (err: unknown) => notify({ type: 'error', message: errorText(err, t('home.failed')) });
  const mine = data.occurrences.filter((o) => o.date === day);
  const isToday = day === today();
  const set = (o: ChoreOccurrence, status: 'done' | 'skipped' | null) =>
    mark.mutate({ id: o.chore_id, date: day, status }, { onError: fail });
  return (
    <li
      className={`rounded-xl p-3 ring-1 ${isToday ? 'ring-primary-line' : 'ring-line'}`}
      aria-label={formatDayMonth(day)}
      data-day={day}
    >
      <h3 className="text-sm font-semibold">
        {dayHeading(day)}
        {isToday ? <span className="ml-2 text-primary-strong">{t('home.today')}</span> : null}
      </h3>
      {mine.length === 0 ? <p className="mt-1 text-sm text-fg-faint">{t('home.noChores')}</p> : null}
      <ul className="mt-2 flex flex-col gap-2">
        {mine.map((o) => {
          const chore = data.chores.find((c) => c.id === o.chore_id);
          if (!chore) return null;
          return (
            <li key={o.chore_id} className="flex flex-wrap items-center gap-x-1" data-testid="chore">
              {/* The title keeps its width; the actions wrap under it in a narrow day. */}
              <div className="min-w-[9rem] flex-1">
                <p className={o.status ? 'text-fg-faint line-through' : ''}>
                  {chore.title}
                  {chore.due_time ? (
                    <span className="ml-1 text-xs text-fg-subtle">{chore.due_time}</span>
                  ) : null}
                </p>
                <p className="text-xs text-fg-faint">
                  {[nameOf(chore.assignee) || t('home.nobody'), o.status ? t(`home.${o.status}`) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {o.status ? (
                <button
                  type="button"
                  className={buttonClass('ghost', 'h-11 w-11 px-0')}
                  aria-label={t('home.unmark')}
                  onClick={() => set(o, null)}
                >
                  <Undo2 aria-hidden="true" className="h-4 w-4" />
                </button>
              ) : (
                <>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'h-11 w-11 px-0')}
                    aria-label={t('home.markDone', { title: chore.title })}
                    onClick={() => set(o, 'done')}
                  >
                    <Check aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    className={buttonClass('ghost', 'h-11 w-11 px-0')}
                    aria-label={t('home.markSkipped', { title: chore.title })}
                    onClick={() => set(o, 'skipped')}
                  >
                    <SkipForward aria-hidden="true" className="h-4 w-4" />
                  </button>
                </>
              )}
              <button
                type="button"
                className={buttonClass('ghost', 'h-11 w-11 px-0')}
                aria-label={`${t('home.editChore')}: ${chore.title}`}
                onClick={() => onEdit(chore)}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="button"
                className={buttonClass('ghost', 'h-11 w-11 px-0')}
                aria-label={`${t('home.deleteChore')}: ${chore.title}`}
                onClick={() => remove.mutate(chore.id, { onError: fail })}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

type Repeat = 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly';

/** A new chore (`chore` null) or an existing one edited in place. */
function ChoreDialog({
  circle,
  chore,
  people,
  onClose,
}: {
  circle: Circle;
  chore: Chore | null;
  people: ChoresResponse['people'];
  onClose(): void;
}) {
  const { t } = useTranslation('home');
  const { create, update } = useChoreMutations(circle);
  const saving = chore ? update : create;
  const initialRepeat: Repeat = chore ? (chore.recurrence?.freq ?? 'none') : 'weekly';
  const [title, setTitle] = useState(chore?.title ?? '');
  const [assignee, setAssignee] = useState(chore?.assignee?.id ?? '');
  const [start, setStart] = useState(chore?.start_date ?? today());
  const [time, setTime] = useState(chore?.due_time ?? '');
  const [repeat, setRepeat] = useState<Repeat>(initialRepeat);
  const [remind, setRemind] = useState(chore ? chore.remind_minutes_before !== null : false);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ChoreBody.safeParse({
      title,
      assignee_id: assignee || null,
      start_date: start,
      due_time: time || null,
      // An unchanged repeat keeps the chore's own rule (its interval, days and end).
      recurrence:
        repeat === initialRepeat && chore
          ? chore.recurrence
          : repeat === 'none'
            ? null
            : { freq: repeat, interval: 1 },
      remind_minutes_before: remind ? (chore?.remind_minutes_before ?? 60) : null,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    const done = {
      onSuccess: onClose,
      onError: (err: unknown) => setError(errorText(err, t('home.failed'))),
    };
    if (chore) return update.mutate({ id: chore.id, ...parsed.data }, done);
    create.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (err) => setError(errorText(err, t('home.failed'))),
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={chore ? t('home.editChore') : t('home.newChore')}
    >
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field
          label={t('home.choreTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={error ?? undefined}
        />
        <SelectField
          label={t('home.assignee')}
          value={assignee}
          onChange={(e) => setAssignee(e.target.value)}
        >
          <option value="">{t('home.nobody')}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {nameOf(p)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-3">
          <Field
            label={t('home.startDate')}
            type="date"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <Field
            label={t('home.dueTime')}
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
        <SelectField
          label={t('home.repeat')}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value as Repeat)}
        >
          <option value="none">{t('home.repeatNone')}</option>
          <option value="daily">{t('home.repeatDaily')}</option>
          <option value="weekly">{t('home.repeatWeekly')}</option>
          <option value="monthly">{t('home.repeatMonthly')}</option>
          {initialRepeat === 'yearly' ? <option value="yearly">{t('home.repeatYearly')}</option> : null}
        </SelectField>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={remind}
            onChange={(e) => setRemind(e.target.checked)}
            className="h-5 w-5"
          />
          {t('home.remind')}
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('home.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')} disabled={saving.isPending}>
            {chore ? t('home.save') : t('home.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
