import type { Organization } from '@krug/contract/work';
import { Building2, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../i18n/index.ts';
import { useLabel } from '../../i18n/labels.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { useMyOrganizations } from './api.ts';
import { CreateOrganization } from './CreateOrganization.tsx';
import { workRu } from './texts.ts';

export function Badges({
  org,
}: {
  org: Pick<Organization, 'user_is_admin' | 'user_is_owner' | 'user_can_invite' | 'user_can_post'>;
}) {
  const { t } = useTranslation('work');
  const badge = 'rounded-full px-2 py-0.5 text-xs';
  return (
    <span className="flex flex-wrap gap-1">
      {org.user_is_owner ? (
        <span className={`${badge} bg-warn-soft-strong text-warn-fg`}>{t('work.badges.owner')}</span>
      ) : null}
      {org.user_is_admin ? (
        <span className={`${badge} bg-work-soft-strong text-work-strong`}>{t('work.badges.admin')}</span>
      ) : null}
      {org.user_can_post ? (
        <span className={`${badge} bg-primary-soft-strong text-primary-strong`}>
          {t('work.badges.canPost')}
        </span>
      ) : null}
      {org.user_can_invite ? (
        <span className={`${badge} bg-info-soft-strong text-info-fg`}>{t('work.badges.canInvite')}</span>
      ) : null}
    </span>
  );
}

/** The work landing (02 §2.4): three feature cards and a start button, then create or join, with back. */
function Landing() {
  const { t } = useTranslation('work');
  const texts = useTexts('work', workRu);
  const [started, setStarted] = useState(false);
  if (!started) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-surface p-8 text-center ring-1 ring-line">
        <Building2 aria-hidden="true" className="h-10 w-10 text-work-fg" />
        <p className="text-lg font-semibold">{t('work.empty')}</p>
        <ul className="grid w-full grid-cols-1 gap-3 text-left sm:grid-cols-3">
          {texts.work.features.map((f) => (
            <li key={f.title} className="rounded-xl bg-work-soft p-4">
              <p className="font-medium">{f.title}</p>
              <p className="text-sm text-fg-subtle">{f.text}</p>
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
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface p-8 text-center ring-1 ring-line">
      <p className="text-fg-subtle">{t('work.emptyText')}</p>
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
  const { t } = useTranslation('work');
  const label = useLabel();
  const [params] = useSearchParams();
  const orgs = useMyOrganizations();
  if (params.get('mode') === 'create') return <CreateOrganization />;
  const header = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold">{t('work.myWork')}</h1>
      <div className="flex flex-wrap gap-2">
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
  if (orgs.isPending)
    return (
      <div className="flex flex-col gap-4">
        {header}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      </div>
    );
  if (orgs.isError) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <ErrorState error={orgs.error} title={t('work.loadError')} onRetry={() => void orgs.refetch()} />
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
              className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
            >
              <p className="flex items-center gap-3 text-lg font-semibold">
                <Avatar src={o.logo_url} name={o.name} size="md" shape="square" />
                {o.name}
              </p>
              <p className="text-sm text-fg-subtle">
                {label('orgType', o.organization_type)} · {label('industry', o.industry)} ·{' '}
                {[o.address_city, o.address_country].filter(Boolean).join(', ')}
              </p>
              <p className="text-sm">
                {[o.user_job_title, o.user_department, o.user_team].filter(Boolean).join(' · ')} ·{' '}
                {t('work.members', { n: o.member_count })}
              </p>
              <Badges org={o} />
              <Link
                to={`/organizations/org-profile?id=${o.id}`}
                className="self-start text-sm font-medium text-work-fg underline"
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
