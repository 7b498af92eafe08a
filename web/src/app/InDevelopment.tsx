import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A view whose issue is not done yet: says so plainly, never shows made-up data. */
export function InDevelopment({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="view-title" className="rounded-2xl bg-surface p-8 shadow-sm ring-1 ring-line">
      <h1 id="view-title" className="text-xl font-semibold">
        {title}
      </h1>
      <div className="mt-6 flex flex-col items-center gap-2 py-10 text-center text-fg-subtle">
        <Construction aria-hidden="true" className="h-10 w-10 text-warn-icon" />
        <p className="font-medium text-fg">{t('app.inDevelopment')}</p>
        <p className="text-sm">{t('app.inDevelopmentText')}</p>
      </div>
    </section>
  );
}
