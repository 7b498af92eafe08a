import './message-texts.ts';
import type { ChatMessage } from '@krug/contract/chat';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { notify } from '../../ui/toast.ts';
import { useChatGroups } from './api.ts';
import { groupTitle } from './GroupList.tsx';
import { useMessageActions } from './message-actions.ts';

/** «Переслать»: the user's other groups and direct chats; choosing one forwards the message there. */
export function ForwardDialog({ message, onClose }: { message: ChatMessage | null; onClose(): void }) {
  const { t } = useTranslation('chatmsg');
  const groups = useChatGroups();
  const { forward } = useMessageActions();
  return (
    <Dialog open={!!message} onOpenChange={(open) => !open && onClose()} title={t('forwardTitle')} size="md">
      <ul aria-label={t('forwardTo')} className="flex max-h-96 flex-col gap-1 overflow-y-auto pb-2">
        {(groups.data ?? []).map((g) => (
          <li key={g.group.id}>
            <button
              type="button"
              disabled={forward.isPending}
              className="w-full rounded-lg px-3 py-2 text-left hover:bg-surface-muted"
              onClick={() => {
                if (!message) return;
                forward.mutate(
                  { message, groupId: g.group.id },
                  {
                    onSuccess: () => {
                      notify({ type: 'success', message: t('forwardDone') });
                      onClose();
                    },
                    onError: (err) => notify({ type: 'error', message: errorText(err, t('forwardTitle')) }),
                  },
                );
              }}
            >
              {groupTitle(g)}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
