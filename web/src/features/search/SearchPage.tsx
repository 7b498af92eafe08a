import type { ModuleKey } from '@krug/contract/modules';
import { SEARCH_GROUP_LIMIT, type SearchPost, type SearchResponse } from '@krug/contract/search';
import { useQuery } from '@tanstack/react-query';
import { Building2, Search, SearchX, Users } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { personPath, postPath } from '../posts/post-path.ts';
import { morePostsQuery, searchQuery } from './api.ts';
import { Highlighted } from './Highlighted.tsx';
import './texts.ts';

const card = 'rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line';
const row =
  'flex min-h-touch items-center gap-3 rounded-xl px-2 py-2 hover:bg-surface-muted focus-visible:outline-2';

/** One search over posts, people, families and organizations (issue 21): `/:module/search?q=`. */
export function SearchPage({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const [more, setMore] = useState(false);
  // A new query (the top bar, back and forward) fills the box and folds the posts again.
  useEffect(() => {
    setText(q);
    setMore(false);
  }, [q]);
  const grouped = useQuery(searchQuery(q));
  const morePosts = useQuery(morePostsQuery(q, more));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    setParams(value ? { q: value } : {});
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
      </search>
      {!q ? null : grouped.isPending ? (
        <div className={card}>
          <ListSkeleton rows={4} label={t('loading')} />
        </div>
      ) : grouped.isError ? (
        <ErrorState title={t('failed')} error={grouped.error} onRetry={() => void grouped.refetch()} />
      ) : isEmpty(grouped.data) ? (
        <EmptyState
          icon={<SearchX />}
          title={t('nothing', { q })}
          text={t('nothingText')}
          className="bg-surface"
        />
      ) : (
        <Results
          module={module}
          result={grouped.data}
          posts={more && morePosts.data ? morePosts.data.posts : grouped.data.posts}
          morePosts={
            !more && grouped.data.posts.length >= SEARCH_GROUP_LIMIT ? (
              <button
                type="button"
                className={buttonClass('secondary', 'min-h-11')}
                onClick={() => setMore(true)}
              >
                {t('morePosts')}
              </button>
            ) : more && morePosts.isPending ? (
              <ListSkeleton rows={2} label={t('loading')} />
            ) : more && morePosts.isError ? (
              <ErrorState
                title={t('failed')}
                error={morePosts.error}
                onRetry={() => void morePosts.refetch()}
              />
            ) : null
          }
        />
      )}
    </div>
  );
}

const isEmpty = (r: SearchResponse) =>
  r.posts.length + r.people.length + r.families.length + r.organizations.length === 0;

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `search-${title}`;
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-2 flex items-baseline gap-2 text-lg font-semibold">
        {title}
        <span className="text-sm font-normal text-fg-subtle">{count}</span>
      </h2>
      {children}
    </section>
  );
}

function Results({
  module,
  result,
  posts,
  morePosts,
}: {
  module: ModuleKey;
  result: SearchResponse;
  posts: SearchPost[];
  morePosts: ReactNode;
}) {
  const { t } = useTranslation('search');
  return (
    <>
      {posts.length > 0 ? (
        <Group title={t('groups.posts')} count={posts.length}>
          <ul className="flex flex-col divide-y divide-line">
            {posts.map((p) => (
              <li key={p.id}>
                <PostHit module={module} post={p} />
              </li>
            ))}
          </ul>
          {morePosts ? <div className="mt-3 flex justify-center">{morePosts}</div> : null}
        </Group>
      ) : null}
      {result.people.length > 0 ? (
        <Group title={t('groups.people')} count={result.people.length}>
          <ul>
            {result.people.map((u) => (
              <li key={u.id}>
                <Link to={personPath(module, u.id)} className={row}>
                  <Avatar src={u.profile_picture} name={`${u.name} ${u.surname}`} size="md" decorative />
                  <span className="font-medium">
                    {u.name} {u.surname}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Group>
      ) : null}
      {result.families.length > 0 ? (
        <Group title={t('groups.families')} count={result.families.length}>
          <ul>
            {result.families.map((f) => (
              <PlaceHit
                key={f.id}
                to={`/family/family-public-view?id=${f.id}`}
                photo={f.photo_url}
                name={f.name}
                icon={<Users aria-hidden="true" className="h-3.5 w-3.5" />}
                members={f.member_count}
                city={f.city}
              />
            ))}
          </ul>
        </Group>
      ) : null}
      {result.organizations.length > 0 ? (
        <Group title={t('groups.organizations')} count={result.organizations.length}>
          <ul>
            {result.organizations.map((o) => (
              <PlaceHit
                key={o.id}
                to={`/organizations/org-public?id=${o.id}`}
                photo={o.logo_url}
                name={o.name}
                square
                icon={<Building2 aria-hidden="true" className="h-3.5 w-3.5" />}
                members={o.member_count}
                city={o.address_city}
              />
            ))}
          </ul>
        </Group>
      ) : null}
    </>
  );
}

/** A family or an organization in the results: photo, name, members and city, leading to its public page. */
function PlaceHit(props: {
  to: string;
  photo: string | null;
  name: string;
  square?: boolean;
  icon: ReactNode;
  members: number;
  city: string | null | undefined;
}) {
  const { t } = useTranslation('search');
  return (
    <li>
      <Link to={props.to} className={row}>
        <Avatar
          src={props.photo}
          name={props.name}
          size="md"
          shape={props.square ? 'square' : undefined}
          decorative
        />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{props.name}</span>
          <span className="flex items-center gap-1 text-sm text-fg-subtle">
            {props.icon}
            {t('members', { count: props.members })}
            {props.city ? ` · ${props.city}` : ''}
          </span>
        </span>
      </Link>
    </li>
  );
}

function PostHit({ module, post }: { module: ModuleKey; post: SearchPost }) {
  const { t } = useTranslation('search');
  const author = `${post.author.first_name} ${post.author.last_name}`;
  return (
    <article className="flex gap-3 py-3">
      <Avatar src={post.author.profile_picture} name={author} size="md" decorative />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={personPath(module, post.author.id)} className="font-semibold hover:underline">
            {author}
          </Link>
          <RelativeTime value={post.created_at} className="text-fg-subtle" />
        </p>
        <p className="mt-1 whitespace-pre-line break-words" data-testid="search-snippet">
          <Highlighted text={post.snippet} ranges={post.highlights} />
        </p>
        <Link
          to={postPath(module, post.id)}
          className="mt-1 inline-flex min-h-9 items-center text-sm font-medium text-primary-fg hover:underline"
        >
          {t('openPost')}
        </Link>
      </div>
    </article>
  );
}
