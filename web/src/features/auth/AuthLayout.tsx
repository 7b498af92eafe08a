import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-soft via-surface to-info-soft p-4">
      <div className="w-full max-w-md rounded-2xl bg-surface p-8 shadow-xl ring-1 ring-line">
        <p className="text-center text-3xl font-bold text-primary-fg">{t('app.name')}</p>
        <p className="mb-6 text-center text-sm text-fg-subtle">{t('app.tagline')}</p>
        <h1 className="mb-4 text-xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
