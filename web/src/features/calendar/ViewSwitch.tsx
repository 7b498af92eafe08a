import './texts.ts';
import { useTranslation } from 'react-i18next';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-views.ts';

/** «Месяц / Неделя / Список»: a segmented control, the pressed button is the current view. */
export function ViewSwitch({ view, onChange }: { view: CalendarView; onChange: (v: CalendarView) => void }) {
  const { t } = useTranslation('calendar');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('calendar.views.label')}
      className="inline-flex rounded-lg bg-surface-muted p-0.5"
    >
      {CALENDAR_VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
          className={`rounded-md px-3 py-1 text-sm font-medium ${
            view === v ? 'bg-surface text-fg shadow-sm ring-1 ring-line' : 'text-fg-subtle hover:text-fg'
          }`}
        >
          {t(`calendar.views.${v}`)}
        </button>
      ))}
    </div>
  );
}
