import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { usePublicFamily } from './api.ts';

/** How others see a family (spec §2): loading, error, preview banner, members, posts, or hidden posts. */
export function PublicFamilyView({ familyId }: { familyId: string | undefined }) {
  const { t } = useTranslation();
  const profile = usePublicFamily(familyId);
  const box = 'rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line';
  if (!familyId) return <p className={box}>{t('family.noFamily')}</p>;
  if (profile.isPending) return <Skeleton className="h-64 w-full rounded-2xl" />;
  if (profile.isError) {
    const err = profile.error;
    const text =
      err instanceof ApiError && err.status === 403
        ? (err.detail ?? t('family.privateProfile'))
        : err instanceof ApiError && err.status === 404
          ? t('family.profileNotFound')
          : err instanceof ApiError && err.status === 0
            ? t('family.loadNetworkError')
            : t('family.loadFailed');
    // A private or missing family is an answer, not a failure: nothing to retry.
    if (err instanceof ApiError && (err.status === 403 || err.status === 404)) {
      return (
        <p role="alert" className={box}>
          {text}
        </p>
      );
    }
    return <ErrorState error={err} title={text} onRetry={() => void profile.refetch()} />;
  }
  const p = profile.data;
  return (
    <article className="flex flex-col gap-4">
      {p.is_preview_mode ? (
        <p role="note" className="rounded-xl bg-warn-soft px-4 py-3 text-sm text-warn-fg">
          {t('family.previewBanner')}
        </p>
      ) : null}
      <div className="overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line">
        <div className="h-36 bg-gradient-to-r from-emerald-500 to-sky-500">
          {p.banner_url ? <img src={p.banner_url} alt="" className="h-full w-full object-cover" /> : null}
        </div>
        <div className="flex flex-wrap items-end gap-4 px-6 pb-6">
          <Avatar src={p.avatar_url} name={p.family_name} size="xl" className="-mt-12 ring-4 ring-surface" />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-semibold">{p.family_name}</h1>
            <p className="text-sm text-fg-subtle">
              {[
                p.city,
                t('family.memberCount', { n: p.member_count }),
                t('family.createdOn', { date: formatDate(p.created_at) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          {p.description ? <p className="w-full">{p.description}</p> : null}
        </div>
      </div>
      <section aria-labelledby="public-members" className={box}>
        <h2 id="public-members" className="mb-3 font-semibold">
          {t('family.settingsTabs.members')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {p.members.map((m) => (
            <li
              key={m.id}
              className="flex flex-col items-start gap-1 rounded-xl bg-surface-sunken p-3 text-sm"
            >
              <Avatar src={m.profile_picture} name={`${m.first_name} ${m.last_name}`} size="md" />
              <span className="block font-medium">
                {m.first_name} {m.last_name}
              </span>
              <span className="text-fg-faint">{m.role ? t(`family.roles.${m.role}`) : ''}</span>
              {m.is_creator ? <span className="ml-1 text-xs text-warn-fg">{t('family.creator')}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="public-posts" className={box}>
        <h2 id="public-posts" className="mb-3 font-semibold">
          {t('family.publications')}
        </h2>
        {!p.posts_visible ? (
          <p className="text-sm text-fg-subtle">{t('family.publicationsHidden')}</p>
        ) : p.posts.length === 0 ? (
          <p className="text-sm text-fg-subtle">{t('family.noPublications')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {p.posts.map((post) => (
              <li key={post.id} className="rounded-xl bg-surface-sunken p-3 text-sm">
                <div className="mb-1 flex items-center gap-2">
                  <Avatar src={post.author_profile_picture} name={post.author_name} size="sm" decorative />
                  <div className="min-w-0">
                    <p className="font-medium">{post.author_name}</p>
                    <RelativeTime value={post.created_at} rule="family" className="text-xs text-fg-faint" />
                  </div>
                </div>
                <p className="whitespace-pre-wrap">{post.content}</p>
                <p className="mt-1 text-xs text-fg-faint">
                  ♥ {post.like_count} · 💬 {post.comment_count}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
