import type { ModuleKey } from '@krug/contract/modules';
import type { PersonPage as Person } from '@krug/contract/people';
import {
  ArrowLeft,
  Check,
  Clock,
  Lock,
  MapPin,
  Pencil,
  UserMinus,
  UserPlus,
  Users,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RoleList } from '../../app/shell/MyRoles.tsx';
import { ApiError } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { WriteMessageButton } from '../chat/WriteMessageButton.tsx';
import { PostCard } from '../posts/PostCard.tsx';
import { ReportButton } from '../reports/ReportButton.tsx';
import { usePeopleMutations, usePerson, usePersonPosts } from './api.ts';
import { BlockButton, BlockedNotice } from './BlockButtons.tsx';
import { OnlineDot, PresenceStatus } from './FriendsOnline.tsx';
import { MutualFriends } from './MutualFriends.tsx';
import { PersonAbout } from './PersonAbout.tsx';
import { PersonCover } from './PersonCover.tsx';
import { friendsPath } from './person-path.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

export const fullName = (p: { first_name: string; last_name: string; middle_name?: string | null }) =>
  [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ');

/** Runs a graph change and says how it went: a toast on success, the server's sentence on failure. */
export function useRun() {
  const { t } = useTranslation('people');
  return async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify({ type: 'success', message: success });
    } catch (err) {
      const detail =
        err instanceof ApiError && err.status !== 0 && err.detail ? err.detail : t('toasts.failed');
      notify({ type: 'error', message: detail });
    }
  };
}

/** The buttons of the relation: friendship by its state, then following. */
function RelationActions({ person, message }: { person: Person; message?: ReactNode }) {
  const { t } = useTranslation('people');
  const m = usePeopleMutations();
  const run = useRun();
  const [ask, confirmDialog] = useConfirm();
  const { relation } = person;
  const name = fullName(person);
  const busy = Object.values(m).some((x) => x.isPending);
  const requestId = relation.friendship_id ?? '';
  const primary = buttonClass('primary', 'min-h-11');
  const secondary = buttonClass('secondary', 'min-h-11');
  const icon = 'h-4 w-4';
  return (
    // On a phone the actions stack at full width (as in VK and Instagram); from `sm` they sit in a row.
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-start [&>*]:justify-center">
      {message}
      {relation.friendship === 'none' ? (
        <button
          type="button"
          className={primary}
          disabled={busy}
          onClick={() =>
            run(async () => {
              const r = await m.request.mutateAsync(person.id);
              if (r.status === 'accepted') notify({ type: 'success', message: t('toasts.becameFriends') });
            }, t('toasts.requestSent'))
          }
        >
          <UserPlus aria-hidden="true" className={icon} />
          {t('actions.addFriend')}
        </button>
      ) : relation.friendship === 'outgoing' ? (
        <>
          <span className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-surface-muted px-4 text-sm font-medium text-fg-subtle">
            <Clock aria-hidden="true" className={icon} />
            {t('actions.requestSent')}
          </span>
          <button
            type="button"
            className={secondary}
            disabled={busy}
            onClick={() => run(() => m.cancel.mutateAsync(requestId), t('toasts.cancelled'))}
          >
            {t('actions.cancelRequest')}
          </button>
        </>
      ) : relation.friendship === 'incoming' ? (
        <>
          <button
            type="button"
            className={primary}
            disabled={busy}
            onClick={() => run(() => m.accept.mutateAsync(requestId), t('toasts.accepted'))}
          >
            <Check aria-hidden="true" className={icon} />
            {t('actions.accept')}
          </button>
          <button
            type="button"
            className={secondary}
            disabled={busy}
            onClick={() => run(() => m.decline.mutateAsync(requestId), t('toasts.declined'))}
          >
            {t('actions.decline')}
          </button>
        </>
      ) : (
        <>
          <span className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary-soft px-4 text-sm font-medium text-primary-fg">
            <Users aria-hidden="true" className={icon} />
            {t('actions.friends')}
          </span>
          <button
            type="button"
            className={secondary}
            disabled={busy}
            onClick={async () => {
              const ok = await ask({
                title: t('actions.removeTitle'),
                description: t('actions.removeText', { name }),
                confirmLabel: t('actions.removeConfirm'),
                cancelLabel: t('actions.keep'),
                destructive: true,
              });
              if (ok) await run(() => m.unfriend.mutateAsync(person.id), t('toasts.removed'));
            }}
          >
            <UserX aria-hidden="true" className={icon} />
            {t('actions.removeFriend')}
          </button>
        </>
      )}
      <button
        type="button"
        className={secondary}
        aria-pressed={relation.following}
        disabled={busy}
        onClick={() =>
          run(
            () => m.follow.mutateAsync({ userId: person.id, on: !relation.following }),
            relation.following ? t('toasts.unfollowed') : t('toasts.followed'),
          )
        }
      >
        {relation.following ? (
          <UserMinus aria-hidden="true" className={icon} />
        ) : (
          <UserPlus aria-hidden="true" className={icon} />
        )}
        {relation.following ? t('actions.unfollow') : t('actions.follow')}
      </button>
      <ReportButton target={{ type: 'user', id: person.id }} />
      <BlockButton person={person} />
      {confirmDialog}
    </div>
  );
}

/** The four counts; on one's own page the friends count opens «Друзья». */
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

function PersonHeader({ person, module }: { person: Person; module: ModuleKey }) {
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

function About({ person }: { person: Person }) {
  const { t } = useTranslation('people');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section
        aria-labelledby="person-roles"
        className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
      >
        <h2 id="person-roles" className="mb-3 text-sm font-semibold">
          {t('page.roles')}
        </h2>
        {person.affiliations.length === 0 ? (
          <p className="text-sm text-fg-subtle">{t('page.noRoles')}</p>
        ) : (
          <RoleList roles={person.affiliations} />
        )}
      </section>
      <section
        aria-labelledby="person-families"
        className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
      >
        <h2 id="person-families" className="mb-3 text-sm font-semibold">
          {t('page.families')}
        </h2>
        {person.families.length === 0 ? (
          <p className="text-sm text-fg-subtle">
            {person.relation.is_self ? t('page.noFamiliesSelf') : t('page.noFamilies')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {person.families.map((f) => (
              <li key={f.id} className="flex items-center gap-2 text-sm">
                <Avatar name={f.name} size="sm" shape="square" decorative />
                <Link
                  to={`/family/family-public-view?id=${encodeURIComponent(f.id)}`}
                  className="font-medium text-primary-fg hover:underline"
                >
                  {f.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PersonPosts({ person, module }: { person: Person; module: ModuleKey }) {
  const { t } = useTranslation('people');
  const posts = usePersonPosts(person.id, !person.restricted);
  const items = posts.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="person-posts" className="flex flex-col gap-4">
      <h2 id="person-posts" className="text-lg font-semibold text-fg">
        {t('page.posts')}
      </h2>
      {posts.isPending ? (
        <Skeleton lines={3} className="h-32 w-full rounded-2xl" label={t('page.loading')} />
      ) : posts.isError ? (
        <ErrorState error={posts.error} title={t('page.postsFailed')} onRetry={() => void posts.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('page.postsEmpty')}
          text={person.relation.is_self ? t('page.myPostsEmptyText') : t('page.postsEmptyText')}
          className="bg-surface"
        />
      ) : (
        <>
          {items.map((post) => (
            <PostCard key={post.id} post={post} module={module} />
          ))}
          {posts.hasNextPage ? (
            <button
              type="button"
              className={buttonClass('secondary', 'min-h-11 self-center')}
              disabled={posts.isFetchingNextPage}
              onClick={() => void posts.fetchNextPage()}
            >
              {t('page.more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function PersonSkeleton() {
  const { t } = useTranslation('people');
  const pulse = 'animate-pulse bg-surface-strong motion-reduce:animate-none';
  return (
    <div
      role="status"
      aria-busy="true"
      data-testid="person-skeleton"
      className="flex flex-col items-center gap-4 rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line sm:flex-row"
    >
      <span className="sr-only">{t('page.loading')}</span>
      <div aria-hidden="true" className={`${pulse} size-24 shrink-0 rounded-full`} />
      <div aria-hidden="true" className="flex w-full flex-1 flex-col items-center gap-3 sm:items-start">
        <div className={`${pulse} h-6 w-48 rounded-md`} />
        <div className={`${pulse} h-10 w-64 rounded-lg`} />
      </div>
    </div>
  );
}

/** A person's page (issue 20): photo, name, counts, the relation's buttons, roles, families, posts. */
export function PersonView({ module, personId }: { module: ModuleKey; personId: string }) {
  const { t } = useTranslation('people');
  const person = usePerson(personId);
  const wall = `/${module}/wall`;
  // 404 for nobody with that id, 422 for an id that is not one.
  const gone = person.error instanceof ApiError && [404, 422].includes(person.error.status);
  if (person.isPending) return <PersonSkeleton />;
  if (gone)
    return (
      <EmptyState
        icon={<UserX />}
        title={t('page.notFound')}
        text={t('page.notFoundText')}
        action={
          <Link to={wall} className={buttonClass('primary')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('page.backToWall')}
          </Link>
        }
        className="bg-surface"
      />
    );
  if (person.isError) return <ErrorState error={person.error} onRetry={() => void person.refetch()} />;
  const p = person.data;
  return (
    <div className="flex flex-col gap-4">
      <PersonCover person={p} />
      <PersonHeader person={p} module={module} />
      {p.restricted ? (
        <div className="flex items-start gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
          <Lock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-fg-faint" />
          <div>
            <h2 className="font-medium text-fg">{t('page.restricted')}</h2>
            <p className="text-sm text-fg-subtle">{t('page.restrictedText', { name: p.first_name })}</p>
          </div>
        </div>
      ) : (
        <>
          <PersonAbout person={p} />
          <MutualFriends person={p} module={module} />
          <About person={p} />
          <PersonPosts person={p} module={module} />
        </>
      )}
    </div>
  );
}

/** `/{module}/people/{id}`. */
export function PersonPage({ module }: { module: ModuleKey }) {
  const { personId = '' } = useParams();
  return <PersonView key={personId} module={module} personId={personId} />;
}

/** «Моя страница»: the signed-in user's own page, the same as others see it. */
export function MyProfilePage({ module }: { module: ModuleKey }) {
  const me = useUser();
  return <PersonView module={module} personId={me.id} />;
}
