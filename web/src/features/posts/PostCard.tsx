import { YOUTUBE_FRAME_HEIGHT } from '@krug/contract/limits';
import type { ModuleKey } from '@krug/contract/modules';
import type { Post } from '@krug/contract/posts';
import { ALL_REACTIONS, POPULAR_REACTIONS } from '@krug/contract/posts-texts';
import { youtubeId } from '@krug/contract/youtube';
import * as Menu from '@radix-ui/react-dropdown-menu';
import * as Popover from '@radix-ui/react-popover';
import { Flag, Heart, MessageCircle, MoreHorizontal, SmilePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { mediaItems } from '../../ui/lightbox-items.ts';
import { PhotoGrid } from '../../ui/PhotoGrid.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { personPath } from '../people/person-path.ts';
import { useBlockPerson } from '../people/use-block.tsx';
import { HiddenNotice } from '../reports/HiddenNotice.tsx';
import { registerReportsTexts } from '../reports/texts.ts';
import { useReport } from '../reports/use-report.tsx';
import { usePostMutations } from './api.ts';
import { CollapsibleText } from './CollapsibleText.tsx';
import { PostAttachment } from './PostAttachment.tsx';
import { postPath } from './post-path.ts';

registerReportsTexts();

// The photo viewer downloads when a photo is opened, not with the feed (issue 10).
const Lightbox = lazy(() => import('../../ui/Lightbox.tsx').then((m) => ({ default: m.Lightbox })));
// The comments (tree, outbox, box) download on the first open, not with the feed.
const CommentsSection = lazy(() =>
  import('./CommentsSection.tsx').then((m) => ({ default: m.CommentsSection })),
);
const EditPostDialog = lazy(() =>
  import('./EditPostDialog.tsx').then((m) => ({ default: m.EditPostDialog })),
);

/** `commentsOpen`: the comments start expanded (the post's own page); `onDeleted` runs after a delete. */
export function PostCard({
  post,
  module,
  commentsOpen = false,
  onDeleted,
}: {
  post: Post;
  module: ModuleKey;
  commentsOpen?: boolean;
  onDeleted?: () => void;
}) {
  const { t, i18n } = useTranslation('posts');
  const { t: tReports } = useTranslation('reports');
  const m = usePostMutations(post.id);
  const me = useUser();
  const [ask, confirmDialog] = useConfirm();
  const [report, reportDialog] = useReport();
  const { t: tBlocks } = useTranslation('blocks');
  const [block, blockDialog] = useBlockPerson();
  const [showComments, setShowComments] = useState(commentsOpen);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const [allEmoji, setAllEmoji] = useState(false);
  const [editing, setEditing] = useState(false);
  const images = post.media_files.filter((f) => f.file_type === 'image');
  const others = post.media_files.filter((f) => f.file_type !== 'image');
  // Comments load on the first open (CommentsSection), then stay in the cache while folded.
  const toggleComments = () => setShowComments(!showComments);
  return (
    <article
      aria-label={`${post.author.first_name} ${post.author.last_name}: ${post.content.slice(0, 40)}`}
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <header className="flex items-start gap-3">
        <Link to={personPath(module, post.author.id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar
            src={post.author.profile_picture}
            name={`${post.author.first_name} ${post.author.last_name}`}
            decorative
          />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            <Link to={personPath(module, post.author.id)} className="hover:underline">
              {post.author.first_name} {post.author.last_name}
            </Link>
          </p>
          <p className="text-xs text-fg-faint">
            <RelativeTime value={post.created_at} rule={module === 'family' ? 'family' : 'wall'} /> ·{' '}
            {t(`posts.visibilities.${post.visibility}`)}
            {post.edited_at ? (
              <>
                {' · '}
                <span
                  title={t('postsEditor.editedAt', {
                    when: new Date(post.edited_at).toLocaleString(i18n.language),
                  })}
                >
                  {t('postsEditor.edited')}
                </span>
              </>
            ) : null}
          </p>
        </div>
        <Menu.Root>
          <Menu.Trigger
            aria-label={t('posts.menu')}
            className="tap inline-flex items-center rounded-full p-1 hover:bg-surface-muted"
          >
            <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content
              align="end"
              className="z-40 min-w-44 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
            >
              <Menu.Item
                className="cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
                onSelect={async () => {
                  await navigator.clipboard
                    ?.writeText(`${window.location.origin}${postPath(module, post.id)}`)
                    .catch(() => {});
                  notify({ type: 'info', message: t('posts.linkCopied') });
                }}
              >
                {t('posts.copyLink')}
              </Menu.Item>
              {post.can_edit ? (
                <Menu.Item
                  className="cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
                  onSelect={() => setEditing(true)}
                >
                  {t('postsEditor.editPost')}
                </Menu.Item>
              ) : null}
              {post.author.id !== me.id ? (
                <Menu.Item
                  className="cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
                  onSelect={() => report({ type: 'post', id: post.id })}
                >
                  {tReports('action')}
                </Menu.Item>
              ) : null}
              {post.author.id !== me.id ? (
                <Menu.Item
                  className="cursor-pointer rounded-md px-3 py-2 text-sm text-danger-fg outline-none data-[highlighted]:bg-danger-soft"
                  onSelect={() =>
                    void block({
                      id: post.author.id,
                      name: `${post.author.first_name} ${post.author.last_name}`.trim(),
                    })
                  }
                >
                  {tBlocks('blockAuthor')}
                </Menu.Item>
              ) : null}
              {post.can_delete ? (
                <Menu.Item
                  className="cursor-pointer rounded-md px-3 py-2 text-sm text-danger-fg outline-none data-[highlighted]:bg-danger-soft"
                  onSelect={async () => {
                    const ok = await ask({
                      title: t('posts.deletePostConfirm'),
                      description: t('ui.irreversible'),
                      confirmLabel: t('ui.delete'),
                      destructive: true,
                    });
                    if (ok) m.remove.mutate(undefined, { onSuccess: onDeleted });
                  }}
                >
                  {t('posts.deletePost')}
                </Menu.Item>
              ) : null}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
        {confirmDialog}
        {reportDialog}
        {blockDialog}
      </header>
      <HiddenNotice moderation={post.moderation} kind="post" className="mt-3" />
      {post.content.trim() ? <CollapsibleText text={post.content} className="mt-3" tags /> : null}
      <PhotoGrid images={images} onOpen={setLightbox} label={(f) => f.original_filename} />
      {others.map((f) => (
        <PostAttachment key={f.id} file={f} />
      ))}
      {post.youtube_urls.map((url) => {
        const id = youtubeId(url);
        return id ? (
          <iframe
            key={url}
            title={t('posts.video')}
            src={`https://www.youtube-nocookie.com/embed/${id}`}
            height={YOUTUBE_FRAME_HEIGHT}
            className="mt-3 w-full rounded-lg"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : null;
      })}
      <footer className="mt-3 flex items-center gap-4 border-t border-line-subtle pt-2 text-sm text-fg-subtle">
        {/* One reaction system (issue 32 item 9): the like is the ❤️ reaction; the button shows the
            caller's reaction and the one counter of every reaction, the emojis given beside it. */}
        <button
          type="button"
          aria-pressed={post.user_liked}
          aria-label={`${t('posts.like')}: ${post.likes_count}`}
          onClick={() => m.like.mutate()}
          className={`tap inline-flex md:min-h-9 items-center gap-1.5 rounded-full px-2 ${post.user_liked ? 'bg-primary-soft text-fg' : 'hover:bg-surface-muted'}`}
        >
          {post.user_reaction && post.user_reaction !== '❤️' ? (
            <span aria-hidden="true">{post.user_reaction}</span>
          ) : (
            <Heart
              aria-hidden="true"
              className={`h-4 w-4 ${post.user_liked ? 'fill-red-500 text-red-500' : ''}`}
            />
          )}
          <span aria-hidden="true">{post.likes_count}</span>
        </button>
        {post.top_reactions.length > 0 ? (
          <span
            className="-ml-2 inline-flex"
            role="img"
            aria-label={t('postsEditor.reactions', {
              list: post.top_reactions.map((r) => `${r.emoji} ${r.count}`).join(', '),
            })}
          >
            {post.top_reactions.map((r) => (
              <span key={r.emoji} aria-hidden="true" title={`${r.emoji} ${r.count}`}>
                {r.emoji}
              </span>
            ))}
          </span>
        ) : null}
        <Popover.Root onOpenChange={() => setAllEmoji(false)}>
          <Popover.Trigger
            aria-label={t('posts.react')}
            className="tap inline-flex md:min-h-9 items-center gap-1 rounded-full px-2 hover:bg-surface-muted"
          >
            <SmilePlus aria-hidden="true" className="h-4 w-4" />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              sideOffset={6}
              className="z-40 flex max-w-xs flex-wrap gap-1 rounded-xl bg-surface p-2 shadow-xl ring-1 ring-line"
            >
              {(allEmoji ? ALL_REACTIONS : POPULAR_REACTIONS).map((e) => (
                <Popover.Close
                  key={e}
                  className="tap rounded-lg p-1 text-xl hover:bg-surface-muted"
                  onClick={() => m.react.mutate(e)}
                  aria-label={e}
                >
                  {e}
                </Popover.Close>
              ))}
              {!allEmoji ? (
                <button
                  type="button"
                  className="px-1 text-xs text-fg-faint"
                  onClick={() => setAllEmoji(true)}
                >
                  {t('posts.moreReactions')}
                </button>
              ) : null}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        <button
          type="button"
          aria-expanded={showComments}
          onClick={toggleComments}
          className="tap inline-flex items-center gap-1"
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t('posts.comments', { n: post.comments_count })}
        </button>
      </footer>
      {showComments ? (
        <Suspense
          fallback={
            <div className="mt-3">
              <ListSkeleton rows={2} />
            </div>
          }
        >
          <CommentsSection postId={post.id} postAuthorId={post.author.id} />
        </Suspense>
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <EditPostDialog post={post} edit={m.edit} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      {lightbox !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            items={mediaItems(images, { audience: t(`posts.visibilities.${post.visibility}`) })}
            index={lightbox}
            onIndexChange={setLightbox}
            onClose={() => setLightbox(null)}
            actions={(item) =>
              post.author.id !== me.id ? (
                <button
                  type="button"
                  aria-label={tReports('titleOf.media')}
                  className="rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
                  onClick={() => report({ type: 'media', id: item.id })}
                >
                  <Flag aria-hidden="true" className="h-5 w-5" />
                </button>
              ) : null
            }
          />
        </Suspense>
      ) : null}
    </article>
  );
}
