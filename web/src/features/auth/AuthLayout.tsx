import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-emerald-50 via-white to-sky-50 p-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl ring-1 ring-slate-200">
        <p className="text-center text-3xl font-bold text-emerald-700">{t('app.name')}</p>
        <p className="mb-6 text-center text-sm text-slate-600">{t('app.tagline')}</p>
        <h1 className="mb-4 text-xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
