import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * On a phone the right column's widgets (the feed's search and filters, the media statistics...)
 * are not stacked under the whole feed, where nobody scrolls: they fold into one row above the
 * view, opened by a tap (issue 32 item 13). «Мои роли» lives in the menu drawer instead.
 */
export function PhoneWidgets({ view, children }: { view: string; children: ReactNode }) {
  const { t } = useTranslation();
  const key = view === 'wall' || view === 'feed' ? 'feed' : view.startsWith('media') ? 'media' : 'other';
  return (
    <details className="group mb-4 rounded-card bg-surface shadow-card ring-1 ring-line">
      <summary className="flex min-h-touch cursor-pointer list-none items-center gap-2 rounded-card px-4 py-2 text-base font-medium text-fg-muted [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden="true" className="h-5 w-5 shrink-0" />
        <span className="flex-1">{t(`shell.phoneWidgets.${key}`)}</span>
        <ChevronDown
          aria-hidden="true"
          className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-4 border-t border-line-subtle p-3">{children}</div>
    </details>
  );
}
