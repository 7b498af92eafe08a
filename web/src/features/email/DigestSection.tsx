import './texts.ts';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '@krug/contract/email';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useDigest, useSaveDigest } from './api.ts';

const LABEL: Record<DigestFrequency, 'digestOff' | 'digestDaily' | 'digestWeekly'> = {
  off: 'digestOff',
  daily: 'digestDaily',
  weekly: 'digestWeekly',
};

/** The digest of unread notifications by mail (CONTRACT §8): off (default), daily or weekly. */
export function DigestSection() {
  const { t } = useTranslation('email');
  const digest = useDigest();
  const save = useSaveDigest();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6">
      <legend className="sr-only">{t('digestTitle')}</legend>
      <h2 className="text-base font-semibold text-fg">{t('digestTitle')}</h2>
      <p className="text-sm text-fg-subtle">{t('digestHint')}</p>
      {digest.isPending ? (
        <p role="status" className="text-sm text-fg-subtle">
          {t('digestLoading')}
        </p>
      ) : digest.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger-fg">
          {t('digestFailed')}
          <button
            type="button"
            className={buttonClass('ghost', 'min-h-11')}
            onClick={() => void digest.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {DIGEST_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={name}
                value={frequency}
                checked={digest.data.frequency === frequency}
                disabled={save.isPending}
                onChange={() =>
                  save.mutate(
                    { frequency },
                    {
                      onSuccess: () => notify({ type: 'success', message: t('digestSaved') }),
                      onError: (err) =>
                        notify({ type: 'error', message: errorText(err, t('digestSaveFailed')) }),
                    },
                  )
                }
              />
              {t(LABEL[frequency])}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
