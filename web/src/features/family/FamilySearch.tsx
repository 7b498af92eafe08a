import './texts.ts';
import { USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_MIN_CHARS } from '@krug/contract/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { searchFamilies } from './api.ts';

/** Finds families that allow being found (searchability and public discovery decide). */
export function FamilySearch() {
  const { t } = useTranslation('family');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), USER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = query.length >= USER_SEARCH_MIN_CHARS;
  const found = useQuery({
    queryKey: ['family', 'search', query],
    queryFn: ({ signal }) => searchFamilies(query, signal),
    enabled,
  });
  return (
    <section
      aria-labelledby="family-search"
      className="rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line"
    >
      <h2 id="family-search" className="mb-3 text-lg font-semibold">
        {t('family.searchTitle')}
      </h2>
      <label htmlFor="family-search-input" className="text-sm font-medium text-fg-muted">
        {t('family.searchLabel')}
      </label>
      <input
        id="family-search-input"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="mt-1 w-full rounded-lg border border-line-strong px-3 py-2"
      />
      {enabled && found.isPending ? (
        <div className="mt-3">
          <ListSkeleton rows={2} />
        </div>
      ) : null}
      {enabled && found.isError ? (
        <ErrorState className="mt-3" error={found.error} onRetry={() => void found.refetch()} />
      ) : null}
      {enabled && found.data ? (
        found.data.family_profiles.length === 0 ? (
          <p className="mt-3 text-sm text-fg-subtle">{t('family.searchNothing')}</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-line-subtle">
            {found.data.family_profiles.map((f) => (
              <li key={f.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Avatar src={f.avatar_url} name={f.family_name} size="md" />
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{f.family_name}</span>{' '}
                  <span className="text-fg-faint">
                    {[f.city, t('family.memberCount', { n: f.member_count })].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <Link
                  to={`/family/family-public-view?id=${f.id}`}
                  className="font-medium text-primary-fg underline"
                >
                  {t('family.open')}
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
