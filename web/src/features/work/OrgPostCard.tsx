import './texts.ts';
import type { Department, OrgPost } from '@krug/contract/org-feed';
import { Heart, MessageCircle, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { mediaItems } from '../../ui/lightbox-items.ts';
import { PhotoGrid } from '../../ui/PhotoGrid.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { PostAttachment } from '../posts/PostAttachment.tsx';
import { OrgPostComments } from './OrgPostComments.tsx';
import { deleteOrgPost, likeOrgPost } from './org-api.ts';

const Lightbox = lazy(() => import('../../ui/Lightbox.tsx').then((m) => ({ default: m.Lightbox })));

/**
 * One post of the organization feed: its author, department, text, photos in the wall's grid and
 * viewer, videos and files as the wall shows them, like, delete, and its comments under a toggle.
 */
export function OrgPostCard({
  post,
  department,
  onChanged,
}: {
  post: OrgPost;
  department: Department | undefined;
  /** Something on the post changed on the server (the feed refreshes). */
  onChanged(): Promise<unknown>;
}) {
  const { t } = useTranslation(['work', 'posts']);
  const [ask, confirmDialog] = useConfirm();
  const [lightbox, setLightbox] = useState<number | null>(null);
  const [showComments, setShowComments] = useState(false);
  const images = post.media_files.filter((f) => f.file_type === 'image');
  const others = post.media_files.filter((f) => f.file_type !== 'image');
  const small = 'inline-flex items-center gap-1';
  return (
    <li className="rounded-xl bg-surface-sunken p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Avatar src={post.author_profile_picture} name={post.author_name} size="sm" />
        {post.author_name}{' '}
        <span className="font-normal text-fg-faint">
          · <RelativeTime value={post.created_at} />
        </span>
        {department ? (
          <span className="ml-auto rounded-full bg-surface px-2 py-0.5 text-xs font-normal text-fg-subtle ring-1 ring-line">
            {department.name}
          </span>
        ) : null}
      </p>
      <p className="whitespace-pre-wrap">{post.content}</p>
      <PhotoGrid images={images} onOpen={setLightbox} label={(f) => f.original_filename} />
      {others.map((f) => (
        <PostAttachment key={f.id} file={f} />
      ))}
      <div className="mt-1 flex gap-3 text-xs text-fg-subtle">
        <button
          type="button"
          aria-pressed={post.user_has_liked}
          className={small}
          onClick={async () => {
            try {
              await likeOrgPost(post.id);
              await onChanged();
            } catch {
              // like failures are silent (02 §8)
            }
          }}
        >
          <Heart
            aria-hidden="true"
            className={`h-3 w-3 ${post.user_has_liked ? 'fill-red-500 text-red-500' : ''}`}
          />
          {post.likes_count}
          <span className="sr-only">{t('posts.like')}</span>
        </button>
        <button
          type="button"
          className={small}
          aria-expanded={showComments}
          onClick={() => setShowComments((v) => !v)}
        >
          <MessageCircle aria-hidden="true" className="h-3 w-3" />
          {post.comments_count > 0
            ? t('work.orgPosts.commentsCount', { count: post.comments_count })
            : t('work.orgPosts.comments')}
        </button>
        {post.can_delete ? (
          <button
            type="button"
            className={`${small} text-danger-fg`}
            onClick={async () => {
              const ok = await ask({
                title: t('posts.deletePostConfirm'),
                description: t('ui.irreversible'),
                confirmLabel: t('ui.delete'),
                destructive: true,
              });
              if (!ok) return;
              try {
                await deleteOrgPost(post.id);
                await onChanged();
              } catch (err) {
                notify({ type: 'error', message: errorText(err, t('work.feed.failed')) });
              }
            }}
          >
            <Trash2 aria-hidden="true" className="h-3 w-3" />
            {t('posts.delete')}
          </button>
        ) : null}
      </div>
      {showComments ? (
        <OrgPostComments postId={post.id} postAuthorId={post.author_id} onChanged={onChanged} />
      ) : null}
      {lightbox !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            items={mediaItems(images, { audience: t('work.orgPosts.audience') })}
            index={lightbox}
            onIndexChange={setLightbox}
            onClose={() => setLightbox(null)}
          />
        </Suspense>
      ) : null}
      {confirmDialog}
    </li>
  );
}
