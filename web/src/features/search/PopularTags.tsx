import { useQuery } from '@tanstack/react-query';
import { Hash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SIDE_CARD_MIN_H } from '../../ui/side-card.ts';
import { Skeleton } from '../../ui/states.tsx';
import { popularTagsQuery } from './api.ts';
import { searchPath } from './paths.ts';
import './texts.ts';

/**
 * «Популярные теги» in the feed's side column (issue 21): the real tags of public posts of the
 * last days with how many posts carry each; each opens the tag's search. Its own lazy chunk.
 */
export function PopularTags() {
  const { t } = useTranslation('search');
  const { module = 'family' } = useParams();
  const tags = useQuery(popularTagsQuery());
  return (
    <section
      aria-labelledby="popular-tags"
      className={`rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line ${SIDE_CARD_MIN_H.tags}`}
    >
      <h2 id="popular-tags" className="mb-3 flex items-center gap-1.5 text-sm font-semibold">
        <Hash aria-hidden="true" className="h-4 w-4 text-fg-subtle" />
        {t('tags.title')}
      </h2>
      {tags.isPending ? (
        <Skeleton className="h-6 w-full" label={t('tags.loading')} />
      ) : tags.isError ? (
        <p role="alert" className="text-sm text-danger-fg">
          {t('tags.failed')}{' '}
          <button type="button" className="font-medium underline" onClick={() => void tags.refetch()}>
            {t('tags.retry')}
          </button>
        </p>
      ) : tags.data.tags.length === 0 ? (
        <p className="text-sm text-fg-subtle">{t('tags.empty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {tags.data.tags.map(({ tag, count }) => (
            <li key={tag}>
              <Link
                to={searchPath(module, `#${tag}`)}
                aria-label={t('tags.count', { tag: `#${tag}`, count })}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary-soft px-3 text-sm font-medium text-primary-strong hover:bg-primary-line/30"
              >
                #{tag}
                <span aria-hidden="true" className="text-xs font-normal text-fg-subtle">
                  {count}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
