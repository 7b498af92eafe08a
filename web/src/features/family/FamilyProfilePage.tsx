import './texts.ts';
import type { FamilyProfile } from '@krug/contract/family';
import * as Tabs from '@radix-ui/react-tabs';
import { Camera, MapPin, Newspaper, Settings, Share2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { CalendarPanel } from '../calendar/CalendarPanel.tsx';
import { LeaveFamily } from '../invitations/LeaveFamily.tsx';
import { useFeed } from '../posts/api.ts';
import { Composer } from '../posts/Composer.tsx';
import { PostCard } from '../posts/PostCard.tsx';
import { conversationPath } from '../posts/post-path.ts';
import { FamilyHeader } from './FamilyHeader.tsx';
import { FamilyMembersCard } from './FamilyMembersCard.tsx';
import { FamilyTree } from './FamilyTree.tsx';
import { ImageUploadModal } from './ImageUploadModal.tsx';

export const publicLink = (id: string) => `${window.location.origin}/family/family-public-view?id=${id}`;

/** The family's own posts (FAMILY_ONLY posts with its family_id, and any others its members may read). */
function FamilyWall({ familyId }: { familyId: string }) {
  const { t } = useTranslation(['family', 'posts']);
  const feed = useFeed({ family_id: familyId });
  const posts = feed.data?.pages.flatMap((p) => p.items) ?? [];
  if (feed.isPending) return <Skeleton lines={3} className="h-20 w-full" />;
  if (feed.isError) return <ErrorState error={feed.error} onRetry={() => void feed.refetch()} />;
  if (posts.length === 0) return <EmptyState icon={<Newspaper />} title={t('posts.emptyFeed')} />;
  return (
    <>
      {posts.map((p) => (
        <PostCard key={p.id} post={p} module="family" />
      ))}
    </>
  );
}

/** The family profile (spec §2): banner, avatar, name, facts, real stats, Manage, Share, tabs. */
export function FamilyProfilePage({ family }: { family: FamilyProfile }) {
  const { t } = useTranslation(['family', 'posts']);
  const [upload, setUpload] = useState<'banner' | 'avatar' | null>(null);
  // Without clipboard access the link is shown in a dialog to copy by hand.
  const [sharing, setSharing] = useState(false);
  const manager = family.can_manage;
  const share = async () => {
    try {
      await navigator.clipboard.writeText(publicLink(family.id));
      notify({ type: 'info', message: t('family.linkCopied') });
    } catch {
      setSharing(true);
    }
  };
  const stats: [string, number][] = [
    [t('family.posts'), family.posts_count],
    [t('family.followers'), family.followers_count],
    [t('family.events'), family.events_count],
  ];
  return (
    <article className="overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line">
      <FamilyHeader
        name={family.family_name}
        bannerUrl={family.banner_url}
        avatarUrl={family.avatar_url}
        bannerAction={
          manager ? (
            <button
              type="button"
              className={buttonClass('secondary', 'absolute top-3 right-3 bg-surface/90')}
              onClick={() => setUpload('banner')}
            >
              <Camera aria-hidden="true" className="h-4 w-4" />
              <span className="max-sm:sr-only">{t('family.changeBanner')}</span>
            </button>
          ) : null
        }
        avatarAction={
          manager ? (
            <button
              type="button"
              aria-label={t('family.changeAvatar')}
              className="absolute right-0 bottom-0 rounded-full bg-surface p-1.5 shadow ring-1 ring-line"
              onClick={() => setUpload('avatar')}
            >
              <Camera aria-hidden="true" className="h-4 w-4" />
            </button>
          ) : null
        }
        facts={
          <>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="h-4 w-4" />
              {t('family.memberCount', { n: family.member_count })}
            </span>
            {family.city || family.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="h-4 w-4" />
                {[family.city, family.location].filter(Boolean).join(', ')}
              </span>
            ) : null}
            <span>{t('family.createdOn', { date: formatDate(family.created_at) })}</span>
          </>
        }
        actions={
          <>
            {manager ? (
              <Link to={`/family/family-manage?id=${family.id}`} className={buttonClass('secondary')}>
                <Settings aria-hidden="true" className="h-4 w-4" />
                {t('family.manage')}
              </Link>
            ) : null}
            <button type="button" className={buttonClass('secondary')} onClick={share}>
              <Share2 aria-hidden="true" className="h-4 w-4" />
              {t('family.share')}
            </button>
            <LeaveFamily family={family} />
          </>
        }
      />
      <div className="px-4 pb-6 sm:px-6">
        {family.description ? <p className="mt-4 text-fg-muted">{family.description}</p> : null}
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {stats.map(([label, n]) => (
            <div key={label} className="rounded-xl bg-surface-sunken py-2">
              <dt className="text-xs text-fg-faint">{label}</dt>
              <dd className="text-lg font-semibold">{n}</dd>
            </div>
          ))}
        </dl>
        {family.is_user_member || !family.is_private ? <FamilyMembersCard family={family} /> : null}
        <Tabs.Root defaultValue="wall" className="mt-6">
          <Tabs.List aria-label={family.family_name} className="flex gap-1 border-b border-line">
            {(
              ['wall', ...(family.is_user_member ? (['tree'] as const) : []), 'chat', 'calendar'] as const
            ).map((tab) => (
              <Tabs.Trigger
                key={tab}
                value={tab}
                className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-fg-subtle data-[state=active]:border-primary-line data-[state=active]:text-primary-strong"
              >
                {t(`family.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="wall" className="flex flex-col gap-3 py-4">
            {family.is_user_member ? <Composer module="family" familyId={family.id} /> : null}
            <FamilyWall familyId={family.id} />
          </Tabs.Content>
          {family.is_user_member ? (
            <Tabs.Content value="tree" className="py-4">
              <FamilyTree familyId={family.id} familyName={family.family_name} />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="chat" className="py-6 text-center text-sm">
            {family.chat_group_id && family.is_user_member ? (
              <Link to={conversationPath('family', family.chat_group_id)} className={buttonClass('primary')}>
                {t('family.openChat')}
              </Link>
            ) : (
              <p className="text-fg-subtle">{t('family.chatMembersOnly')}</p>
            )}
          </Tabs.Content>
          <Tabs.Content value="calendar" className="py-4">
            {family.chat_group_id ? (
              <CalendarPanel module="family" groupId={family.chat_group_id} />
            ) : (
              <p className="text-sm text-fg-subtle">{t('family.calendarSoon')}</p>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </div>
      <Dialog
        open={sharing}
        onOpenChange={setSharing}
        title={t('family.share')}
        footer={
          <button
            type="button"
            className={buttonClass('primary', 'min-h-touch')}
            onClick={() => setSharing(false)}
          >
            {t('ui.done')}
          </button>
        }
      >
        <label htmlFor="family-share-link" className="text-sm text-fg-subtle">
          {t('family.share')}
        </label>
        <input
          id="family-share-link"
          readOnly
          value={publicLink(family.id)}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm"
        />
      </Dialog>
      {upload ? (
        <ImageUploadModal
          familyId={family.id}
          kind={upload}
          open
          onOpenChange={(o) => (o ? null : setUpload(null))}
        />
      ) : null}
    </article>
  );
}
