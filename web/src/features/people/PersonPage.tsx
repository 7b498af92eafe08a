import type { ModuleKey } from '@krug/contract/modules';
import type { PersonPage as Person } from '@krug/contract/people';
import { ArrowLeft, Lock, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RoleList } from '../../app/shell/MyRoles.tsx';
import { ApiError } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { useUser } from '../auth/session.tsx';
import { PostCard } from '../posts/PostCard.tsx';
import { usePerson, usePersonPosts } from './api.ts';
import { MutualFriends } from './MutualFriends.tsx';
import { PersonAbout } from './PersonAbout.tsx';
import { PersonCover } from './PersonCover.tsx';
import { PersonHeader } from './PersonHeader.tsx';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

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
