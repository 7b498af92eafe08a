import type { Organization } from '@krug/contract/work';
import { Building2, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ru } from '../../i18n/ru.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useMyOrganizations } from './api.ts';
import { CreateOrganization } from './CreateOrganization.tsx';

export function Badges({
  org,
}: {
  org: Pick<Organization, 'user_is_admin' | 'user_is_owner' | 'user_can_invite' | 'user_can_post'>;
}) {
  const { t } = useTranslation();
  const badge = 'rounded-full px-2 py-0.5 text-xs';
  return (
    <span className="flex flex-wrap gap-1">
      {org.user_is_owner ? (
        <span className={`${badge} bg-amber-100 text-amber-800`}>{t('work.badges.owner')}</span>
      ) : null}
      {org.user_is_admin ? (
        <span className={`${badge} bg-orange-100 text-orange-800`}>{t('work.badges.admin')}</span>
      ) : null}
      {org.user_can_post ? (
        <span className={`${badge} bg-emerald-100 text-emerald-800`}>{t('work.badges.canPost')}</span>
      ) : null}
      {org.user_can_invite ? (
        <span className={`${badge} bg-sky-100 text-sky-800`}>{t('work.badges.canInvite')}</span>
      ) : null}
    </span>
  );
}

/** The work landing (02 §2.4): three feature cards and a start button, then create or join, with back. */
function Landing() {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  if (!started) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
        <Building2 aria-hidden="true" className="h-10 w-10 text-orange-500" />
        <p className="text-lg font-semibold">{t('work.empty')}</p>
        <ul className="grid w-full grid-cols-1 gap-3 text-left sm:grid-cols-3">
          {ru.work.features.map((f) => (
            <li key={f.title} className="rounded-xl bg-orange-50 p-4">
              <p className="font-medium">{f.title}</p>
              <p className="text-sm text-slate-600">{f.text}</p>
            </li>
          ))}
        </ul>
        <button type="button" className={buttonClass('primary')} onClick={() => setStarted(true)}>
          {t('work.start')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
      <p className="text-slate-600">{t('work.emptyText')}</p>
      <div className="flex gap-2">
        <Link to="/organizations/my-work?mode=create" className={buttonClass('primary')}>
          {t('work.choice.create')}
        </Link>
        <Link to="/organizations/org-search" className={buttonClass('secondary')}>
          {t('work.choice.search')}
        </Link>
      </div>
      <button type="button" className={buttonClass('ghost')} onClick={() => setStarted(false)}>
        {t('work.back')}
      </button>
    </div>
  );
}

/** My Work (02 §2.5): organization cards with badges, the empty and the error state; the create wizard at ?mode=create. */
export function MyWorkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orgs = useMyOrganizations();
  if (params.get('mode') === 'create') return <CreateOrganization />;
  const header = (
    <div className="flex items-center justify-between">
      <h1 className="text-xl font-semibold">{t('work.myWork')}</h1>
      <div className="flex gap-2">
        <Link to="/organizations/org-search" className={buttonClass('secondary')}>
          <Search aria-hidden="true" className="h-4 w-4" />
          {t('work.search')}
        </Link>
        <Link to="/organizations/my-work?mode=create" className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('work.create')}
        </Link>
      </div>
    </div>
  );
  if (orgs.isPending) return <Spinner label={t('app.loading')} />;
  if (orgs.isError) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
          {t('work.loadError')}: {orgs.error.message}{' '}
          <button type="button" className="underline" onClick={() => window.location.reload()}>
            {t('work.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {header}
      {orgs.data.length === 0 ? (
        <Landing />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {orgs.data.map((o) => (
            <li
              key={o.id}
              className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <p className="text-lg font-semibold">{o.name}</p>
              <p className="text-sm text-slate-600">
                {o.organization_type} · {o.industry} ·{' '}
                {[o.address_city, o.address_country].filter(Boolean).join(', ')}
              </p>
              <p className="text-sm">
                {[o.user_job_title, o.user_department, o.user_team].filter(Boolean).join(' · ')} ·{' '}
                {t('work.members', { n: o.member_count })}
              </p>
              <Badges org={o} />
              <Link
                to={`/organizations/org-profile?id=${o.id}`}
                className="self-start text-sm font-medium text-orange-700 underline"
              >
                {t('work.viewProfile')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Link to="/organizations/org-search" className={buttonClass('ghost')}>
          {t('work.joinOrg')}
        </Link>
        <Link to="/organizations/org-search" className={buttonClass('ghost')}>
          {t('work.explore')}
        </Link>
      </div>
    </div>
  );
}
