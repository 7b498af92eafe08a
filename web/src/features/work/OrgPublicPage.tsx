import './texts.ts';
import type { PublicOrganization } from '@krug/contract/org-feed';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Building2, CalendarDays, Globe, MapPin, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PublicHeader } from '../../app/PublicHeader.tsx';
import { useLabel } from '../../i18n/labels.ts';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { ReportButton } from '../reports/ReportButton.tsx';
import { fetchPublicOrganization, requestToJoin, setFollowingOrganization } from './api.ts';
import { JoinRequestDialog } from './JoinRequestDialog.tsx';

export const publicKey = (id: string) => ['work', 'public', id] as const;

/** The public profile view at /organizations/org-public?id=… inside the shell. */
export function OrgPublicPage() {
  const [params] = useSearchParams();
  return <OrgPublicView id={params.get('id') ?? ''} signedIn />;
}

/** The same profile for a visitor without an account: its own page, with sign-in and sign-up. */
export function OrgPublicStandalone() {
  const [params] = useSearchParams();
  return (
    <main className="min-h-screen bg-canvas">
      <PublicHeader />
      <div className="mx-auto max-w-4xl p-4">
        <OrgPublicView id={params.get('id') ?? ''} signedIn={false} />
      </div>
    </main>
  );
}

/**
 * The public profile for any viewer (02 §2.7): banner, logo, name, type, place and year; follow with
 * a live count and the join request for signed-in viewers, a sign-in call to action otherwise;
 * counters, About and Information; 'Организация не найдена' for an unknown or hidden one.
 */
export function OrgPublicView({ id, signedIn }: { id: string; signedIn: boolean }) {
  const { t } = useTranslation('work');
  const label = useLabel();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: publicKey(id),
    queryFn: ({ signal }) => fetchPublicOrganization(id, signal),
    retry: false,
    enabled: !!id,
  });
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const back = (
    <button type="button" className={buttonClass('ghost', 'self-start px-2')} onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('work.back')}
    </button>
  );
  if (id && profile.isPending)
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-48 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  if (!id || profile.isError || !profile.data) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-6 ring-1 ring-line">
        <Building2 aria-hidden="true" className="h-8 w-8 text-fg-faint" />
        <p role="alert" className="text-lg font-semibold">
          {t('work.notFound')}
        </p>
        {back}
      </div>
    );
  }
  const o = profile.data.data;
  const patch = (change: Partial<PublicOrganization>) =>
    queryClient.setQueryData<{ data: PublicOrganization }>(publicKey(id), (old) =>
      old ? { data: { ...old.data, ...change } } : old,
    );
  const follow = async () => {
    setBusy(true);
    try {
      await setFollowingOrganization(id, !o.viewer_is_following);
      patch({
        viewer_is_following: !o.viewer_is_following,
        follower_count: o.follower_count + (o.viewer_is_following ? -1 : 1),
      });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('work.outsider.followFailed')) });
    } finally {
      setBusy(false);
    }
  };
  const join = async (message: string | null) => {
    setBusy(true);
    try {
      const res = await requestToJoin(id, message);
      notify({ type: 'success', message: res?.message || t('work.texts.joinSent') });
      patch({ viewer_has_pending_request: true });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('work.outsider.joinFailed')) });
    } finally {
      setBusy(false);
    }
  };
  const from = { from: location.pathname + location.search };
  const facts: [React.ReactNode, string, string | number | null][] = [
    [<MapPin key="m" aria-hidden="true" className="h-4 w-4" />, t('work.outsider.location'), o.location],
    [
      <CalendarDays key="c" aria-hidden="true" className="h-4 w-4" />,
      t('work.outsider.founded'),
      o.founded_year,
    ],
    [<Users key="u" aria-hidden="true" className="h-4 w-4" />, t('work.outsider.size'), o.organization_size],
  ];
  return (
    <article className="flex flex-col gap-4">
      {signedIn ? back : null}
      <header className="overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line">
        <div
          className="h-32 bg-gradient-to-r from-orange-700 to-amber-600 bg-cover bg-center sm:h-48"
          style={o.banner_url ? { backgroundImage: `url(${o.banner_url})` } : undefined}
        />
        <div className="flex flex-col gap-3 px-4 pb-4 sm:flex-row sm:items-end sm:px-6">
          <Avatar
            src={o.logo_url}
            name={o.name}
            size="xl"
            shape="square"
            className="-mt-10 shrink-0 bg-surface ring-4 ring-surface"
          />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-semibold break-words">{o.name}</h1>
            <p className="text-sm text-fg-subtle">
              {[
                label('orgType', o.organization_type),
                label('industry', o.industry),
                o.location,
                o.founded_year,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          {signedIn ? (
            <div className="flex flex-wrap gap-2 sm:shrink-0">
              {o.viewer_is_member ? (
                <Link to={`/organizations/org-profile?id=${o.id}`} className={buttonClass('primary')}>
                  {t('work.outsider.openProfile')}
                </Link>
              ) : (
                <button
                  type="button"
                  // One width for «Вступить» and «Запрос отправлен»: the header does not re-wrap.
                  className={buttonClass('primary', 'min-w-44 whitespace-nowrap')}
                  disabled={busy || o.viewer_has_pending_request}
                  onClick={() => setAsking(true)}
                >
                  {o.viewer_has_pending_request ? t('work.requested') : t('work.public.join')}
                </button>
              )}
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={busy}
                aria-pressed={o.viewer_is_following}
                onClick={follow}
              >
                {o.viewer_is_following ? t('work.public.unfollow') : t('work.public.follow')}
              </button>
              {o.viewer_is_member ? null : <ReportButton target={{ type: 'organization', id: o.id }} />}
            </div>
          ) : null}
        </div>
        {signedIn && o.viewer_is_member ? (
          <p className="border-t border-line px-6 py-2 text-sm text-fg-subtle">
            {t('work.outsider.youAreMember')}
          </p>
        ) : null}
      </header>
      <JoinRequestDialog orgName={o.name} open={asking} onOpenChange={setAsking} onSend={join} />
      {signedIn ? null : (
        <section className="flex flex-col gap-3 rounded-2xl bg-work-soft p-4 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm">{t('work.outsider.signInToJoin')}</p>
          <span className="flex gap-2">
            <Link to="/login" state={from} className={buttonClass('primary')}>
              {t('work.public.join')}
            </Link>
            <Link to="/register" state={from} className={buttonClass('secondary')}>
              {t('work.outsider.signUp')}
            </Link>
          </span>
        </section>
      )}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          [t('work.public.employees'), o.member_count],
          [t('work.public.followers'), o.follower_count],
          [t('work.public.departments'), o.department_count],
        ].map(([name, n]) => (
          <div key={String(name)} className="rounded-xl bg-surface p-3 shadow-sm ring-1 ring-line">
            <dt className="text-xs text-fg-faint">{name}</dt>
            <dd className="text-xl font-semibold">{n}</dd>
          </div>
        ))}
      </dl>
      <div className="grid items-start gap-4 md:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="org-about"
          className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
        >
          <h2 id="org-about" className="mb-2 font-semibold">
            {t('work.tabs.about')}
          </h2>
          <p className="whitespace-pre-wrap text-sm">{o.description}</p>
        </section>
        <section aria-labelledby="org-info" className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
          <h2 id="org-info" className="mb-2 font-semibold">
            {t('work.outsider.information')}
          </h2>
          <dl className="flex flex-col gap-2 text-sm">
            <div>
              <dt className="text-xs text-fg-faint">{t('work.fields.industry')}</dt>
              <dd>{label('industry', o.industry)}</dd>
            </div>
            {facts.map(([icon, name, value]) =>
              value ? (
                <div key={name}>
                  <dt className="flex items-center gap-1 text-xs text-fg-faint">
                    {icon}
                    {name}
                  </dt>
                  <dd>{value}</dd>
                </div>
              ) : null,
            )}
            {o.website ? (
              <div>
                <dt className="flex items-center gap-1 text-xs text-fg-faint">
                  <Globe aria-hidden="true" className="h-4 w-4" />
                  {t('work.outsider.website')}
                </dt>
                <dd className="truncate">
                  <a
                    href={o.website}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="text-work-fg underline"
                  >
                    {o.website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>
    </article>
  );
}
