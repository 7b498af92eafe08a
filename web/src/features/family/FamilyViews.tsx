import './texts.ts';
import type { FamilyProfile } from '@krug/contract/family';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { HouseholdSection } from '../household/HouseholdSection.tsx';
import { PendingInvitationsNotice } from '../invitations/PendingInvitationsNotice.tsx';
import { pickFamily, useFamilyProfiles } from './api.ts';
import { FamilyCreateForm } from './FamilyCreateForm.tsx';
import { FamilyProfilePage } from './FamilyProfilePage.tsx';
import { FamilySearch } from './FamilySearch.tsx';
import { FamilySettings } from './FamilySettings.tsx';
import { NoFamilyGuard } from './NoFamilyGuard.tsx';
import { PublicFamilyView } from './PublicFamilyView.tsx';

/** Loads the user's families and hands the one chosen by `?id=` (or the default pick) to a view. */
function WithFamily({
  children,
}: {
  children(family: FamilyProfile | undefined, all: FamilyProfile[]): React.ReactNode;
}) {
  const { t } = useTranslation('family');
  const [params] = useSearchParams();
  const profiles = useFamilyProfiles();
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
  return <>{children(pickFamily(profiles.data, params.get('id')), profiles.data)}</>;
}

export function MyFamilyProfileView() {
  return (
    <div className="flex flex-col gap-6">
      <PendingInvitationsNotice />
      <WithFamily>
        {(family) => (family ? <FamilyProfilePage family={family} /> : <FamilyCreateForm />)}
      </WithFamily>
      <HouseholdSection />
    </div>
  );
}

/** The family form on its own URL: only for someone without a family (a second one cannot be made). */
export function FamilyCreateView() {
  return (
    <NoFamilyGuard>
      <FamilyCreateForm />
    </NoFamilyGuard>
  );
}

export function FamilyManageView() {
  const { t } = useTranslation('family');
  return (
    <WithFamily>
      {(family) =>
        family ? (
          <FamilySettings family={family} />
        ) : (
          <p className="rounded-2xl bg-surface p-6 ring-1 ring-line">{t('family.noFamily')}</p>
        )
      }
    </WithFamily>
  );
}

export function FamilyOneView() {
  const { t } = useTranslation('family');
  return (
    <WithFamily>
      {(family) =>
        family ? (
          <FamilyProfilePage family={family} />
        ) : (
          <p className="rounded-2xl bg-surface p-6 ring-1 ring-line">{t('family.profileNotFound')}</p>
        )
      }
    </WithFamily>
  );
}

export function FamilyPublicViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <PublicFamilyView familyId={id} />;
  return <WithFamily>{(family) => <PublicFamilyView familyId={family?.id} />}</WithFamily>;
}

function FamilyList({
  title,
  empty,
  filter,
}: {
  title: string;
  empty: string;
  filter(f: FamilyProfile): boolean;
}) {
  const { t } = useTranslation('family');
  return (
    <section aria-labelledby="family-list" className="rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line">
      <h1 id="family-list" className="mb-4 text-xl font-semibold">
        {title}
      </h1>
      <WithFamily>
        {(_, all) => {
          const list = all.filter(filter);
          if (list.length === 0) return <p className="text-fg-subtle">{empty}</p>;
          return (
            <ul className="flex flex-col divide-y divide-line-subtle">
              {list.map((f) => (
                <li key={f.id} className="flex items-center justify-between py-3">
                  <span>
                    <span className="block font-medium">{f.family_name}</span>
                    <span className="text-sm text-fg-faint">
                      {t('family.memberCount', { n: f.member_count })}
                      {f.user_role ? ` · ${t(`family.roles.${f.user_role}`)}` : ''}
                    </span>
                  </span>
                  <Link
                    to={`/family/family-view?id=${f.id}`}
                    className="text-sm font-medium text-primary-fg underline"
                  >
                    {t('family.open')}
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </WithFamily>
    </section>
  );
}

export function FamilyProfilesView() {
  const { t } = useTranslation('family');
  return (
    <div className="flex flex-col gap-6">
      <FamilyList title={t('family.profilesTitle')} empty={t('family.profilesEmpty')} filter={() => true} />
      <FamilySearch />
    </div>
  );
}
