import type { ModuleKey } from '@krug/contract/modules';
import type { PersonPage } from '@krug/contract/people';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { personPath } from './person-path.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

/** «Общие друзья» (issue 32 item 14): how many, and the faces of the first six; hidden when none. */
export function MutualFriends({ person, module }: { person: PersonPage; module: ModuleKey }) {
  const { t } = useTranslation('people');
  const mutual = person.mutual_friends;
  if (!mutual || mutual.count === 0) return null;
  return (
    <section
      aria-labelledby="person-mutual"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <h2 id="person-mutual" className="text-sm font-semibold">
        {t('profile.mutual.title')}
        <span className="ml-2 font-normal text-fg-subtle">
          {t('profile.mutual.count', { count: mutual.count })}
        </span>
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {mutual.people.map((p) => {
          const name = `${p.first_name} ${p.last_name}`;
          return (
            <li key={p.id} className="w-16">
              <Link
                to={personPath(module, p.id)}
                aria-label={name}
                className="flex min-h-11 flex-col items-center gap-1 rounded-lg text-center hover:underline"
              >
                <Avatar src={p.profile_picture} name={name} size="lg" decorative />
                <span className="w-full truncate text-xs text-fg" title={name}>
                  {p.first_name}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
