import type { ModuleKey } from '@krug/contract/modules';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFriendRequests, useFriends, useSuggestions } from './api.ts';
import { FriendsList } from './FriendsList.tsx';
import { FriendsOnline } from './FriendsOnline.tsx';
import { RequestsList } from './RequestsList.tsx';
import { SuggestionsList } from './SuggestionsList.tsx';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

export const FRIEND_TABS = ['friends', 'incoming', 'outgoing', 'suggestions'] as const;
export type FriendTab = (typeof FRIEND_TABS)[number];
const isTab = (v: string | null): v is FriendTab => (FRIEND_TABS as readonly string[]).includes(v ?? '');

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
