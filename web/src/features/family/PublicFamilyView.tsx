import './texts.ts';
import type { PublicFamilyProfile } from '@krug/contract/family';
import type { MediaFile } from '@krug/contract/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart, Lock, MapPin, MessageCircle, Newspaper, UserCheck, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { mediaItems } from '../../ui/lightbox-items.ts';
import { PhotoGrid } from '../../ui/PhotoGrid.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { ReportButton } from '../reports/ReportButton.tsx';
import { familyKeys, setFollowingFamily, usePublicFamily } from './api.ts';
import { FamilyHeader } from './FamilyHeader.tsx';
import { memberLabel } from './member-label.ts';

/** How others see a family (spec §2): loading, error, preview banner, members, posts, or hidden posts. */
export function PublicFamilyView({
  familyId,
  signedIn = true,
}: {
  familyId: string | undefined;
  /** False for a visitor without an account: nothing to follow or report with (issue 32 item 7). */
  signedIn?: boolean;
}) {
  const { t } = useTranslation('family');
  const profile = usePublicFamily(familyId);
  const label = useLabel();
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
      <div className="overflow-hidden rounded-2xl bg-surface pb-5 shadow-sm ring-1 ring-line">
        <FamilyHeader
          name={p.family_name}
          bannerUrl={p.banner_url}
          avatarUrl={p.avatar_url}
          facts={
            <>
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="h-4 w-4" />
                {t('family.memberCount', { n: p.member_count })}
              </span>
              {p.city ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="h-4 w-4" />
                  {p.city}
                </span>
              ) : null}
              <span>{t('family.createdOn', { date: formatDate(p.created_at) })}</span>
              <span>{t('family.followerCount', { n: p.followers_count })}</span>
            </>
          }
          actions={
            p.is_preview_mode || !signedIn ? null : (
              <>
                <FollowFamily profile={p} />
                <ReportButton target={{ type: 'family', id: p.id }} />
              </>
            )
          }
        />
        {p.description ? <p className="mt-4 px-4 text-fg-muted sm:px-6">{p.description}</p> : null}
      </div>
      <section aria-labelledby="public-members" className={box}>
        <h2 id="public-members" className="mb-3 font-semibold">
          {t('family.settingsTabs.members')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {p.members.map((m) => (
            <li
              key={m.id}
              className="flex flex-col items-center gap-1 rounded-xl bg-surface-sunken p-3 text-center text-sm"
            >
              <Avatar src={m.profile_picture} name={`${m.first_name} ${m.last_name}`} size="lg" />
              <span className="block font-medium break-words">
                {m.first_name} {m.last_name}
              </span>
              <span className="text-fg-faint">{memberLabel(label, m)}</span>
              {m.is_creator ? (
                <span className="rounded bg-warn-soft-strong px-1.5 py-0.5 text-xs text-warn-fg">
                  {t('family.creator')}
                </span>
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
          <EmptyState icon={<Lock />} title={t('family.publicationsHidden')} />
        ) : p.posts.length === 0 ? (
          <EmptyState icon={<Newspaper />} title={t('family.noPublications')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {p.posts.map((post) => (
              <li key={post.id} className="rounded-xl bg-surface-sunken p-3 text-sm">
                <div className="mb-2 flex items-center gap-2">
                  <Avatar src={post.author_profile_picture} name={post.author_name} size="sm" decorative />
                  <div className="min-w-0">
                    <p className="font-medium">{post.author_name}</p>
                    <RelativeTime value={post.created_at} rule="family" className="text-xs text-fg-faint" />
                  </div>
                </div>
                {post.content.trim() ? (
                  <p className="whitespace-pre-wrap break-words">{post.content}</p>
                ) : null}
                <PostPhotos files={post.media_files} />
                <p className="mt-2 flex gap-3 text-xs text-fg-faint">
                  <span className="inline-flex items-center gap-1">
                    <Heart aria-hidden="true" className="h-3.5 w-3.5" />
                    {t('familyHome.likes', { n: post.like_count })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MessageCircle aria-hidden="true" className="h-3.5 w-3.5" />
                    {t('familyHome.comments', { n: post.comment_count })}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** A public post's photos as a grid that opens the lightbox. */
function PostPhotos({ files }: { files: MediaFile[] }) {
  const { t } = useTranslation('family');
  const [open, setOpen] = useState<number | null>(null);
  const images = files.filter((f) => f.file_type === 'image');
  if (images.length === 0) return null;
  return (
    <>
      <PhotoGrid
        images={images}
        onOpen={setOpen}
        label={(_f, i) => t('familyHome.photo', { n: i + 1, m: images.length })}
      />
      <Lightbox
        items={mediaItems(images)}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

/** Follow / unfollow a family seen from outside (issue 20): its posts the viewer may read join «Подписки». */
function FollowFamily({ profile }: { profile: PublicFamilyProfile }) {
  const { t } = useTranslation('family');
  const queryClient = useQueryClient();
  const following = profile.viewer_is_following;
  const toggle = useMutation({
    mutationFn: () => setFollowingFamily(profile.id, !following),
    onSuccess: (state) =>
      queryClient.setQueryData<PublicFamilyProfile>(familyKeys.public(profile.id), (old) =>
        old ? { ...old, viewer_is_following: state.following, followers_count: state.followers_count } : old,
      ),
    onError: (err) => notify({ type: 'error', message: errorText(err, t('family.followFailed')) }),
  });
  const Icon = following ? UserCheck : UserPlus;
  return (
    <button
      type="button"
      aria-pressed={following}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
      className={buttonClass(following ? 'secondary' : 'primary')}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {following ? t('family.unfollow') : t('family.follow')}
    </button>
  );
}
