import './texts.ts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useFamilyProfiles } from './api.ts';

export const FAMILY_HOME = '/family/my-family-profile';

function ToFamily() {
  const { t } = useTranslation('family');
  useEffect(() => {
    notify({ type: 'info', title: t('familyHome.alreadyTitle'), message: t('familyHome.alreadyText') });
  }, [t]);
  return <Navigate to={FAMILY_HOME} replace />;
}

/**
 * Shows its children (the family form, the family wizard) only to someone without a family: a
 * second family cannot be created, so a user who has one is taken to their family's profile.
 */
export function NoFamilyGuard({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('family');
  const profiles = useFamilyProfiles();
  // Whether the user had no family when the view opened: creating one here then just moves on.
  const hadNone = useRef<boolean | undefined>(undefined);
  if (profiles.data && hadNone.current === undefined) hadNone.current = profiles.data.length === 0;
  if (profiles.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (profiles.isError) {
    return (
      <ErrorState
        error={profiles.error}
        title={t('family.loadFailed')}
        onRetry={() => void profiles.refetch()}
      />
    );
  }
  if (profiles.data.length > 0) return hadNone.current ? <Navigate to={FAMILY_HOME} replace /> : <ToFamily />;
  return <>{children}</>;
}
