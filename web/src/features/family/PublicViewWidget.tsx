import './texts.ts';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickFamily, useFamilyProfiles } from './api.ts';

/** Right column of the family profile: a way to see the profile as others do (spec §2). */
export function PublicViewWidget() {
  const { t } = useTranslation('family');
  const profiles = useFamilyProfiles();
  const family = profiles.data ? pickFamily(profiles.data) : undefined;
  if (!family) return null;
  return (
    <section
      aria-labelledby="public-view-widget"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <h2 id="public-view-widget" className="mb-1 flex items-center gap-2 text-sm font-semibold">
        <Eye aria-hidden="true" className="h-4 w-4" />
        {t('family.publicView')}
      </h2>
      <p className="mb-2 text-sm text-fg-subtle">{t('family.publicViewHint')}</p>
      <Link
        to={`/family/family-public-view?id=${family.id}`}
        className="text-sm font-medium text-primary-fg underline"
      >
        {t('family.open')}
      </Link>
    </section>
  );
}
