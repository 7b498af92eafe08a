import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { registerSecurityTexts } from './texts.ts';

registerSecurityTexts();

/** The one-time recovery codes, shown once: copy them or download them as a text file. */
export function RecoveryCodesView({ codes }: { codes: string[] }) {
  const { t } = useTranslation('security');
  const text = [t('twoFactor.fileHeader'), '', ...codes].join('\n');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-fg-subtle">{t('twoFactor.codesText')}</p>
      <ul
        aria-label={t('twoFactor.codesTitle')}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-xl bg-surface-sunken p-4 font-mono text-base text-fg tabular-nums"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11')}
          onClick={() =>
            navigator.clipboard
              .writeText(codes.join('\n'))
              .then(() => notify({ type: 'success', message: t('twoFactor.copied') }))
              .catch(() => notify({ type: 'error', message: t('twoFactor.copyFailed') }))
          }
        >
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t('twoFactor.copy')}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11')}
          onClick={() => {
            const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
            const a = document.createElement('a');
            a.href = url;
            a.download = t('twoFactor.fileName');
            a.click();
            setTimeout(() => URL.revokeObjectURL(url), 1000);
          }}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('twoFactor.download')}
        </button>
      </div>
    </div>
  );
}
