import type { ModuleKey } from '@krug/contract/modules';
import { SEARCH_KINDS, type SearchKind } from '@krug/contract/search';
import { useQuery } from '@tanstack/react-query';
import { Search, SearchX } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { searchQuery } from './api.ts';
import { totalOf } from './hits.ts';
import { useRecentSearches } from './recent.ts';
import { card, SearchGroup } from './SearchGroup.tsx';
import './texts.ts';

const kindOf = (value: string | null): SearchKind | null => SEARCH_KINDS.find((k) => k === value) ?? null;

/**
 * One search over posts, comments, chat messages, people, families and organizations (issue 21):
 * `/:module/search?q=&kind=`. Without `kind`, the first few of each kind; with it, that kind alone.
 */
export function SearchPage({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const kind = kindOf(params.get('kind'));
  const [text, setText] = useState(q);
  const recent = useRecentSearches();
  // A new query (the top bar, a hashtag, back and forward) fills the box.
  useEffect(() => setText(q), [q]);
  const grouped = useQuery({ ...searchQuery(q), enabled: q.length > 0 && kind === null });
  const go = (query: string, k: SearchKind | null) => {
    const next: Record<string, string> = {};
    if (query) next.q = query;
    if (k) next.kind = k;
    setParams(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (value) recent.add(value);
    go(value, kind);
  };
  return (
    <div className="flex flex-col gap-4">
      <search className={card}>
        <form onSubmit={submit}>
          <h1 className="mb-3 text-xl font-bold">{t('title')}</h1>
          <label htmlFor="site-search" className="sr-only">
            {t('label')}
          </label>
          <div className="flex gap-2">
            <input
              id="site-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('placeholder')}
              maxLength={200}
              className="min-h-touch min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20"
            />
            <button type="submit" className={buttonClass('primary', 'min-h-touch')}>
              <Search aria-hidden="true" className="h-4 w-4" />
              <span className="max-sm:sr-only">{t('submit')}</span>
            </button>
          </div>
          <p className="mt-2 text-sm text-fg-subtle">{t('hint')}</p>
        </form>
        {q ? (
          <fieldset className="mt-3 flex flex-wrap gap-2">
            <legend className="sr-only">{t('kinds')}</legend>
            {([null, ...SEARCH_KINDS] as const).map((k) => (
              <button
                key={k ?? 'all'}
                type="button"
                aria-pressed={kind === k}
                onClick={() => go(q, k)}
                className={`min-h-9 rounded-full px-3 text-sm font-medium transition-colors ${kind === k ? 'bg-primary text-white' : 'bg-surface-muted text-fg-muted hover:bg-surface-strong'}`}
              >
                {k ? t(`groups.${k}`) : t('allKinds')}
              </button>
            ))}
          </fieldset>
        ) : null}
      </search>
      {!q ? null : kind ? (
        <SearchGroup key={`${kind}:${q}`} kind={kind} q={q} module={module} first={null} />
      ) : grouped.isPending || (grouped.isPlaceholderData && grouped.isFetching) ? (
        <div className={card}>
          <ListSkeleton rows={4} label={t('loading')} />
        </div>
      ) : grouped.isError ? (
        <ErrorState title={t('failed')} error={grouped.error} onRetry={() => void grouped.refetch()} />
      ) : totalOf(grouped.data) === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={t('nothing', { q })}
          text={t('nothingText')}
          className="bg-surface"
        />
      ) : (
        SEARCH_KINDS.map((k) => (
          <SearchGroup key={`${k}:${q}`} kind={k} q={q} module={module} first={grouped.data} />
        ))
      )}
    </div>
  );
}
