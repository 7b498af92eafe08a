import type { ModuleKey } from '@krug/contract/modules';
import { FEED_FILTERS } from '@krug/contract/posts-texts';
import { CalendarDays, FilterX, Newspaper, SearchX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { type FeedQuery, useFeed } from './api.ts';
import { Composer } from './Composer.tsx';
import { ModuleIntro } from './ModuleIntro.tsx';
import { hasIntro } from './module-intro-texts.ts';
import { PostCard } from './PostCard.tsx';

// The calendar downloads when its toggle opens it, not with every feed (issue 10); «В этот день»
// (and its photo viewer) only on the journal's wall.
const OnThisDay = lazy(() => import('../journal/OnThisDay.tsx').then((m) => ({ default: m.OnThisDay })));
const CalendarPanel = lazy(() =>
  import('../calendar/CalendarPanel.tsx').then((m) => ({ default: m.CalendarPanel })),
);

/** What a wall or feed URL asks for: its module (or a quick filter), filter key and search. */
export function feedQueryOf(module: ModuleKey, view: 'wall' | 'feed', params: URLSearchParams): FeedQuery {
  const scope = params.get('scope');
  const filter = params.get('filter') ?? (view === 'feed' ? 'subscribed' : undefined);
  return {
    module:
      scope === 'all'
        ? undefined
        : scope === 'news' || scope === 'events'
          ? scope
          : view === 'feed'
            ? undefined
            : module,
    // An unknown filter in the address shows the unfiltered wall.
    filter: FEED_FILTERS.find((f) => f === filter),
    search: params.get('q') ?? undefined,
  };
}

/** The universal wall and the feed (spec §2): composer, posts, content navigation and calendar toggle. */
export function FeedPage({ module, view }: { module: ModuleKey; view: 'wall' | 'feed' }) {
  const { t } = useTranslation('posts');
  const [params, setParams] = useSearchParams();
  const query = feedQueryOf(module, view, params);
  const feed = useFeed(query);
  const [calendar, setCalendar] = useState(false);
  const posts = feed.data?.pages.flatMap((p) => p.items) ?? [];
  // «Маркетплейс», «Журнал», «Финансы», «Сервисы» say what they are for (issue 32).
  const { t: tIntro } = useTranslation('moduleIntro');
  const intro = view === 'wall' && hasIntro(module) ? module : null;
  const tab = 'border-b-2 px-4 py-2 text-sm font-medium';
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{t(`views.${view}`)}</h1>
      <div className="flex items-center justify-between rounded-2xl bg-surface px-2 shadow-sm ring-1 ring-line">
        <nav aria-label={t('views.wall')} className="flex">
          <NavLink
            to={`/${module}/${view}`}
            className={({ isActive }) =>
              `${tab} ${isActive ? 'border-primary-line text-primary-strong' : 'border-transparent text-fg-subtle'}`
            }
          >
            {t('posts.wallTab')}
          </NavLink>
          <NavLink to={`/${module}/chat`} className={`${tab} border-transparent text-fg-subtle`}>
            {t('posts.chatTab')}
          </NavLink>
        </nav>
        <button
          type="button"
          aria-pressed={calendar}
          className={buttonClass('ghost')}
          onClick={() => setCalendar(!calendar)}
        >
          <CalendarDays aria-hidden="true" className="h-4 w-4" />
          {t('posts.calendarToggle')}
        </button>
      </div>
      {calendar ? (
        <Suspense fallback={<Spinner />}>
          <CalendarPanel module={module} />
        </Suspense>
      ) : null}
      <Composer module={module} placeholder={intro ? tIntro(`${intro}.placeholder`) : undefined} />
      {module === 'journal' && view === 'wall' ? (
        <Suspense fallback={null}>
          <OnThisDay card />
        </Suspense>
      ) : null}
      {feed.isPending ? (
        <Skeleton lines={3} className="h-32 w-full rounded-2xl" />
      ) : feed.isError ? (
        <ErrorState error={feed.error} title={t('posts.loadFailed')} onRetry={() => void feed.refetch()} />
      ) : posts.length === 0 && query.search ? (
        <EmptyState
          icon={<SearchX />}
          title={t('postPage.nothingFound', { q: query.search })}
          text={t('postPage.nothingFoundText')}
          action={
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                setParams(
                  (p) => {
                    p.delete('q');
                    return p;
                  },
                  { replace: true },
                )
              }
            >
              {t('postPage.clearSearch')}
            </button>
          }
          className="bg-surface"
        />
      ) : posts.length === 0 && (params.get('filter') || (params.get('scope') ?? 'all') !== 'all') ? (
        // A filter the reader chose found nothing: say so, not «Поделитесь новостью первым!» (issue 32 item 14).
        <EmptyState
          icon={<FilterX />}
          title={t('ui.filterEmpty')}
          text={t('ui.filterEmptyText')}
          action={
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                setParams(
                  (p) => {
                    p.delete('filter');
                    p.delete('scope');
                    return p;
                  },
                  { replace: true },
                )
              }
            >
              {t('ui.clearFilter')}
            </button>
          }
          className="bg-surface"
        />
      ) : posts.length === 0 && intro && !query.filter && query.module === module ? (
        <ModuleIntro module={intro} />
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<Newspaper />}
          title={t('posts.emptyFeed')}
          text={t('ui.emptyFeedText')}
          className="bg-surface"
        />
      ) : (
        posts.map((p) => <PostCard key={p.id} post={p} module={module} />)
      )}
      {feed.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('secondary', 'self-center')}
          onClick={() => feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
        >
          {t('posts.more')}
        </button>
      ) : null}
    </div>
  );
}
