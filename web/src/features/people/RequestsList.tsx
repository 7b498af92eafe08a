import type { ModuleKey } from '@krug/contract/modules';
import type { FriendRequest } from '@krug/contract/people';
import { Inbox, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { useFriendRequests, usePeopleMutations } from './api.ts';
import { useRun } from './person-actions.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

import { ListState, More, PersonRow } from './FriendRows.tsx';

export function RequestsList({
  module,
  direction,
}: {
  module: ModuleKey;
  direction: 'incoming' | 'outgoing';
}) {
  const { t } = useTranslation('people');
  const requests = useFriendRequests(direction);
  const m = usePeopleMutations();
  const run = useRun();
  const items: FriendRequest[] = requests.data?.pages.flatMap((p) => p.items) ?? [];
  const incoming = direction === 'incoming';
  return (
    <ListState
      query={requests}
      empty={
        items.length > 0 ? null : (
          <EmptyState
            icon={incoming ? <Inbox /> : <Send />}
            title={incoming ? t('friends.emptyIncoming') : t('friends.emptyOutgoing')}
            text={incoming ? t('friends.emptyIncomingText') : t('friends.emptyOutgoingText')}
          />
        )
      }
    >
      <ul className="divide-y divide-line">
        {items.map((r) => (
          <PersonRow
            key={r.id}
            module={module}
            person={r.person}
            sub={t('friends.sentAt', { date: formatDate(r.created_at) })}
          >
            {incoming ? (
              <>
                <button
                  type="button"
                  className={buttonClass('primary', 'min-h-11')}
                  disabled={m.accept.isPending}
                  onClick={() => run(() => m.accept.mutateAsync(r.id), t('toasts.accepted'))}
                >
                  {t('actions.accept')}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary', 'min-h-11')}
                  disabled={m.decline.isPending}
                  onClick={() => run(() => m.decline.mutateAsync(r.id), t('toasts.declined'))}
                >
                  {t('actions.decline')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className={buttonClass('secondary', 'min-h-11')}
                disabled={m.cancel.isPending}
                onClick={() => run(() => m.cancel.mutateAsync(r.id), t('toasts.cancelled'))}
              >
                {t('actions.cancelRequest')}
              </button>
            )}
          </PersonRow>
        ))}
      </ul>
      <More query={requests} />
    </ListState>
  );
}
