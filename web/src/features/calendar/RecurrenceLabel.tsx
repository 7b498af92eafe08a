import type { ScheduledAction } from '@krug/contract/chat';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { recurrenceLabel } from './occurrences.ts';
import { registerRecurrenceTexts } from './recurrence-texts.ts';

registerRecurrenceTexts();

/** «Повторяется каждую неделю до 31 декабря» with a repeat icon, and «Перенесено» for a moved occurrence. */
export function RecurrenceLabel({
  event,
  moved = false,
  className = '',
}: {
  event: Pick<ScheduledAction, 'recurrence'>;
  moved?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('recurrence');
  const rule = event.recurrence;
  if (!rule) return null;
  const { key, n } = recurrenceLabel(rule);
  const end = rule.until
    ? ` ${t('untilLabel', { date: formatDate(rule.until) })}`
    : rule.count
      ? ` · ${t('countLabel', { n: rule.count })}`
      : '';
  return (
    <p className={`flex flex-wrap items-center gap-1 text-xs text-fg-subtle ${className}`}>
      <Repeat aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span>
        {t(key, { n })}
        {end}
      </span>
      {moved ? <span className="rounded bg-surface-muted px-1 font-medium">{t('moved')}</span> : null}
    </p>
  );
}
