import type { DataExport } from '@krug/contract/data-export';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../i18n/format-size.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useDataExport, useStartDataExport } from './settings-data-api.ts';
import { registerSettingsDataTexts } from './settings-data-texts.ts';

registerSettingsDataTexts();

/** The section's anchor: the `data_export_ready` notification opens settings here. */
export const MY_DATA_ANCHOR = 'my-data';

function Status({ current }: { current: DataExport }) {
  const { t } = useTranslation('settingsData');
  if (current.status === 'pending')
    return (
      <div className="flex items-start gap-3 rounded-xl bg-surface-sunken p-4" aria-live="polite">
        <Spinner className="mt-0.5" />
        <div>
          <p className="font-medium text-fg">{t('data.preparing')}</p>
          <p className="text-sm text-fg-subtle">{t('data.preparingText')}</p>
        </div>
      </div>
    );
  if (current.status === 'ready')
    return (
      <div className="flex flex-col gap-3 rounded-xl bg-primary-soft p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-medium text-fg">{t('data.ready')}</p>
          <p className="text-sm text-fg-subtle tabular-nums">
            {t('data.readyText', {
              size: formatSize(current.size_bytes ?? 0),
              date: formatDate(current.expires_at ?? current.created_at),
            })}
          </p>
        </div>
        <a href={current.download_url ?? undefined} download className={buttonClass('primary', 'min-h-11')}>
          {t('data.download')}
        </a>
      </div>
    );
  const failed = current.status === 'failed';
  return (
    <div
      className={`rounded-xl p-4 ${failed ? 'bg-danger-soft' : 'bg-surface-sunken'}`}
      role={failed ? 'alert' : undefined}
    >
      <p className="font-medium text-fg">{failed ? t('data.failed') : t('data.expired')}</p>
      <p className="text-sm text-fg-subtle">{failed ? t('data.failedText') : t('data.expiredText')}</p>
    </div>
  );
}

/**
 * «Мои данные» (issue 20): «Скачать мои данные» asks the server for a zip prepared in the
 * background; the section shows it preparing, ready (size, until when, download), failed (retry)
 * or expired, and turns ready by itself when the notification arrives.
 */
export function DataExportSection() {
  const { t } = useTranslation('settingsData');
  const latest = useDataExport();
  const start = useStartDataExport();
  const baseId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (window.location.hash === `#${MY_DATA_ANCHOR}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const request = () =>
    start.mutate(undefined, {
      onSuccess: () => notify({ type: 'success', message: t('data.started') }),
      onError: (err) => {
        notify({ type: 'error', message: errorText(err, t('data.startFailed')) });
        void latest.refetch();
      },
    });

  const current = latest.data?.export ?? null;
  const canRequest = !current || current.status === 'failed' || current.status === 'expired';
  const requestLabel = !current
    ? t('data.request')
    : current.status === 'failed'
      ? t('data.retry')
      : t('data.requestAgain');

  return (
    <section
      ref={ref}
      id={MY_DATA_ANCHOR}
      aria-labelledby={`${baseId}-title`}
      className="flex scroll-mt-20 flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id={`${baseId}-title`} className="text-base font-semibold text-fg">
        {t('data.title')}
      </h2>
      <p className="text-sm text-fg-subtle">{t('data.intro')}</p>
      {latest.isPending ? (
        <Skeleton lines={2} className="h-10 w-full" />
      ) : latest.isError ? (
        <ErrorState error={latest.error} title={t('data.loadFailed')} onRetry={() => void latest.refetch()} />
      ) : (
        <>
          {current ? <Status current={current} /> : null}
          {canRequest ? (
            <div>
              <button
                type="button"
                onClick={request}
                disabled={start.isPending}
                className={buttonClass(current ? 'secondary' : 'primary', 'min-h-11')}
              >
                {start.isPending ? <Spinner /> : null}
                {requestLabel}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
