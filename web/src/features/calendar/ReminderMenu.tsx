import type { ScheduledAction } from '@krug/contract/chat';
import { REMINDER_CHOICES } from '@krug/contract/reminders';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff, BellRing, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { registerReminderTexts } from './reminder-texts.ts';
import { useGroupReminders, useSetReminder } from './reminders-api.ts';

registerReminderTexts();

/** The choices the menu offers («в момент начала» stays an API option only). */
const MENU_CHOICES = REMINDER_CHOICES.filter((m) => m > 0);
const MINUTE = 60_000;

/**
 * When an event starts: its date and time are Moscow time (UTC+3, as the server reads them); one
 * without a time is reminded of from 09:00.
 */
export function eventStartsAt(e: Pick<ScheduledAction, 'scheduled_date' | 'scheduled_time'>): number {
  const [y = 0, m = 1, d = 1] = e.scheduled_date.split('-').map(Number);
  const [hh = 9, mm = 0, ss = 0] = (e.scheduled_time ?? '09:00').split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh - 3, mm, ss);
}

const item =
  'flex min-h-touch cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[disabled]:cursor-default data-[disabled]:text-fg-faint data-[highlighted]:bg-surface-muted data-[highlighted]:ring-2 data-[highlighted]:ring-focus md:min-h-0';

/**
 * «Напомнить»: the caller's own reminder before an event (за 10 минут / за час / за день / не
 * напоминать); the notification comes live and in the bell at that time. Choices already past
 * are greyed out; a completed event has no menu.
 */
export function ReminderMenu({ event, now = Date.now() }: { event: ScheduledAction; now?: number }) {
  const { t } = useTranslation('reminders');
  const reminders = useGroupReminders(event.group_id);
  const set = useSetReminder(event.group_id);
  if (event.is_completed) return null;
  const current = reminders.data?.find((r) => r.action_id === event.id)?.minutes_before ?? null;
  // A series is reminded of before each occurrence: the server finds the next one (issue 21).
  const startsAt = event.recurrence ? Number.POSITIVE_INFINITY : eventStartsAt(event);
  const choose = (minutes: number | null) => {
    if (minutes === current) return;
    set.mutate(
      { eventId: event.id, minutes },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            message: minutes === null ? t('removed') : t('saved', { when: t(`choices.${minutes}`) }),
          }),
        onError: (err) => notify({ type: 'error', message: errorText(err, t('failed')) }),
      },
    );
  };
  return (
    <Menu.Root>
      <Menu.Trigger
        className={buttonClass(
          'ghost',
          `px-2! py-1 text-xs ${current !== null ? 'text-primary-strong' : ''}`,
        )}
        disabled={set.isPending}
      >
        {current !== null ? (
          <BellRing aria-hidden="true" className="h-3.5 w-3.5" />
        ) : (
          <Bell aria-hidden="true" className="h-3.5 w-3.5" />
        )}
        {current !== null ? t('remindSet', { when: t(`choices.${current}`) }) : t('remind')}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="start"
          sideOffset={4}
          className="z-[60] min-w-44 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
        >
          <Menu.RadioGroup value={current === null ? '' : String(current)}>
            {MENU_CHOICES.map((m) => (
              <Menu.RadioItem
                key={m}
                value={String(m)}
                className={item}
                disabled={startsAt - m * MINUTE <= now}
                onSelect={() => choose(m)}
              >
                <span className="inline-flex h-4 w-4">
                  <Menu.ItemIndicator>
                    <Check aria-hidden="true" className="h-4 w-4 text-primary-strong" />
                  </Menu.ItemIndicator>
                </span>
                {t(`choices.${m}`)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
          <Menu.Separator className="my-1 h-px bg-surface-muted" />
          <Menu.Item className={item} disabled={current === null} onSelect={() => choose(null)}>
            <BellOff aria-hidden="true" className="h-4 w-4" />
            {t('off')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
