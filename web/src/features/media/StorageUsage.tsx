import './texts.ts';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../i18n/format-size.ts';

/** «Использовано X из Y» with a progress bar: the user's media and scans against their quota. */
export function StorageUsage({ used, quota }: { used: number; quota: number }) {
  const { t } = useTranslation('media');
  const percent = quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 100;
  const full = percent >= 90;
  return (
    <div className="mt-3 border-t border-line-subtle pt-3">
      <h3 className="mb-1 text-xs font-semibold text-fg-subtle">{t('storage.title')}</h3>
      <div
        role="progressbar"
        aria-label={t('storage.bar')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={`h-full rounded-full ${full ? 'bg-danger' : 'bg-primary'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-fg-subtle tabular-nums">
        {t('storage.used', { used: formatSize(used), quota: formatSize(quota) })}
      </p>
    </div>
  );
}
