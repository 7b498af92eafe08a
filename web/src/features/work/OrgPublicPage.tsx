import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLabel } from '../../i18n/labels.ts';
import { apiFetch, errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';

interface PublicOrg {
  id: string;
  name: string;
  logo_url: string | null;
  organization_type: string;
  location: string | null;
  founded_year: number | null;
  description: string;
  industry: string;
  website: string | null;
  member_count: number;
  follower_count: number;
  department_count: number;
}

/** The public profile for any viewer (02 §2.7): follow with a live count, join request, not-found state. */
export function OrgPublicPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const profile = useQuery({
    queryKey: ['work', 'public', id],
    queryFn: ({ signal }) => apiFetch<{ data: PublicOrg }>(`/api/organizations/${id}/public`, { signal }),
    retry: false,
    enabled: !!id,
  });
  const following = useQuery({
    queryKey: ['work', 'follow', id],
    queryFn: ({ signal }) =>
      apiFetch<{ is_following: boolean }>(`/api/organizations/${id}/follow/status`, { signal }),
    enabled: !!id,
  });
  const pending = useQuery({
    queryKey: ['work', 'pending', id],
    queryFn: ({ signal }) =>
      apiFetch<{ has_pending_request: boolean }>(`/api/work/organizations/${id}/join-requests/my-status`, {
        signal,
      }),
    enabled: !!id,
  });
  const [followers, setFollowers] = useState<number | null>(null);
  if (profile.isPending) return <Skeleton className="h-48 w-full rounded-2xl" />;
  if (profile.isError || !profile.data) {
    return (
      <div className="rounded-2xl bg-surface p-6 ring-1 ring-line">
        <p role="alert">{t('work.notFound')}</p>
        <button type="button" className={buttonClass('secondary', 'mt-3')} onClick={() => navigate(-1)}>
          {t('work.back')}
        </button>
      </div>
    );
  }
  const o = profile.data.data;
  const count = followers ?? o.follower_count;
  const isFollowing = following.data?.is_following ?? false;
  return (
    <article className="flex flex-col gap-4">
      <button type="button" className={buttonClass('ghost', 'self-start')} onClick={() => navigate(-1)}>
        {t('work.back')}
      </button>
      <header className="rounded-2xl bg-gradient-to-r from-orange-700 to-amber-700 p-6 text-white">
        <h1 className="flex items-center gap-3 text-2xl font-semibold">
          <Avatar src={o.logo_url} name={o.name} size="lg" shape="square" className="bg-surface" />
          {o.name}
        </h1>
        <p className="text-sm">
          {[label('orgType', o.organization_type), o.location, o.founded_year].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={async () => {
              try {
                await apiFetch(`/api/organizations/${id}/follow`, {
                  method: isFollowing ? 'DELETE' : 'POST',
                });
                setFollowers(count + (isFollowing ? -1 : 1));
                await queryClient.invalidateQueries({ queryKey: ['work', 'follow', id] });
              } catch (err) {
                notify({ type: 'error', message: errorText(err, t('ui.followFailed')) });
              }
            }}
          >
            {isFollowing ? t('work.public.unfollow') : t('work.public.follow')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={pending.data?.has_pending_request}
            onClick={async () => {
              try {
                await apiFetch(`/api/organizations/${id}/join-request`, { method: 'POST', body: {} });
                notify({ type: 'success', message: t('work.requested') });
                await queryClient.invalidateQueries({ queryKey: ['work', 'pending', id] });
              } catch (err) {
                notify({ type: 'error', message: errorText(err, t('ui.joinFailed')) });
              }
            }}
          >
            {pending.data?.has_pending_request ? t('work.requested') : t('work.public.join')}
          </button>
        </div>
      </header>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          [t('work.public.employees'), o.member_count],
          [t('work.public.followers'), count],
          [t('work.public.departments'), o.department_count],
        ].map(([label, n]) => (
          <div key={String(label)} className="rounded-xl bg-surface p-3 ring-1 ring-line">
            <dt className="text-xs text-fg-faint">{label}</dt>
            <dd className="text-lg font-semibold">{n}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-2xl bg-surface p-4 ring-1 ring-line">
        <h2 className="mb-1 font-semibold">{t('work.tabs.about')}</h2>
        <p className="text-sm">{o.description}</p>
        <p className="mt-2 text-sm text-fg-subtle">
          {t('work.fields.industry')}: {label('industry', o.industry)}
          {o.website ? (
            <>
              {' · '}
              <a href={o.website} rel="noopener" target="_blank" className="text-work-fg underline">
                {o.website}
              </a>
            </>
          ) : null}
        </p>
      </section>
    </article>
  );
}
