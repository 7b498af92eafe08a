import type { ModuleKey } from '@krug/contract/modules';
import { SEARCH_GROUP_LIMIT, type SearchKind } from '@krug/contract/search';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { kindQuery, type SearchAnswer } from './api.ts';
import { HitRow, PostHit } from './hit-rows.tsx';
import { hitsOf } from './hits.ts';
import './texts.ts';

export const card = 'rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line';

/**
 * The results of one kind. In the grouped answer (`first`) it shows the first few and «Показать
 * ещё» loads that kind alone in place; with `first` null (the kind filter) it loads the kind at
 * once. Further pages follow the Link header's address.
 */
export function SearchGroup({
  kind,
  q,
  module,
  first,
}: {
  kind: SearchKind;
  q: string;
  module: ModuleKey;
  first: SearchAnswer | null;
}) {
  const { t } = useTranslation('search');
  const [expandedHere, setExpanded] = useState(false);
  const expanded = first === null || expandedHere;
  const pages = useInfiniteQuery({ ...kindQuery(q, kind), enabled: expanded && q.length > 0 });
  const loaded = expanded && pages.data ? pages.data.pages.map((p) => p.data) : null;
  const answers = loaded ?? (first ? [first] : []);
  const seen = new Set<string>();
  const posts = answers.flatMap((a) => a.posts).filter((p) => !seen.has(p.id) && seen.add(p.id));
  const hits =
    kind === 'posts'
      ? []
      : answers.flatMap((a) => hitsOf(kind, a, module, t)).filter((h) => !seen.has(h.key) && seen.add(h.key));
  const count = kind === 'posts' ? posts.length : hits.length;
  const headingId = `search-group-${kind}`;

  if (first === null && pages.isPending)
    return (
      <div className={card}>
        <ListSkeleton rows={4} label={t('loading')} />
      </div>
    );
  if (first === null && pages.isError && !pages.data)
    return <ErrorState title={t('failed')} error={pages.error} onRetry={() => void pages.refetch()} />;
  if (count === 0)
    return first === null ? (
      <EmptyState
        icon={<SearchX />}
        title={t(`nothingOf.${kind}`, { q })}
        text={t('nothingText')}
        className="bg-surface"
      />
    ) : null;

  const canAskMore = expanded ? pages.hasNextPage : (first?.[kind].length ?? 0) >= SEARCH_GROUP_LIMIT;
  const busy =
    expanded && (pages.isFetchingNextPage || (pages.isPending && pages.fetchStatus === 'fetching'));
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="mb-2 flex items-baseline gap-2 text-lg font-semibold">
        {t(`groups.${kind}`)}
        <span className="text-sm font-normal text-fg-subtle">{count}</span>
      </h2>
      <ul className={`flex flex-col ${kind === 'posts' ? 'divide-y divide-line' : '-mx-2'}`}>
        {kind === 'posts'
          ? posts.map((p) => (
              <li key={p.id}>
                <PostHit module={module} post={p} />
              </li>
            ))
          : hits.map((h) => (
              <li key={h.key}>
                <HitRow hit={h} />
              </li>
            ))}
      </ul>
      {pages.isError && expanded ? (
        <ErrorState
          className="mt-3"
          title={t('failed')}
          error={pages.error}
          onRetry={() => void (pages.data ? pages.fetchNextPage() : pages.refetch())}
        />
      ) : busy ? (
        <div className="mt-3 flex justify-center text-sm text-fg-subtle">
          <Spinner label={t('loading')} />
        </div>
      ) : canAskMore ? (
        <div className="mt-3 flex justify-center">
          <button
            type="button"
            aria-label={t(`moreOf.${kind}`)}
            className={buttonClass('secondary', 'min-h-11')}
            onClick={() => (expanded ? void pages.fetchNextPage() : setExpanded(true))}
          >
            {t('more')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
