import { useTranslation } from 'react-i18next';
import { MyRoles } from './MyRoles.tsx';

/** The right column; each view adds its widgets as its issue lands. */
export function RightSidebar() {
  const { t } = useTranslation();
  return (
    <aside aria-label={t('shell.sidebar')} className="flex flex-col gap-4">
      <MyRoles />
    </aside>
  );
}
