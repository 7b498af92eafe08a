import type { PersonPage as Person } from '@krug/contract/people';
import { Check, Clock, UserMinus, UserPlus, Users, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { ReportButton } from '../reports/ReportButton.tsx';
import { usePeopleMutations } from './api.ts';
import { BlockButton } from './BlockButtons.tsx';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

import { fullName, useRun } from './person-actions.ts';

/** The buttons of the relation: friendship by its state, then following. */
export function RelationActions({ person, message }: { person: Person; message?: ReactNode }) {
  const { t } = useTranslation('people');
  const m = usePeopleMutations();
  const run = useRun();
  const [ask, confirmDialog] = useConfirm();
  const { relation } = person;
  const name = fullName(person);
  const busy = Object.values(m).some((x) => x.isPending);
  const requestId = relation.friendship_id ?? '';
  const primary = buttonClass('primary', 'min-h-11');
  const secondary = buttonClass('secondary', 'min-h-11');
  const icon = 'h-4 w-4';
  return (
    // On a phone the actions stack at full width (as in VK and Instagram); from `sm` they sit in a row.
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-start [&>*]:justify-center">
      {message}
      {relation.friendship === 'none' ? (
        <button
          type="button"
          className={primary}
          disabled={busy}
          onClick={() =>
            run(async () => {
              const r = await m.request.mutateAsync(person.id);
              if (r.status === 'accepted') notify({ type: 'success', message: t('toasts.becameFriends') });
            }, t('toasts.requestSent'))
          }
        >
          <UserPlus aria-hidden="true" className={icon} />
          {t('actions.addFriend')}
        </button>
      ) : relation.friendship === 'outgoing' ? (
        <>
          <span className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-surface-muted px-4 text-sm font-medium text-fg-subtle">
            <Clock aria-hidden="true" className={icon} />
            {t('actions.requestSent')}
          </span>
          <button
            type="button"
            className={secondary}
            disabled={busy}
            onClick={() => run(() => m.cancel.mutateAsync(requestId), t('toasts.cancelled'))}
          >
            {t('actions.cancelRequest')}
          </button>
        </>
      ) : relation.friendship === 'incoming' ? (
        <>
          <button
            type="button"
            className={primary}
            disabled={busy}
            onClick={() => run(() => m.accept.mutateAsync(requestId), t('toasts.accepted'))}
          >
            <Check aria-hidden="true" className={icon} />
            {t('actions.accept')}
          </button>
          <button
            type="button"
            className={secondary}
            disabled={busy}
            onClick={() => run(() => m.decline.mutateAsync(requestId), t('toasts.declined'))}
          >
            {t('actions.decline')}
          </button>
        </>
      ) : (
        <>
          <span className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-soft px-4 text-sm font-medium text-primary-fg">
            <Users aria-hidden="true" className={icon} />
            {t('actions.friends')}
          </span>
          <button
            type="button"
            className={secondary}
            disabled={busy}
            onClick={async () => {
              const ok = await ask({
                title: t('actions.removeTitle'),
                description: t('actions.removeText', { name }),
                confirmLabel: t('actions.removeConfirm'),
                cancelLabel: t('actions.keep'),
                destructive: true,
              });
              if (ok) await run(() => m.unfriend.mutateAsync(person.id), t('toasts.removed'));
            }}
          >
            <UserX aria-hidden="true" className={icon} />
            {t('actions.removeFriend')}
          </button>
        </>
      )}
      <button
        type="button"
        className={secondary}
        aria-pressed={relation.following}
        disabled={busy}
        onClick={() =>
          run(
            () => m.follow.mutateAsync({ userId: person.id, on: !relation.following }),
            relation.following ? t('toasts.unfollowed') : t('toasts.followed'),
          )
        }
      >
        {relation.following ? (
          <UserMinus aria-hidden="true" className={icon} />
        ) : (
          <UserPlus aria-hidden="true" className={icon} />
        )}
        {relation.following ? t('actions.unfollow') : t('actions.follow')}
      </button>
      <ReportButton target={{ type: 'user', id: person.id }} />
      <BlockButton person={person} />
      {confirmDialog}
    </div>
  );
}

/** The four counts; on one's own page the friends count opens «Друзья». */
