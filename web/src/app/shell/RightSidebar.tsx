import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MyRoles } from './MyRoles.tsx';

/** The right column; each view adds its widgets as its issue lands. */
export function RightSidebar({ children, className = '' }: { children?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('shell.sidebar')} className={`flex flex-col gap-4 ${className}`}>
      {children}
      <MyRoles />
    </aside>
  );
}
