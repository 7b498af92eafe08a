import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import type { ReportTarget } from './ReportDialog.tsx';
import { registerReportsTexts } from './texts.ts';
import { useReport } from './use-report.tsx';

registerReportsTexts();

/** «Пожаловаться» as a button of its own (person, family and organization pages), with its dialog. */
export function ReportButton({ target, className = '' }: { target: ReportTarget; className?: string }) {
  const { t } = useTranslation('reports');
  const [report, dialog] = useReport();
  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', `min-h-11 ${className}`)}
        aria-label={t(`titleOf.${target.type}`)}
        onClick={() => report(target)}
      >
        <Flag aria-hidden="true" className="h-4 w-4" />
        {t('action')}
      </button>
      {dialog}
    </>
  );
}
