import '../chat/texts.ts';
import './texts.ts';
import { ACTION_TYPES, type ActionType } from '@krug/contract/chat';
import { Bell, Cake, Handshake, type LucideIcon, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { eventTypeColor } from './day-indicators.ts';

const ICONS: Record<ActionType, LucideIcon> = {
  REMINDER: Bell,
  BIRTHDAY: Cake,
  APPOINTMENT: Handshake,
  EVENT: PartyPopper,
};

/** An event type's icon in its colour: the shape tells types apart as well as the colour. */
export function EventTypeIcon({
  type,
  className = 'h-3.5 w-3.5',
  label = false,
}: {
  type: ActionType;
  className?: string;
  /** Named for screen readers (otherwise decorative, next to a visible type name). */
  label?: boolean;
}) {
  const { t } = useTranslation(['calendar', 'chat']);
  const Icon = ICONS[type];
  return (
    <Icon
      className={`shrink-0 ${className}`}
      style={{ color: eventTypeColor(type) }}
      {...(label ? { 'aria-label': t(`chat.actionTypes.${type}`), role: 'img' } : { 'aria-hidden': true })}
    />
  );
}

/** The legend under the calendar: each type's icon, colour and name. */
export function EventTypeLegend({ className = '' }: { className?: string }) {
  const { t } = useTranslation(['calendar', 'chat']);
  return (
    <ul
      aria-label={t('calendar.legend')}
      className={`flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-subtle ${className}`}
    >
      {ACTION_TYPES.map((type) => (
        <li key={type} className="flex items-center gap-1">
          <EventTypeIcon type={type} className="h-3.5 w-3.5" />
          {t(`chat.actionTypes.${type}`)}
        </li>
      ))}
    </ul>
  );
}
