import type { ModuleKey } from '@krug/contract/modules';
import type { PersonPage as Person } from '@krug/contract/people';
import { MapPin, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { WriteMessageButton } from '../chat/WriteMessageButton.tsx';
import { BlockedNotice } from './BlockButtons.tsx';
import { OnlineDot, PresenceStatus } from './FriendsOnline.tsx';
import { friendsPath } from './person-path.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

import { fullName } from './person-actions.ts';
import { RelationActions } from './RelationActions.tsx';

function Counts({
  counts,
  friendsHref,
}: {
  counts: NonNullable<Person['counts']>;
  friendsHref: string | null;
}) {
  const { t } = useTranslation('people');
  const items = [
    ['friends', counts.friends],
    ['followers', counts.followers],
    ['following', counts.following],
    ['posts', counts.posts],
  ] as const;
  return (
    <dl className="grid grid-cols-4 gap-1 border-t border-line pt-3 text-center">
      {items.map(([key, n]) => (
        <div key={key} className="flex flex-col-reverse">
          <dt className="truncate text-xs text-fg-subtle">{t(`counts.${key}`)}</dt>
          <dd className="text-lg font-semibold text-fg">
            {key === 'friends' && friendsHref ? (
              <Link to={friendsHref} aria-label={`${t('counts.friends')}: ${n}`} className="hover:underline">
                {n}
              </Link>
            ) : (
              n
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The top of a person's page: photo, name, presence, relation actions and counts. */
export function PersonHeader({ person, module }: { person: Person; module: ModuleKey }) {
  const { t } = useTranslation('people');
  const name = fullName(person);
  return (
    <section
      aria-labelledby="person-name"
      className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-center sm:text-left">
        <span className="relative shrink-0">
          <Avatar src={person.profile_picture} name={name} size="xl" />
          {person.online ? <OnlineDot className="right-1 bottom-1 h-5 w-5 ring-4" /> : null}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h1 id="person-name" className="text-2xl font-semibold break-words text-fg">
              {name}
            </h1>
            <PresenceStatus person={person} />
          </div>
          {person.location ? (
            // Shown only while the person shares their location (issue 20, location_sharing_enabled).
            <p className="-mt-2 flex items-center justify-center gap-1 text-sm text-fg-subtle sm:justify-start">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="sr-only">{t('page.location')}: </span>
              {[person.location.city, person.location.country].filter(Boolean).join(', ')}
            </p>
          ) : null}
          {person.relation.is_self ? (
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <span className="text-sm text-fg-subtle">{t('page.itsYou')}</span>
              <Link to={`/${module}/my-info`} className={buttonClass('secondary', 'min-h-11')}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t('page.editInfo')}
              </Link>
            </div>
          ) : person.relation.blocked ? (
            <BlockedNotice person={person} />
          ) : (
            <div className="flex justify-center sm:justify-start">
              <RelationActions
                person={person}
                message={
                  <WriteMessageButton
                    userId={person.id}
                    module={module}
                    primary={person.relation.friendship === 'friends'}
                  />
                }
              />
            </div>
          )}
        </div>
      </div>
      {person.counts ? (
        <Counts counts={person.counts} friendsHref={person.relation.is_self ? friendsPath(module) : null} />
      ) : null}
    </section>
  );
}
