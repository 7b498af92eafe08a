import './texts.ts';
import type { UserSearchResult } from '@krug/contract/family';
import { USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_MIN_CHARS } from '@krug/contract/limits';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { useUserSearch } from './api.ts';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Finds users by name, surname or email: from 2 characters, after a 300 ms pause (spec §5, §9).
 * Picking someone clears the search for the next one.
 */
export function UserSearch({
  onPick,
  exclude = [],
  present = [],
  presentLabel,
}: {
  onPick(user: UserSearchResult): void;
  exclude?: string[];
  /** Users shown as already there (e.g. «Уже в группе», `presentLabel`) instead of offered. */
  present?: string[];
  presentLabel?: string;
}) {
  const { t } = useTranslation('users');
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= USER_SEARCH_MIN_CHARS;
  const search = useUserSearch(query, enabled);
  // Cleared (after a pick): the last results go at once, not after the pause.
  const typed = text.trim().length >= USER_SEARCH_MIN_CHARS;
  const users = typed ? (search.data?.users ?? []).filter((u) => !exclude.includes(u.id)) : [];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg-muted">
        {t('users.search')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('users.searchPlaceholder')}
        className="rounded-lg border border-line-strong bg-surface px-3 py-2"
      />
      {text.trim().length > 0 && text.trim().length < USER_SEARCH_MIN_CHARS ? (
        <p className="text-xs text-fg-faint">{t('users.minChars')}</p>
      ) : null}
      {enabled && search.isPending ? <ListSkeleton rows={2} /> : null}
      {enabled && search.isError ? (
        <ErrorState error={search.error} onRetry={() => void search.refetch()} />
      ) : null}
      {enabled && typed && search.isSuccess && users.length === 0 ? (
        <p className="text-sm text-fg-subtle">{t('users.nothing')}</p>
      ) : null}
      {users.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line-subtle rounded-lg ring-1 ring-line">
          {users.map((u) => (
            <li key={u.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <Avatar src={u.profile_picture} name={`${u.name} ${u.surname}`} size="sm" decorative />
              <span className="min-w-0 flex-1 truncate">
                <span className="font-medium">
                  {u.name} {u.surname}
                </span>
                {/* The server shows an email only to people who share a circle with its owner. */}
                {u.email ? <span className="text-fg-faint"> {u.email}</span> : null}
              </span>
              {present.includes(u.id) ? (
                <span className="shrink-0 text-xs text-fg-faint">{presentLabel}</span>
              ) : (
                <button
                  type="button"
                  className="shrink-0 rounded-md bg-primary px-2 py-1 text-xs text-white hover:bg-primary-hover"
                  onClick={() => {
                    onPick(u);
                    setText('');
                  }}
                >
                  {t('users.pick')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
