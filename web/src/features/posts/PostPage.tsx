import type { ModuleKey } from '@krug/contract/modules';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState } from '../../ui/states.tsx';
import { usePost } from './api.ts';
import { PostCard } from './PostCard.tsx';

/** A post-shaped placeholder: the author's face and name, then a few lines of text. */
function PostSkeleton() {
  const { t } = useTranslation('posts');
  const pulse = 'animate-pulse bg-surface-strong motion-reduce:animate-none';
  const bar = `${pulse} rounded-md`;
  return (
    <div
      role="status"
      aria-busy="true"
      data-testid="post-skeleton"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <span className="sr-only">{t('postPage.loading')}</span>
      <div aria-hidden="true" className="flex items-center gap-3">
        <div className={`${pulse} size-10 shrink-0 rounded-full`} />
        <div className="flex flex-1 flex-col gap-2">
          <div className={`${bar} h-4 w-40`} />
          <div className={`${bar} h-3 w-24`} />
        </div>
      </div>
      <div aria-hidden="true" className="mt-4 flex flex-col gap-2">
        <div className={`${bar} h-4 w-full`} />
        <div className={`${bar} h-4 w-full`} />
        <div className={`${bar} h-4 w-2/3`} />
      </div>
      <div aria-hidden="true" className={`${bar} mt-4 h-6 w-48`} />
    </div>
  );
}

/**
 * One post at /<module>/posts/<id> (issue 19), its comments open: where a copied link and a
 * notification lead. A deleted, hidden or unknown post says so, with the way back to the wall.
 */
/**
 * A link to one comment (`#comment-<id>`, from a notification) scrolls to it once the comments
 * have loaded, focuses it and marks it for a moment, like VK's highlighted reply.
 */
function useScrollToComment() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let tries = 0;
    let unmark: number | undefined;
    const timer = window.setInterval(() => {
      const el = document.getElementById(id);
      tries += 1;
      if (!el && tries < 50) return;
      window.clearInterval(timer);
      if (!el) return;
      el.scrollIntoView?.({ block: 'center' });
      el.focus({ preventScroll: true });
      el.dataset.target = 'true';
      unmark = window.setTimeout(() => {
        el.dataset.target = 'false';
      }, 2500);
    }, 100);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(unmark);
    };
  }, [hash]);
}

export function PostPage({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('posts');
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  useScrollToComment();
  const post = usePost(postId);
  const wall = `/${module}/wall`;
  // The server answers 404 for a post the viewer may not see, and 422 for an id that is not one.
  const gone = post.error instanceof ApiError && [403, 404, 422].includes(post.error.status);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t('views.post')}</h1>
      <Link
        to={wall}
        className="inline-flex items-center gap-1.5 self-start rounded-control px-2 py-1 text-sm font-medium text-fg-subtle hover:bg-surface-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('postPage.backToWall')}
      </Link>
      {post.isPending ? (
        <PostSkeleton />
      ) : gone ? (
        <EmptyState
          icon={<FileQuestion />}
          title={t('postPage.notFound')}
          text={t('postPage.notFoundText')}
          action={
            <Link to={wall} className={buttonClass('primary')}>
              {t('postPage.backToWall')}
            </Link>
          }
          className="bg-surface"
        />
      ) : post.isError ? (
        <ErrorState error={post.error} title={t('posts.loadFailed')} onRetry={() => void post.refetch()} />
      ) : (
        <PostCard
          key={post.data.id}
          post={post.data}
          module={module}
          commentsOpen
          onDeleted={() => navigate(wall, { replace: true })}
        />
      )}
    </div>
  );
}
