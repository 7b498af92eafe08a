import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { usePublicFamily } from './api.ts';

const longDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** How others see a family (spec §2): loading, error, preview banner, members, posts, or hidden posts. */
export function PublicFamilyView({ familyId }: { familyId: string | undefined }) {
  const { t } = useTranslation();
  const profile = usePublicFamily(familyId);
  const box = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200';
  if (!familyId) return <p className={box}>{t('family.noFamily')}</p>;
  if (profile.isPending) return <Spinner label={t('app.loading')} className="p-6 text-slate-600" />;
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
    return (
      <p role="alert" className={box}>
        {text}
      </p>
    );
  }
  const p = profile.data;
  return (
    <article className="flex flex-col gap-4">
      {p.is_preview_mode ? (
        <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('family.previewBanner')}
        </p>
      ) : null}
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="h-36 bg-gradient-to-r from-emerald-500 to-sky-500">
          {p.banner_url ? <img src={p.banner_url} alt="" className="h-full w-full object-cover" /> : null}
        </div>
        <div className="p-6">
          <h1 className="text-2xl font-semibold">{p.family_name}</h1>
          <p className="text-sm text-slate-600">
            {[
              p.city,
              t('family.memberCount', { n: p.member_count }),
              t('family.createdOn', { date: longDate.format(new Date(p.created_at)) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {p.description ? <p className="mt-3">{p.description}</p> : null}
        </div>
      </div>
      <section aria-labelledby="public-members" className={box}>
        <h2 id="public-members" className="mb-3 font-semibold">
          {t('family.settingsTabs.members')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {p.members.map((m) => (
            <li key={m.id} className="rounded-xl bg-slate-50 p-3 text-sm">
              <span className="block font-medium">
                {m.first_name} {m.last_name}
              </span>
              <span className="text-slate-500">{m.role ? t(`family.roles.${m.role}`) : ''}</span>
              {m.is_creator ? (
                <span className="ml-1 text-xs text-amber-700">{t('family.creator')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="public-posts" className={box}>
        <h2 id="public-posts" className="mb-3 font-semibold">
          {t('family.publications')}
        </h2>
        {!p.posts_visible ? (
          <p className="text-sm text-slate-600">{t('family.publicationsHidden')}</p>
        ) : p.posts.length === 0 ? (
          <p className="text-sm text-slate-600">{t('family.noPublications')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {p.posts.map((post) => (
              <li key={post.id} className="rounded-xl bg-slate-50 p-3 text-sm">
                <p className="font-medium">{post.author_name}</p>
                <p className="whitespace-pre-wrap">{post.content}</p>
                <p className="mt-1 text-xs text-slate-500">
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
