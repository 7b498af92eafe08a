import './attachments-texts.ts';
import type { ChatGroupEntry } from '@krug/contract/chat';
import {
  isMuted,
  MUTED_FOREVER,
  type MuteDuration,
  type SharedMediaKind,
} from '@krug/contract/chat-attachments';
import * as Menu from '@radix-ui/react-dropdown-menu';
import * as Tabs from '@radix-ui/react-tabs';
import { Bell, BellOff, FileText, Images, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { mediaItems } from '../../ui/lightbox-items.ts';
import { MediaImage } from '../../ui/MediaImage.tsx';
import { NEUTRAL_POSTER } from '../../ui/media-urls.ts';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { OnlineDot, useOnlineFriends } from '../people/FriendsOnline.tsx';
import { PostAttachment } from '../posts/PostAttachment.tsx';
import { useMuteGroup, useSharedMedia } from './attachments-api.ts';

const card = 'rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line';
const itemClass =
  'cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

/**
 * The group info panel's parts of issue 31, under its participants: notifications (mute for 1
 * hour, 8 hours or for good) and the group's shared media (a grid of photos and videos, a list of
 * files, a page at a time). Members and leaving are in ChatSidebar's panel.
 */
export function GroupInfoExtras({ entry }: { entry: ChatGroupEntry }) {
  return (
    <>
      <MuteControl entry={entry} />
      <SharedMedia groupId={entry.group.id} />
    </>
  );
}

/** «в сети» on a member's avatar: known only for friends (the presence rule of people pages). */
export function MemberOnline({ userId }: { userId: string }) {
  const online = useOnlineFriends();
  if (!Array.isArray(online.data) || !online.data.some((f) => f.id === userId)) return null;
  return <OnlineDot />;
}

/** How the group's notifications stand: on, muted until a time, or muted for good. */
export function useMuteLabel(mutedUntil: string | null | undefined) {
  const { t } = useTranslation('chatMedia');
  if (!isMuted(mutedUntil) || !mutedUntil) return t('on');
  return mutedUntil === MUTED_FOREVER
    ? t('mutedForever')
    : t('mutedUntil', { time: formatDateTime(mutedUntil) });
}

function MuteControl({ entry }: { entry: ChatGroupEntry }) {
  const { t } = useTranslation('chatMedia');
  const mute = useMuteGroup(entry.group.id);
  const muted = isMuted(entry.muted_until);
  const label = useMuteLabel(entry.muted_until);
  const set = (duration: MuteDuration | null) =>
    mute.mutate(duration, {
      onError: (err) => notify({ type: 'error', message: errorText(err, t('notFound')) }),
    });
  const headingId = `mute-${entry.group.id}`;
  return (
    <section aria-labelledby={headingId} className={`${card} flex flex-col gap-3`}>
      <div className="flex items-center gap-3">
        {muted ? (
          <BellOff aria-hidden="true" className="h-5 w-5 shrink-0 text-fg-faint" />
        ) : (
          <Bell aria-hidden="true" className="h-5 w-5 shrink-0 text-primary-fg" />
        )}
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-sm font-semibold">
            {t('notifications')}
          </h2>
          <p className="truncate text-xs text-fg-faint" data-testid="mute-state">
            {label}
          </p>
        </div>
      </div>
      {muted ? (
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-touch w-full')}
          disabled={mute.isPending}
          onClick={() => set(null)}
        >
          {t('unmute')}
        </button>
      ) : (
        <Menu.Root>
          <Menu.Trigger className={buttonClass('secondary', 'min-h-touch w-full')} disabled={mute.isPending}>
            {t('mute')}
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content
              align="end"
              className="z-50 min-w-40 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
            >
              <Menu.Item className={itemClass} onSelect={() => set('1h')}>
                {t('mute1h')}
              </Menu.Item>
              <Menu.Item className={itemClass} onSelect={() => set('8h')}>
                {t('mute8h')}
              </Menu.Item>
              <Menu.Item className={itemClass} onSelect={() => set('forever')}>
                {t('muteForever')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      )}
    </section>
  );
}

const tabClass =
  'flex flex-1 items-center justify-center gap-1 rounded-lg px-2 py-1.5 text-sm whitespace-nowrap text-fg-subtle data-[state=active]:bg-surface data-[state=active]:font-medium data-[state=active]:text-fg data-[state=active]:shadow-sm';

function SharedMedia({ groupId }: { groupId: string }) {
  const { t } = useTranslation('chatMedia');
  const [kind, setKind] = useState<SharedMediaKind>('media');
  const headingId = `shared-${groupId}`;
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="mb-2 text-sm font-semibold">
        {t('sharedTitle')}
      </h2>
      <Tabs.Root value={kind} onValueChange={(v) => setKind(v as SharedMediaKind)}>
        <Tabs.List className="mb-3 flex gap-1 rounded-xl bg-surface-sunken p-1" aria-label={t('sharedTitle')}>
          <Tabs.Trigger value="media" className={tabClass}>
            {t('sharedMedia')}
          </Tabs.Trigger>
          <Tabs.Trigger value="files" className={tabClass}>
            {t('sharedFiles')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="media">
          <SharedList groupId={groupId} kind="media" />
        </Tabs.Content>
        <Tabs.Content value="files">
          <SharedList groupId={groupId} kind="files" />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function SharedList({ groupId, kind }: { groupId: string; kind: SharedMediaKind }) {
  const { t } = useTranslation('chatMedia');
  const shared = useSharedMedia(groupId, kind);
  const [open, setOpen] = useState<number | null>(null);
  const files = shared.data?.pages.flatMap((p) => p.items.map((i) => i.file)) ?? [];
  if (shared.isPending) return <ListSkeleton rows={2} />;
  if (shared.isError) return <ErrorState error={shared.error} onRetry={() => void shared.refetch()} />;
  if (files.length === 0)
    return (
      <EmptyState
        icon={kind === 'media' ? <Images /> : <FileText />}
        title={kind === 'media' ? t('sharedEmpty') : t('sharedFilesEmpty')}
        className="border-none p-4"
      />
    );
  return (
    <div className="flex flex-col gap-2">
      {kind === 'media' ? (
        <ul className="grid grid-cols-3 gap-1" data-testid="shared-media-grid">
          {files.map((f, i) => (
            <li key={f.id}>
              <button
                type="button"
                onClick={() => setOpen(i)}
                aria-label={t('openPhoto', { name: f.original_filename })}
                className="relative block aspect-square w-full overflow-hidden rounded-md bg-surface-sunken"
              >
                {f.file_type === 'image' ? (
                  <MediaImage media={f} sizes="120px" alt="" className="block h-full w-full" />
                ) : (
                  <>
                    <img src={f.poster_url ?? NEUTRAL_POSTER} alt="" className="h-full w-full object-cover" />
                    <Play
                      aria-hidden="true"
                      className="absolute inset-0 m-auto h-6 w-6 text-white drop-shadow"
                    />
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="shared-files">
          {files.map((f) => (
            <li key={f.id} className="[&>a]:mt-0">
              <PostAttachment file={f} />
            </li>
          ))}
        </ul>
      )}
      {shared.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('ghost', 'self-center px-3 py-1 text-sm')}
          disabled={shared.isFetchingNextPage}
          onClick={() => void shared.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
      {open !== null ? (
        <Lightbox
          items={mediaItems(files)}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
