import '../chat/texts.ts';
import './texts.ts';
import type { ChatGroupEntry } from '@krug/contract/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useChatMutations } from '../chat/api.ts';
import { EventForm } from './EventForm.tsx';

/**
 * «Новое событие» from the calendar itself (issue 32): the group it belongs to (the calendar's
 * groups; the family group first), then the event form, with the day clicked already filled in.
 */
export function NewEventDialog({
  open,
  onOpenChange,
  groups,
  defaultGroupId,
  date,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: ChatGroupEntry[];
  defaultGroupId?: string | null;
  date?: string;
}) {
  const { t } = useTranslation(['calendar', 'chat']);
  const { createEvent } = useChatMutations();
  const first = groups.find((g) => g.group.id === defaultGroupId) ?? groups[0];
  const [groupId, setGroupId] = useState(first?.group.id ?? '');
  const group = groups.find((g) => g.group.id === groupId) ?? first;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('calendar.newEvent')}>
      <div className="flex flex-col gap-3 px-5 pb-5 pt-3">
        {group ? (
          <>
            <SelectField
              label={t('calendar.eventGroup')}
              value={group.group.id}
              onChange={(e) => setGroupId(e.target.value)}
            >
              {groups.map((g) => (
                <option key={g.group.id} value={g.group.id}>
                  {g.group.name}
                </option>
              ))}
            </SelectField>
            <EventForm
              key={date ?? ''}
              initialDate={date}
              color={group.group.color_code}
              submitLabel={t('chat.createEvent')}
              onSubmit={async (body) => {
                await createEvent.mutateAsync({ groupId: group.group.id, body });
                notify({ type: 'info', message: t('calendar.eventCreated') });
                onOpenChange(false);
              }}
            />
          </>
        ) : (
          <p className="text-sm text-fg-subtle">{t('calendar.noGroupsForEvent')}</p>
        )}
      </div>
    </Dialog>
  );
}
