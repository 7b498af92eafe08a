import type { ModuleKey } from '@krug/contract/modules';
import type { FriendRequest, FriendSuggestion, PersonSummary } from '@krug/contract/people';
import * as Menu from '@radix-ui/react-dropdown-menu';
import * as Tabs from '@radix-ui/react-tabs';
import { Inbox, MoreHorizontal, Search, Send, Sparkles, UserPlus, Users, UserX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { WriteMessageButton } from '../chat/WriteMessageButton.tsx';
import { useFriendRequests, useFriends, usePeopleMutations, useSuggestions } from './api.ts';
import { FriendsOnline } from './FriendsOnline.tsx';
import { PeopleSearch } from './PeopleSearch.tsx';
import { fullName, useRun } from './person-actions.ts';
import { personPath } from './person-path.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

export const FRIEND_TABS = ['friends', 'incoming', 'outgoing', 'suggestions'] as const;
export type FriendTab = (typeof FRIEND_TABS)[number];
const isTab = (v: string | null): v is FriendTab => (FRIEND_TABS as readonly string[]).includes(v ?? '');

/** One person in a list: photo and name leading to their page, a line under it, the actions. */
function PersonRow({
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

function ListState({
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

function More({
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

/** Typing waits a moment before asking the server, so each key does not send a request. */
function useDebounced(value: string, ms = 250) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function FriendsList({ module, toSuggestions }: { module: ModuleKey; toSuggestions(): void }) {
  const { t } = useTranslation('people');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useDebounced(text.trim());
  const searchId = useId();
  // The search lives in the URL (`?q=`), so back and reload keep it.
  useEffect(() => {
    if ((params.get('q') ?? '') === search) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (search) next.set('q', search);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [search, params, setParams]);
  const friends = useFriends(search);
  const m = usePeopleMutations();
  const run = useRun();
  const [ask, confirmDialog] = useConfirm();
  const items = friends.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        {t('friends.search')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-fg-faint"
        />
        <input
          id={searchId}
          type="search"
          value={text}
          placeholder={t('friends.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          className="min-h-11 w-full rounded-lg border border-line-strong bg-surface py-2 pr-3 pl-9 text-sm text-fg placeholder:text-fg-faint focus:border-primary focus:ring-2 focus:ring-focus focus:outline-none"
        />
      </div>
      <ListState
        query={friends}
        empty={
          items.length > 0 ? null : search ? (
            <EmptyState icon={<Search />} title={t('friends.noMatches')} text={t('friends.noMatchesText')} />
          ) : (
            <EmptyState
              icon={<Users />}
              title={t('friends.emptyFriends')}
              text={t('friends.emptyFriendsText')}
              action={
                <button type="button" className={buttonClass('primary')} onClick={toSuggestions}>
                  {t('friends.openSuggestions')}
                </button>
              }
            />
          )
        }
      >
        <ul className="divide-y divide-line">
          {items.map((f) => (
            <PersonRow
              key={f.id}
              module={module}
              person={f}
              sub={t('friends.since', { date: formatDate(f.since) })}
            >
              {/* As in VK: writing is the row's action; removing a friend sits in its menu. */}
              <WriteMessageButton userId={f.id} module={module} />
              <Menu.Root>
                <Menu.Trigger
                  aria-label={t('friends.rowActions', { name: fullName(f) })}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-surface-muted"
                >
                  <MoreHorizontal aria-hidden="true" className="h-5 w-5" />
                </Menu.Trigger>
                <Menu.Portal>
                  <Menu.Content
                    align="end"
                    className="z-40 min-w-44 rounded-xl bg-surface p-1 shadow-xl ring-1 ring-line"
                  >
                    <Menu.Item
                      className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-danger-fg outline-none data-[highlighted]:bg-danger-soft"
                      onSelect={async () => {
                        const ok = await ask({
                          title: t('actions.removeTitle'),
                          description: t('actions.removeText', { name: fullName(f) }),
                          confirmLabel: t('actions.removeConfirm'),
                          cancelLabel: t('actions.keep'),
                          destructive: true,
                        });
                        if (ok) await run(() => m.unfriend.mutateAsync(f.id), t('toasts.removed'));
                      }}
                    >
                      <UserX aria-hidden="true" className="h-4 w-4" />
                      {t('actions.removeFriend')}
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Portal>
              </Menu.Root>
            </PersonRow>
          ))}
        </ul>
        <More query={friends} />
      </ListState>
      {/* Beyond friends: everyone user search finds, each leading to their page (issue 20). */}
      <PeopleSearch query={search} module={module} exclude={items.map((f) => f.id)} />
      {confirmDialog}
    </div>
  );
}

function RequestsList({ module, direction }: { module: ModuleKey; direction: 'incoming' | 'outgoing' }) {
  const { t } = useTranslation('people');
  const requests = useFriendRequests(direction);
  const m = usePeopleMutations();
  const run = useRun();
  const items: FriendRequest[] = requests.data?.pages.flatMap((p) => p.items) ?? [];
  const incoming = direction === 'incoming';
  return (
    <ListState
      query={requests}
      empty={
        items.length > 0 ? null : (
          <EmptyState
            icon={incoming ? <Inbox /> : <Send />}
            title={incoming ? t('friends.emptyIncoming') : t('friends.emptyOutgoing')}
            text={incoming ? t('friends.emptyIncomingText') : t('friends.emptyOutgoingText')}
          />
        )
      }
    >
      <ul className="divide-y divide-line">
        {items.map((r) => (
          <PersonRow
            key={r.id}
            module={module}
            person={r.person}
            sub={t('friends.sentAt', { date: formatDate(r.created_at) })}
          >
            {incoming ? (
              <>
                <button
                  type="button"
                  className={buttonClass('primary', 'min-h-11')}
                  disabled={m.accept.isPending}
                  onClick={() => run(() => m.accept.mutateAsync(r.id), t('toasts.accepted'))}
                >
                  {t('actions.accept')}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary', 'min-h-11')}
                  disabled={m.decline.isPending}
                  onClick={() => run(() => m.decline.mutateAsync(r.id), t('toasts.declined'))}
                >
                  {t('actions.decline')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className={buttonClass('secondary', 'min-h-11')}
                disabled={m.cancel.isPending}
                onClick={() => run(() => m.cancel.mutateAsync(r.id), t('toasts.cancelled'))}
              >
                {t('actions.cancelRequest')}
              </button>
            )}
          </PersonRow>
        ))}
      </ul>
      <More query={requests} />
    </ListState>
  );
}

function SuggestionsList({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('people');
  const suggestions = useSuggestions();
  const m = usePeopleMutations();
  const run = useRun();
  const items: FriendSuggestion[] = suggestions.data ?? [];
  return (
    <ListState
      query={suggestions}
      empty={
        items.length > 0 ? null : (
          <EmptyState
            icon={<Sparkles />}
            title={t('friends.emptySuggestions')}
            text={t('friends.emptySuggestionsText')}
          />
        )
      }
    >
      <ul className="divide-y divide-line">
        {items.map((s) => (
          <PersonRow
            key={s.id}
            module={module}
            person={s}
            sub={t(`friends.reasons.${s.reason}`, { name: s.via_name })}
          >
            <button
              type="button"
              className={buttonClass('primary', 'min-h-11')}
              disabled={m.request.isPending && m.request.variables === s.id}
              onClick={() => run(() => m.request.mutateAsync(s.id), t('toasts.requestSent'))}
            >
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              {t('actions.addFriend')}
            </button>
          </PersonRow>
        ))}
      </ul>
    </ListState>
  );
}

/** How many there are on a tab, once its first page has loaded (more pages: «50+»). */
function useTabCounts() {
  const friends = useFriends('');
  const incoming = useFriendRequests('incoming');
  const outgoing = useFriendRequests('outgoing');
  const suggestions = useSuggestions();
  const countOf = (q: { data?: { pages: { items: unknown[] }[] }; hasNextPage: boolean }) => {
    if (!q.data) return null;
    const n = q.data.pages.reduce((sum, p) => sum + p.items.length, 0);
    return q.hasNextPage ? `${n}+` : String(n);
  };
  return {
    friends: countOf(friends),
    incoming: countOf(incoming),
    outgoing: countOf(outgoing),
    suggestions: suggestions.data ? String(suggestions.data.length) : null,
  } satisfies Record<FriendTab, string | null>;
}

/**
 * «Друзья» (issue 20): the friends with a search, incoming and outgoing requests, and suggestions
 * from shared families, organizations and groups. Each tab has its URL (`?tab=incoming` …).
 */
export function FriendsPage({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('people');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: FriendTab = isTab(tabParam) ? tabParam : 'friends';
  const counts = useTabCounts();
  // On a phone the tabs scroll sideways: the chosen one (from the URL too) is brought into view,
  // again once the counts have widened the tabs.
  const list = useRef<HTMLDivElement>(null);
  const widths = Object.values(counts).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the counts change the widths.
  useEffect(() => {
    list.current
      ?.querySelector(`[data-tab="${tab}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [tab, widths]);
  const select = (next: string) => {
    const p = new URLSearchParams();
    if (next !== 'friends') p.set('tab', next);
    setParams(p);
  };
  const trigger =
    'inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium text-fg-subtle hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg';
  return (
    <section aria-labelledby="friends-title" className="flex flex-col gap-4">
      <h1 id="friends-title" className="text-2xl font-semibold text-fg">
        {t('friends.title')}
      </h1>
      <FriendsOnline layout="strip" />
      <Tabs.Root
        value={tab}
        onValueChange={select}
        className="rounded-2xl bg-surface shadow-sm ring-1 ring-line"
      >
        <Tabs.List
          ref={list}
          aria-label={t('friends.tabsLabel')}
          className="flex overflow-x-auto border-b border-line px-2 [scrollbar-width:none]"
        >
          {FRIEND_TABS.map((key) => (
            <Tabs.Trigger key={key} value={key} data-tab={key} className={trigger}>
              {t(`friends.tabs.${key}`)}
              {counts[key] !== null ? (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${
                    key === 'incoming' && counts[key] !== '0'
                      ? 'bg-primary text-white'
                      : 'bg-surface-muted text-fg-subtle'
                  }`}
                >
                  {counts[key]}
                </span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="p-3 sm:p-4">
          <Tabs.Content value="friends">
            <FriendsList module={module} toSuggestions={() => select('suggestions')} />
          </Tabs.Content>
          <Tabs.Content value="incoming">
            <RequestsList module={module} direction="incoming" />
          </Tabs.Content>
          <Tabs.Content value="outgoing">
            <RequestsList module={module} direction="outgoing" />
          </Tabs.Content>
          <Tabs.Content value="suggestions">
            <SuggestionsList module={module} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </section>
  );
}
