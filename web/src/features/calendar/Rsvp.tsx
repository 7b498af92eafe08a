import type { RsvpCounts, RsvpResponse, ScheduledAction } from '@krug/contract/chat';
import { RSVP_RESPONSES } from '@krug/contract/chat';
import { takesRsvp } from '@krug/contract/event-kinds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { notify } from '../../ui/toast.ts';
import { chatKeys, putEventInCache } from '../chat/api.ts';
import { sendRsvp } from './occurrences-api.ts';
import { registerRsvpTexts } from './rsvp-texts.ts';

registerRsvpTexts();

type EventsCache = { scheduled_actions: ScheduledAction[] };

/** The event as it looks once the caller answers `next` (null clears): counts move with the answer. */
export function applyRsvp(e: ScheduledAction, next: RsvpResponse | null): ScheduledAction {
  const counts: RsvpCounts = { ...e.rsvp_counts };
  if (e.my_rsvp) counts[e.my_rsvp] = Math.max(0, counts[e.my_rsvp] - 1);
  if (next) counts[next] += 1;
  return { ...e, my_rsvp: next, rsvp_counts: counts };
}

/** Answers (or clears) at once in the group's cached events, puts it back if the server refuses. */
export function useRsvp() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('rsvp');
  return useMutation({
    mutationFn: ({ event, response }: { event: ScheduledAction; response: RsvpResponse | null }) =>
      sendRsvp(event.id, response),
    onMutate: async ({ event, response }) => {
      const key = chatKeys.events(event.group_id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<EventsCache>(key);
      queryClient.setQueryData<EventsCache>(key, (data) =>
        data
          ? {
              scheduled_actions: data.scheduled_actions.map((e) =>
                e.id === event.id ? applyRsvp(e, response) : e,
              ),
            }
          : data,
      );
      return { key, previous };
    },
    onError: (err, _vars, context) => {
      if (context) queryClient.setQueryData(context.key, context.previous);
      notify({ type: 'error', message: errorText(err, t('failed')) });
    },
    onSuccess: (event) => putEventInCache(queryClient, event),
  });
}

/** «3 пойдут · 1 может быть»: the answers given so far, or that nobody answered yet. */
export function RsvpSummary({ counts }: { counts: RsvpCounts }) {
  const { t } = useTranslation('rsvp');
  const parts = RSVP_RESPONSES.filter((r) => counts[r] > 0).map((r) =>
    t(`counts.${r}`, { count: counts[r] }),
  );
  return (
    <p className="text-xs text-fg-subtle" data-testid="rsvp-counts">
      {parts.length > 0 ? parts.join(' · ') : t('noAnswers')}
    </p>
  );
}

const ACTIVE = {
  going: 'bg-primary text-white',
  maybe: 'bg-surface-strong text-fg',
  not_going: 'bg-surface-strong text-fg',
} as const;

/**
 * «Пойду / Может быть / Не пойду»: toggle buttons, one pressed at most (pressing it again clears
 * the answer), with the counts; a completed event shows the counts only. Completing is separate.
 * A reminder or a birthday shows nothing.
 */
export function RsvpControl({ event }: { event: ScheduledAction }) {
  const { t } = useTranslation('rsvp');
  const rsvp = useRsvp();
  // Only meetings take answers: nobody «пойдёт» to a reminder or a birthday (issue 32).
  if (!takesRsvp(event.action_type)) return null;
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      <RsvpSummary counts={event.rsvp_counts} />
      {event.is_completed ? null : (
        // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
        <div
          role="group"
          aria-label={t('group')}
          className="inline-flex w-full max-w-sm overflow-hidden rounded-lg ring-1 ring-line-strong sm:w-auto"
        >
          {RSVP_RESPONSES.map((r, i) => {
            const pressed = event.my_rsvp === r;
            return (
              <button
                key={r}
                type="button"
                aria-pressed={pressed}
                onClick={() => rsvp.mutate({ event, response: pressed ? null : r })}
                className={`inline-flex min-h-11 flex-1 items-center justify-center gap-1 whitespace-nowrap px-1.5 text-xs font-medium transition-colors sm:min-h-8 ${
                  i > 0 ? 'border-l border-line-strong' : ''
                } ${pressed ? ACTIVE[r] : 'bg-surface text-fg-muted hover:bg-surface-muted'}`}
              >
                {pressed ? <Check aria-hidden="true" className="h-3.5 w-3.5 shrink-0" /> : null}
                {t(`answers.${r}`)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
