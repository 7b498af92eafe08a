import '../chat/texts.ts';
import { ACTION_TYPES, type ActionType, CreateEventBody, type ScheduledAction } from '@krug/contract/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { formFromRule, REPEAT_CHOICES, type RepeatChoice, ruleFromForm } from './occurrences.ts';
import { registerRecurrenceTexts } from './recurrence-texts.ts';

registerRecurrenceTexts();

const blank = {
  title: '',
  scheduled_date: '',
  scheduled_time: '',
  location: '',
  description: '',
  action_type: 'EVENT' as ActionType,
  repeat: 'none' as RepeatChoice,
  until: '',
};
type Values = typeof blank;

const fromEvent = (e: ScheduledAction): Values => ({
  title: e.title,
  scheduled_date: e.scheduled_date,
  scheduled_time: e.scheduled_time ? e.scheduled_time.slice(0, 5) : '',
  location: e.location ?? '',
  description: e.description ?? '',
  action_type: e.action_type,
  ...formFromRule(e.recurrence),
});

/**
 * The event form (create, and edit the whole series): title, date, time, type, «Повторять» (Не
 * повторять / Каждый день / … / Каждый год) with an optional «До», place and description. It is
 * checked by the contract's schema before sending, so the rule's errors («до» before the date)
 * show under their fields.
 */
export function EventForm({
  event,
  initialDate,
  color,
  submitLabel,
  onSubmit,
}: {
  /** The event being edited (absent: a new one). */
  event?: ScheduledAction;
  /** A new event's day, when it is created from a day of the calendar (`YYYY-MM-DD`). */
  initialDate?: string;
  color: string;
  submitLabel: string;
  onSubmit: (body: CreateEventBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('chat');
  const { t: tr } = useTranslation('recurrence');
  const [v, setV] = useState<Values>(() =>
    event ? fromEvent(event) : { ...blank, scheduled_date: initialDate ?? '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const ready = v.title.trim() !== '' && v.scheduled_date !== '';
  const set = (patch: Partial<Values>) => setV((prev) => ({ ...prev, ...patch }));
  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!ready || pending) return;
        const { repeat, until, ...fields } = v;
        const body: CreateEventBody = {
          ...fields,
          color_code: event?.color_code ?? color,
          recurrence: ruleFromForm(repeat, until, event?.recurrence),
        };
        const parsed = CreateEventBody.safeParse(body);
        if (!parsed.success) {
          setErrors(
            Object.fromEntries(parsed.error.issues.map((i) => [String(i.path.at(-1) ?? ''), i.message])),
          );
          return;
        }
        setErrors({});
        setPending(true);
        try {
          await onSubmit(body);
          if (!event) setV(blank);
        } catch (err) {
          notify({ type: 'error', message: errorText(err, t('chat.loadFailed')) });
        } finally {
          setPending(false);
        }
      }}
    >
      <Field
        label={t('chat.eventTitle')}
        value={v.title}
        required
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <div className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-2">
        <Field
          label={t('chat.eventDate')}
          type="date"
          required
          value={v.scheduled_date}
          error={errors.scheduled_date}
          onChange={(e) => set({ scheduled_date: e.target.value })}
        />
        <Field
          label={t('chat.eventTime')}
          type="time"
          value={v.scheduled_time}
          error={errors.scheduled_time}
          onChange={(e) => set({ scheduled_time: e.target.value })}
        />
      </div>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-2">
        <SelectField
          label={tr('repeat')}
          value={v.repeat}
          onChange={(e) => set({ repeat: e.target.value as RepeatChoice })}
        >
          {REPEAT_CHOICES.map((c) => (
            <option key={c} value={c}>
              {tr(`freq.${c}`)}
            </option>
          ))}
        </SelectField>
        {v.repeat === 'none' ? null : (
          <Field
            label={tr('until')}
            type="date"
            value={v.until}
            min={v.scheduled_date || undefined}
            title={tr('untilHint')}
            error={errors.until ?? errors.count}
            onChange={(e) => set({ until: e.target.value })}
          />
        )}
      </div>
      <SelectField
        label={t('chat.eventType')}
        value={v.action_type}
        onChange={(e) => set({ action_type: e.target.value as ActionType })}
      >
        {ACTION_TYPES.map((a) => (
          <option key={a} value={a}>
            {t(`chat.actionTypes.${a}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('chat.eventLocation')}
        value={v.location}
        onChange={(e) => set({ location: e.target.value })}
      />
      <Field
        label={t('chat.eventDescription')}
        value={v.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <button type="submit" className={buttonClass('primary')} disabled={!ready || pending}>
        {submitLabel}
      </button>
    </form>
  );
}
