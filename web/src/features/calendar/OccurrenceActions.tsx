import { MoveOccurrenceBody, type ScheduledAction } from '@krug/contract/chat';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { CalendarX, MoreHorizontal, MoveRight, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { formatDayMonth } from '../../lib/format.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { EventForm } from './EventForm.tsx';
import { useEventEdits } from './occurrences-api.ts';
import { registerRecurrenceTexts } from './recurrence-texts.ts';

registerRecurrenceTexts();

const item =
  'flex min-h-touch cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted data-[highlighted]:ring-2 data-[highlighted]:ring-focus md:min-h-0';

/**
 * «⋯» on an event's card for whoever may edit it (its creator or a group ADMIN; the server says
 * so too): for one occurrence of a series «Перенести это событие» and «Отменить это событие»,
 * then «Изменить серию» and «Удалить серию» (for a one-off event «Изменить / Удалить событие»).
 */
export function OccurrenceActions({
  event,
  occurrenceDate,
}: {
  event: ScheduledAction;
  /** The rule's date of the occurrence on this card (absent: the card shows the whole series). */
  occurrenceDate?: string;
}) {
  const { t } = useTranslation('recurrence');
  const edits = useEventEdits(event.group_id);
  const [ask, confirmDialog] = useConfirm();
  const [dialog, setDialog] = useState<'move' | 'edit' | null>(null);
  const series = !!event.recurrence;
  const one = series && occurrenceDate !== undefined;
  const fail = (err: unknown) => notify({ type: 'error', message: errorText(err, t('failed')) });
  const onCancel = async () => {
    if (!occurrenceDate) return;
    const ok = await ask({
      title: t('cancelTitle'),
      description: t('cancelText', { title: event.title, date: formatDayMonth(event.scheduled_date) }),
      confirmLabel: t('cancelConfirm'),
      cancelLabel: t('keep'),
      destructive: true,
    });
    if (!ok) return;
    edits.cancel.mutate(
      { id: event.id, date: occurrenceDate },
      { onSuccess: () => notify({ type: 'success', message: t('cancelled_ok') }), onError: fail },
    );
  };
  const onDelete = async () => {
    const ok = await ask({
      title: t('deleteTitle', { title: event.title }),
      description: series ? t('deleteSeriesText') : t('deleteEventText'),
      confirmLabel: t('deleteConfirm'),
      cancelLabel: t('keep'),
      destructive: true,
    });
    if (!ok) return;
    edits.remove.mutate(event.id, {
      onSuccess: () => notify({ type: 'success', message: t('deleted') }),
      onError: fail,
    });
  };
  return (
    <>
      <Menu.Root>
        <Menu.Trigger
          aria-label={t('actions')}
          className={buttonClass('ghost', 'h-11 w-11 shrink-0 px-0! py-0 md:h-8 md:w-8')}
          disabled={edits.cancel.isPending || edits.remove.isPending}
        >
          <MoreHorizontal aria-hidden="true" className="h-4 w-4" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-[60] min-w-52 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
          >
            {one ? (
              <>
                <Menu.Item className={item} onSelect={() => setDialog('move')}>
                  <MoveRight aria-hidden="true" className="h-4 w-4" />
                  {t('move')}
                </Menu.Item>
                <Menu.Item className={item} onSelect={() => void onCancel()}>
                  <CalendarX aria-hidden="true" className="h-4 w-4" />
                  {t('cancel')}
                </Menu.Item>
                <Menu.Separator className="my-1 h-px bg-surface-muted" />
              </>
            ) : null}
            <Menu.Item className={item} onSelect={() => setDialog('edit')}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {series ? t('editSeries') : t('editEvent')}
            </Menu.Item>
            <Menu.Item className={`${item} text-danger-fg`} onSelect={() => void onDelete()}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {series ? t('deleteSeries') : t('deleteEvent')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {one && occurrenceDate ? (
        <MoveDialog
          open={dialog === 'move'}
          onClose={() => setDialog(null)}
          event={event}
          occurrenceDate={occurrenceDate}
        />
      ) : null}
      <Dialog
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        title={t('editTitle')}
        description={series ? t('editSeriesText') : undefined}
      >
        <EventForm
          event={event}
          color={event.color_code}
          submitLabel={t('save')}
          onSubmit={async (body) => {
            await edits.update.mutateAsync({ id: event.id, body });
            notify({ type: 'success', message: t('saved') });
            setDialog(null);
          }}
        />
      </Dialog>
      {confirmDialog}
    </>
  );
}

/** «Перенести это событие»: another date and/or time for this occurrence only (checked by the contract). */
function MoveDialog({
  open,
  onClose,
  event,
  occurrenceDate,
}: {
  open: boolean;
  onClose: () => void;
  /** The occurrence as shown: its current (maybe moved) date and time. */
  event: ScheduledAction;
  occurrenceDate: string;
}) {
  const { t } = useTranslation('recurrence');
  const { move } = useEventEdits(event.group_id);
  const [date, setDate] = useState(event.scheduled_date);
  const [time, setTime] = useState(event.scheduled_time?.slice(0, 5) ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = MoveOccurrenceBody.safeParse({ scheduled_date: date, scheduled_time: time });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    move.mutate(
      { id: event.id, date: occurrenceDate, body: { scheduled_date: date, scheduled_time: time } },
      {
        onSuccess: () => {
          notify({ type: 'success', message: t('moved_ok') });
          onClose();
        },
        onError: (err) => setErrors({ form: errorText(err, t('failed')) }),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t('moveTitle')}
      description={t('moveText', { title: event.title, date: formatDayMonth(occurrenceDate) })}
      size="sm"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('keep')}
          </button>
          <button
            type="submit"
            form="move-occurrence"
            className={buttonClass('primary')}
            disabled={move.isPending}
          >
            {t('moveSave')}
          </button>
        </>
      }
    >
      <form
        id="move-occurrence"
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field
          label={t('moveDate')}
          type="date"
          required
          value={date}
          error={errors.scheduled_date}
          onChange={(e) => setDate(e.target.value)}
        />
        <Field
          label={t('moveTime')}
          hint={t('moveTimeHint')}
          type="time"
          value={time}
          error={errors.scheduled_time}
          onChange={(e) => setTime(e.target.value)}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-danger-fg">
            {errors.form}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
