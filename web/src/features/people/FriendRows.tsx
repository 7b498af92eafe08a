import type { ModuleKey } from '@krug/contract/modules';
import type { PersonSummary } from '@krug/contract/people';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { fullName } from './person-actions.ts';
import { personPath } from './person-path.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

/** One person in a list: photo and name leading to their page, a line under it, the actions. */
export function PersonRow({
  module,
  person,
  sub,
  children,
}: {
  module: ModuleKey;
  person: PersonSummary;
  sub?: ReactNode;
  children?: ReactNode;
}) {
  const name = fullName(person);
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <Link
        to={personPath(module, person.id)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <Avatar src={person.profile_picture} name={name} size="lg" decorative />
        <span className="min-w-0">
          <span className="block truncate font-medium text-fg hover:underline">{name}</span>
          {sub ? <span className="block text-sm text-fg-subtle">{sub}</span> : null}
        </span>
      </Link>
      {children ? <div className="flex flex-wrap gap-2 sm:justify-end">{children}</div> : null}
    </li>
  );
}

export function ListState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  empty: ReactNode | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('people');
  if (query.isPending) return <ListSkeleton rows={4} label={t('friends.loading')} />;
  if (query.isError)
    return (
      <ErrorState error={query.error} title={t('friends.loadFailed')} onRetry={() => void query.refetch()} />
    );
  return empty ?? children;
}

export function More({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };
}) {
  const { t } = useTranslation('people');
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'mt-2 min-h-11 self-center')}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('friends.more')}
    </button>
  );
}
