import { FAMILY_CALENDAR_GROUP_TYPES } from '@krug/contract/chat';
import type { ModuleKey } from '@krug/contract/modules';
import { CalendarPlus, Copy, Download, Link2Off, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useChatGroups } from '../chat/api.ts';
import { registerReminderTexts } from './reminder-texts.ts';
import { downloadGroupCalendar, useFeedMutations, useFeedStatus } from './reminders-api.ts';

registerReminderTexts();

/**
 * «Подписка на календарь» (issue 21): the personal secret feed URL for Google / Apple Calendar
 * (shown once when created, copied with «Копировать»; «Создать новую ссылку» revokes the old one,
 * «Отключить» turns it off) and «Скачать .ics» of each group's events.
 */
export function CalendarSubscription({ module, groupId }: { module: ModuleKey; groupId?: string | null }) {
  const { t } = useTranslation('reminders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'px-3! py-1.5 text-xs')}
        onClick={() => setOpen(true)}
      >
        <CalendarPlus aria-hidden="true" className="h-4 w-4" />
        {t('subscription.open')}
      </button>
      {open ? (
        <SubscriptionDialog module={module} groupId={groupId ?? null} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function SubscriptionDialog({
  module,
  groupId,
  onClose,
}: {
  module: ModuleKey;
  groupId: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation('reminders');
  const status = useFeedStatus(true);
  const { create, revoke } = useFeedMutations();
  const [url, setUrl] = useState<string | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const groups = (useChatGroups().data ?? [])
    .map((g) => g.group)
    .filter((g) => g.group_type !== 'DIRECT')
    .filter((g) => module !== 'family' || FAMILY_CALENDAR_GROUP_TYPES.includes(g.group_type))
    .filter((g) => !groupId || g.id === groupId);
  const active = url !== null || status.data?.active === true;
  const failed = (err: unknown) =>
    notify({ type: 'error', message: errorText(err, t('subscription.failed')) });

  const makeLink = async () => {
    if (active) {
      const ok = await ask({
        title: t('subscription.rotateTitle'),
        description: t('subscription.rotateText'),
        confirmLabel: t('subscription.rotate'),
        destructive: true,
      });
      if (!ok) return;
    }
    create.mutate(undefined, { onSuccess: (feed) => setUrl(feed.url), onError: failed });
  };
  const turnOff = async () => {
    const ok = await ask({
      title: t('subscription.revokeTitle'),
      description: t('subscription.revokeText'),
      confirmLabel: t('subscription.revoke'),
      destructive: true,
    });
    if (!ok) return;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        notify({ type: 'success', message: t('subscription.revoked') });
      },
      onError: failed,
    });
  };
  const copy = (value: string) =>
    navigator.clipboard
      .writeText(value)
      .then(() => notify({ type: 'success', message: t('subscription.copied') }))
      .catch(() => notify({ type: 'error', message: t('subscription.copyFailed') }));

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('subscription.title')}
      description={t('subscription.description')}
      size="md"
    >
      <div className="flex flex-col gap-4 text-sm">
        <div className="flex flex-col gap-2">
          {status.isPending ? (
            <Skeleton lines={1} className="h-10 w-full" />
          ) : url ? (
            <>
              <label htmlFor="calendar-feed-url" className="font-medium text-fg-muted">
                {t('subscription.linkLabel')}
              </label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <input
                  id="calendar-feed-url"
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="min-w-0 flex-1 rounded-lg border border-line-strong bg-surface-sunken px-3 py-2 font-mono text-xs"
                />
                <button type="button" className={buttonClass('primary')} onClick={() => void copy(url)}>
                  <Copy aria-hidden="true" className="h-4 w-4" />
                  {t('subscription.copy')}
                </button>
              </div>
              <p className="text-xs text-fg-subtle">{t('subscription.secret')}</p>
              <p className="text-xs text-fg-subtle">{t('subscription.howTo')}</p>
            </>
          ) : status.data?.active && status.data.created_at ? (
            <p className="text-fg-subtle">
              {t('subscription.activeSince', { date: formatDate(status.data.created_at) })}
            </p>
          ) : (
            <p className="text-fg-subtle">{t('subscription.none')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass(active ? 'secondary' : 'primary')}
              disabled={create.isPending}
              onClick={() => void makeLink()}
            >
              {active ? (
                <RefreshCw aria-hidden="true" className="h-4 w-4" />
              ) : (
                <CalendarPlus aria-hidden="true" className="h-4 w-4" />
              )}
              {active ? t('subscription.rotate') : t('subscription.create')}
            </button>
            {active ? (
              <button
                type="button"
                className={buttonClass('ghost')}
                disabled={revoke.isPending}
                onClick={() => void turnOff()}
              >
                <Link2Off aria-hidden="true" className="h-4 w-4" />
                {t('subscription.revoke')}
              </button>
            ) : null}
          </div>
        </div>
        <section aria-label={t('subscription.downloadTitle')} className="border-t border-line pt-3">
          <h3 className="mb-2 font-medium">{t('subscription.downloadTitle')}</h3>
          {groups.length === 0 ? (
            <p className="text-fg-subtle">{t('subscription.noGroups')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {groups.map((g) => (
                <li key={g.id} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate">{g.name}</span>
                  <button
                    type="button"
                    aria-label={`${t('subscription.download')}: ${g.name}`}
                    className={buttonClass('ghost', 'shrink-0 px-2! py-1 text-xs')}
                    onClick={() =>
                      void downloadGroupCalendar(g.id, `${g.name || 'krug'}.ics`).catch((err) =>
                        notify({ type: 'error', message: errorText(err, t('subscription.downloadFailed')) }),
                      )
                    }
                  >
                    <Download aria-hidden="true" className="h-4 w-4" />
                    {t('subscription.download')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {confirmDialog}
    </Dialog>
  );
}
