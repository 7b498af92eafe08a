import { USER_SEARCH_MIN_CHARS } from '@krug/contract/limits';
import type { ModuleKey } from '@krug/contract/modules';
import { UserRoundSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { useUserSearch } from '../users/api.ts';
import { personPath } from './person-path.ts';
import './texts.ts';

/**
 * «Люди» under the friends search (issue 20): everyone user search finds by that name or by the
 * whole email, each leading to their page, where the request and follow buttons are. The server
 * leaves out people who hide their profile from strangers and shows an email only to those who
 * share a circle with them.
 */
export function PeopleSearch({
  query,
  module,
  exclude,
}: {
  query: string;
  module: ModuleKey;
  /** Ids already listed above (friends): not repeated here. */
  exclude: string[];
}) {
  const { t } = useTranslation('people');
  const enabled = query.length >= USER_SEARCH_MIN_CHARS;
  const search = useUserSearch(query, enabled);
  if (!enabled) return null;
  const people = (search.data?.users ?? []).filter((u) => !exclude.includes(u.id));
  return (
    <section aria-labelledby="people-search" className="mt-4 flex flex-col gap-2">
      <h2 id="people-search" className="flex items-center gap-2 text-sm font-semibold text-fg">
        <UserRoundSearch aria-hidden="true" className="h-4 w-4 text-fg-faint" />
        {t('search.title')}
      </h2>
      {search.isPending ? <ListSkeleton rows={2} /> : null}
      {search.isError ? <ErrorState error={search.error} onRetry={() => void search.refetch()} /> : null}
      {search.isSuccess && people.length === 0 ? (
        <p className="text-sm text-fg-subtle">{t('search.none')}</p>
      ) : null}
      {people.length > 0 ? (
        <ul className="divide-y divide-line">
          {people.map((u) => {
            const name = `${u.name} ${u.surname}`.trim();
            return (
              <li key={u.id} className="py-2">
                <Link
                  to={personPath(module, u.id)}
                  className="flex min-w-0 items-center gap-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-focus"
                >
                  <Avatar src={u.profile_picture} name={name} size="md" decorative />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-fg hover:underline">{name}</span>
                    <span className="block truncate text-sm text-fg-subtle">
                      {u.email ?? t('search.open')}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
