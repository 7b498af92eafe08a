import type { ModuleKey } from '@krug/contract/modules';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, Search, Users, UserX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { WriteMessageButton } from '../chat/WriteMessageButton.tsx';
import { useFriends, usePeopleMutations } from './api.ts';
import { PeopleSearch } from './PeopleSearch.tsx';
import { fullName, useRun } from './person-actions.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

import { ListState, More, PersonRow } from './FriendRows.tsx';

/** Typing waits a moment before asking the server, so each key does not send a request. */
function useDebounced(value: string, ms = 250) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function FriendsList({ module, toSuggestions }: { module: ModuleKey; toSuggestions(): void }) {
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
