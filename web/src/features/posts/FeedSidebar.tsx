import { FEED_FILTERS } from '@krug/contract/posts-texts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SIDE_CARD_MIN_H, SideCardFrame } from '../../ui/side-card.ts';

// Its own chunk (with its texts), fetched after the feed: it does not weigh on the first load.
const FriendsOnline = lazy(() =>
  import('../people/FriendsOnline.tsx').then((m) => ({ default: m.FriendsOnline })),
);
// «Популярные теги» (issue 21): a chunk of its own too, fetched after the feed.
const PopularTags = lazy(() => import('../search/PopularTags.tsx').then((m) => ({ default: m.PopularTags })));

/** The record search goes into the URL this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Right column of wall and feed: record search, the post filter list and quick filters, all in the URL. */
export function FeedSidebar() {
  const { t } = useTranslation('posts');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = params.get('q') ?? '';
  // A search cleared elsewhere (the empty result's «Сбросить поиск») empties the box too.
  useEffect(() => {
    if (!q) setText('');
  }, [q]);
  const set = (key: string, value: string | null) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  useEffect(() => {
    // Only a changed search navigates: a needless replace, 300 ms after the wall opens, would undo
    // a navigation the user started meanwhile (a notification or a link clicked at once).
    if (text.trim() === q) return;
    const timer = setTimeout(
      () =>
        setParams(
          (p) => {
            if (text.trim()) p.set('q', text.trim());
            else p.delete('q');
            return p;
          },
          { replace: true },
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, setParams]);
  const filter = params.get('filter') ?? 'all';
  const scope = params.get('scope') ?? '';
  const card = 'rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line';
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1 text-sm ${active ? 'bg-primary text-white' : 'bg-surface-muted text-fg-muted hover:bg-surface-strong'}`;
  return (
    <>
      <section className={card}>
        <label htmlFor="record-search" className="mb-1 block text-sm font-semibold">
          {t('posts.searchRecords')}
        </label>
        <input
          id="record-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="w-full rounded-lg border border-line-strong px-3 py-1.5 text-sm"
        />
      </section>
      <section aria-labelledby="post-filters" className={card}>
        <h2 id="post-filters" className="mb-2 text-sm font-semibold">
          {t('posts.filters')}
        </h2>
        <ul className="flex flex-col text-sm">
          {(['all', ...FEED_FILTERS] as const).map((key) => (
            <li key={key}>
              <button
                type="button"
                aria-pressed={filter === key}
                onClick={() => set('filter', key === 'all' ? null : key)}
                className={`w-full rounded-lg px-2 py-1 text-left ${filter === key ? 'bg-primary-soft font-medium text-primary-strong' : 'hover:bg-surface-muted'}`}
              >
                {t(`posts.filterKeys.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="quick-filters" className={card}>
        <h2 id="quick-filters" className="mb-2 text-sm font-semibold">
          {t('posts.quick')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={scope === 'all'}
            className={chip(scope === 'all')}
            onClick={() => set('scope', scope === 'all' ? null : 'all')}
          >
            {t('posts.quickAll')}
          </button>
          <button
            type="button"
            aria-pressed={scope === 'news'}
            className={chip(scope === 'news')}
            onClick={() => set('scope', scope === 'news' ? null : 'news')}
          >
            {t('posts.quickNews')}
          </button>
          <button
            type="button"
            aria-pressed={scope === 'events'}
            className={chip(scope === 'events')}
            onClick={() => set('scope', scope === 'events' ? null : 'events')}
          >
            {t('posts.quickEvents')}
          </button>
        </div>
      </section>
      {/* Each lazy card's place is kept by a frame of the same height while its chunk arrives, and
          every state of the card keeps that height at least: nothing below them moves (CLS 0). */}
      <Suspense fallback={<SideCardFrame minHeight={SIDE_CARD_MIN_H.friends} />}>
        <FriendsOnline />
      </Suspense>
      <Suspense fallback={<SideCardFrame minHeight={SIDE_CARD_MIN_H.tags} />}>
        <PopularTags />
      </Suspense>
    </>
  );
}
