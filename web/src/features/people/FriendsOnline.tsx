import type { PersonSummary } from '@krug/contract/people';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { SIDE_CARD_MIN_H } from '../../ui/side-card.ts';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { fetchOnlineFriends } from './api.ts';
import { PersonLink } from './PersonLink.tsx';
import { friendsPath } from './person-path.ts';
import { registerPresenceTexts } from './presence-texts.ts';

registerPresenceTexts();

/** Under `people`, so whatever refreshes the people graph refreshes this too (live: LiveConnection). */
export const onlineFriendsKey = ['people', 'online'] as const;

/** `GET /api/friends/online`: my friends with the app open now, by name. */
export function useOnlineFriends() {
  return useQuery({
    queryKey: onlineFriendsKey,
    queryFn: ({ signal }) => fetchOnlineFriends(signal),
  });
}

/** A green dot on the corner of an avatar: the person is online. */
export function OnlineDot({ className = 'right-0 bottom-0 h-3 w-3 ring-2' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="online-dot"
      className={`absolute rounded-full bg-emerald-500 ring-surface ${className}`}
    />
  );
}

const nameOf = (p: PersonSummary) => `${p.first_name} ${p.last_name}`;

/**
 * «Друзья онлайн» (issue 20): the friends who are online now, kept current by `presence.changed`
 * over the live socket. `list` is the feed's side column (a card, names beside the faces);
 * `strip` heads the «Друзья» page (faces in a row that scrolls sideways on a phone).
 */
export function FriendsOnline({ layout = 'list' }: { layout?: 'list' | 'strip' }) {
  const { t } = useTranslation('presence');
  const { module = 'family' } = useParams();
  const online = useOnlineFriends();
  const people = online.data ?? [];
  const strip = layout === 'strip';
  return (
    <section
      aria-labelledby={`friends-online-${layout}`}
      className={`rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line ${strip ? '' : SIDE_CARD_MIN_H.friends}`}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={`friends-online-${layout}`} className="flex items-center gap-2 text-sm font-semibold">
          {t('title')}
          {online.data && people.length > 0 ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
              {people.length}
            </span>
          ) : null}
        </h2>
        {strip ? null : (
          <Link to={friendsPath(module)} className="text-xs font-medium text-primary-fg hover:underline">
            {t('all')}
          </Link>
        )}
      </div>
      {online.isPending ? (
        <ListSkeleton rows={1} label={t('loading')} />
      ) : online.isError ? (
        <ErrorState error={online.error} title={t('failed')} onRetry={() => void online.refetch()} />
      ) : people.length === 0 ? (
        <div className="flex items-center gap-3 text-sm text-fg-subtle">
          <Users aria-hidden="true" className="h-5 w-5 shrink-0 text-fg-faint" />
          <p>
            <span className="block font-medium text-fg-muted">{t('empty')}</span>
            {t('emptyText')}
          </p>
        </div>
      ) : (
        <ul
          className={strip ? 'flex gap-4 overflow-x-auto pb-1 [scrollbar-width:thin]' : 'flex flex-col gap-1'}
        >
          {people.map((p) => (
            <li key={p.id} className={strip ? 'w-16 shrink-0' : ''}>
              <div
                className={
                  strip
                    ? 'flex flex-col items-center gap-1 text-center'
                    : 'flex items-center gap-3 rounded-lg px-1 py-1 hover:bg-surface-muted'
                }
              >
                <PersonLink userId={p.id} decorative className="relative block shrink-0">
                  <Avatar src={p.profile_picture} name={nameOf(p)} size={strip ? 'lg' : 'sm'} decorative />
                  <OnlineDot className={`right-0 bottom-0 ring-2 ${strip ? 'h-3.5 w-3.5' : 'h-2.5 w-2.5'}`} />
                </PersonLink>
                <PersonLink
                  userId={p.id}
                  className={`min-w-0 text-sm text-fg hover:underline ${strip ? 'w-full truncate text-xs' : 'truncate'}`}
                >
                  <span className="sr-only">{t('onlineLabel', { name: nameOf(p) })}</span>
                  <span aria-hidden="true">{strip ? p.first_name : nameOf(p)}</span>
                </PersonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * «в сети» or «был(а) в сети 5 мин. назад» under a person's name. Nothing when the page carries
 * no presence (the viewer is neither the person nor their friend).
 */
export function PresenceStatus({ person }: { person: { online?: boolean; last_seen_at?: string | null } }) {
  const { t } = useTranslation('presence');
  if (person.online === undefined) return null;
  if (person.online)
    return (
      <p className="flex items-center justify-center gap-1.5 text-sm font-medium text-emerald-700 sm:justify-start dark:text-emerald-400">
        <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
        {t('online')}
      </p>
    );
  if (!person.last_seen_at) return null;
  return (
    <p className="text-sm text-fg-subtle">
      {t('lastSeen')} <RelativeTime value={person.last_seen_at} />
    </p>
  );
}
