import './texts.ts';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The bar of a grid in selection mode: how many are chosen, what to do with them, and «Отменить». */
export function SelectionBar({
  count,
  onCancel,
  children,
}: {
  count: number;
  onCancel(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation('media');
  return (
    <div className="sticky top-16 z-20 flex flex-wrap items-center gap-2 rounded-2xl bg-primary-soft p-3 shadow-sm ring-1 ring-primary-line">
      <button
        type="button"
        onClick={onCancel}
        aria-label={t('albums.cancelSelection')}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-surface/60"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
      <span className="mr-auto font-medium" aria-live="polite">
        {t('albums.selected', { n: count })}
      </span>
      {children}
    </div>
  );
}
