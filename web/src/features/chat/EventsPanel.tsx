import './texts.ts';
import { isSoon, type ScheduledAction, shortTime } from '@krug/contract/chat';
import * as Tabs from '@radix-ui/react-tabs';
import { CalendarClock, Check, CheckCheck, MapPin } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { dayKey } from '../../ui/calendar-grid.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { eventTypeColor } from '../calendar/day-indicators.ts';
import { EventForm } from '../calendar/EventForm.tsx';
import { EventTypeIcon } from '../calendar/event-types.tsx';
import { OccurrenceActions } from '../calendar/OccurrenceActions.tsx';
import { nextDate } from '../calendar/occurrences.ts';
import { RecurrenceLabel } from '../calendar/RecurrenceLabel.tsx';
import { ReminderMenu } from '../calendar/ReminderMenu.tsx';
import { RsvpControl } from '../calendar/Rsvp.tsx';
import { PersonLink } from '../people/PersonLink.tsx';
import { useChatMutations, useGroupEvents } from './api.ts';

const nowHM = () => new Date().toTimeString().slice(0, 5);

/**
 * A group's events: "Soon" and "All events" tabs, the create form, cards with the RSVP toggles
 * «Пойду / Может быть / Не пойду» (issue 21; «Пойду» = joined) and, for the event's creator or a
 * group ADMIN, «Завершить».
 */
export function EventsPanel({ groupId, color }: { groupId: string; color: string }) {
  const { t } = useTranslation('chat');
  const events = useGroupEvents(groupId);
  const list = events.data ?? [];
  const today = dayKey(new Date());
  // A series is «Скоро» while it repeats: judged by its next date (issue 21).
  const soon = list.filter((e) => {
    const next = nextDate(e, today);
    return next !== null && isSoon({ ...e, scheduled_date: next }, today, nowHM());
  });
  return (
    <section aria-labelledby="events-title" className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
      <h2 id="events-title" className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <CalendarClock aria-hidden="true" className="h-4 w-4" />
        {t('chat.eventsTitle')}
      </h2>
      <Tabs.Root defaultValue="soon">
        <Tabs.List
          aria-label={t('chat.eventsTitle')}
          className="mb-3 flex gap-1 border-b border-line text-sm"
        >
          {(['soon', 'all', 'create'] as const).map((k) => (
            <Tabs.Trigger
              key={k}
              value={k}
              className="-mb-px border-b-2 border-transparent px-2 py-1.5 text-fg-subtle data-[state=active]:border-primary-line data-[state=active]:text-primary-strong"
            >
              {k === 'soon' ? t('chat.soon') : k === 'all' ? t('chat.allEvents') : t('chat.createEvent')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="soon">
          {events.isPending ? (
            <Skeleton lines={2} className="h-12 w-full" />
          ) : events.isError ? (
            <ErrorState error={events.error} onRetry={() => void events.refetch()} />
          ) : (
            <EventCards events={soon} />
          )}
        </Tabs.Content>
        <Tabs.Content value="all">
          {events.isPending ? (
            <Skeleton lines={2} className="h-12 w-full" />
          ) : events.isError ? (
            <ErrorState error={events.error} onRetry={() => void events.refetch()} />
          ) : (
            <EventCards events={list} />
          )}
        </Tabs.Content>
        <Tabs.Content value="create">
          <CreateEventForm groupId={groupId} color={color} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function EventCards({ events }: { events: ScheduledAction[] }) {
  const { t } = useTranslation('chat');
  if (events.length === 0)
    return <EmptyState icon={<CalendarClock />} title={t('chat.noEvents')} text={t('ui.noEventsText')} />;
  return (
    <ul className="flex flex-col gap-2">
      {events.map((e) => (
        <EventCard key={e.id} event={e} />
      ))}
    </ul>
  );
}

function EventCard({ event: e }: { event: ScheduledAction }) {
  const { t } = useTranslation('chat');
  const { complete } = useChatMutations();
  const [ask, dialog] = useConfirm();
  // The server's ability (its creator or a group ADMIN): completing and editing are allowed.
  const canEdit = e.can_edit;
  const canComplete = !e.is_completed && canEdit;
  // «Идут: …» with each participant's name leading to their page (issue 20).
  const [goingBefore, goingAfter] = t('chat.going', { names: '\u0001' }).split('\u0001');
  const onComplete = async () => {
    const ok = await ask({
      title: t('chat.completeTitle'),
      description: t('chat.completeText', { title: e.title }),
      confirmLabel: t('chat.complete'),
    });
    if (!ok) return;
    complete.mutate(e.id, {
      onError: (err) => notify({ type: 'error', message: errorText(err, t('chat.completeFailed')) }),
    });
  };
  return (
    <li
      aria-label={e.title}
      className={`rounded-xl border-l-4 p-3 text-sm ring-1 ring-line-subtle ${e.is_completed ? 'bg-surface-sunken text-fg-faint' : 'bg-surface'}`}
      style={{ borderLeftColor: eventTypeColor(e.action_type) }}
    >
      <div className="flex items-start justify-between gap-1">
        <p className={`flex min-w-0 items-center gap-1 font-medium ${e.is_completed ? 'line-through' : ''}`}>
          {e.is_completed ? (
            <Check aria-label={t('chat.completed')} className="h-4 w-4 shrink-0 text-primary-fg" />
          ) : (
            <EventTypeIcon type={e.action_type} className="h-4 w-4" />
          )}
          <span className="min-w-0 break-words">{e.title}</span>
        </p>
        {canEdit && !e.is_completed ? <OccurrenceActions event={e} /> : null}
      </div>
      <p className="text-xs text-fg-faint">
        <span className="font-medium" style={{ color: eventTypeColor(e.action_type) }}>
          {t(`chat.actionTypes.${e.action_type}`)}
        </span>{' '}
        · {formatDate(e.scheduled_date)}
        {e.scheduled_time ? `, ${shortTime(e.scheduled_time)}` : ''}
      </p>
      <RecurrenceLabel event={e} />
      {e.location ? (
        <p className="flex items-center gap-1 text-xs text-fg-faint">
          <MapPin aria-hidden="true" className="h-3 w-3" />
          {e.location}
        </p>
      ) : null}
      {e.description ? <p className="mt-1 text-xs">{e.description}</p> : null}
      {e.participants.length > 0 ? (
        <p className="mt-1 text-xs text-fg-subtle">
          {goingBefore}
          {e.participants.map((p, i) => (
            <Fragment key={p.user_id}>
              {i > 0 ? ', ' : null}
              <PersonLink userId={p.user_id}>{`${p.first_name} ${p.last_name}`.trim()}</PersonLink>
            </Fragment>
          ))}
          {goingAfter}
        </p>
      ) : null}
      <RsvpControl event={e} />
      {e.is_completed ? null : (
        <div className="mt-2 flex flex-wrap gap-2">
          <ReminderMenu event={e} />
          {canComplete ? (
            <button
              type="button"
              className={buttonClass('ghost', 'px-2! py-1 text-xs')}
              disabled={complete.isPending}
              onClick={() => void onComplete()}
            >
              <CheckCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {t('chat.complete')}
            </button>
          ) : null}
        </div>
      )}
      {dialog}
    </li>
  );
}

function CreateEventForm({ groupId, color }: { groupId: string; color: string }) {
  const { t } = useTranslation('chat');
  const { createEvent } = useChatMutations();
  return (
    <EventForm
      color={color}
      submitLabel={t('chat.createEvent')}
      onSubmit={(body) => createEvent.mutateAsync({ groupId, body })}
    />
  );
}
