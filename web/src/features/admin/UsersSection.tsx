import type { AdminUser } from '@krug/contract/admin';
import './texts.ts';
import { ShieldCheck } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../i18n/format-size.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { UserActions } from './UserActions.tsx';
import { useAdminUsers } from './use-admin-lists.ts';

const badge = 'rounded-full px-2 py-0.5 text-xs font-medium';

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <li className="flex items-start gap-3 py-3" data-testid="admin-user">
      <Avatar name={name} src={null} decorative />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
          <span className="truncate">{name}</span>
          {user.instance_role !== 'user' ? (
            <span className={`${badge} bg-primary-soft text-primary-fg`}>
              {t(`roles.${user.instance_role}`)}
            </span>
          ) : null}
          {user.suspended_at ? (
            <span className={`${badge} bg-danger-soft text-danger-fg`}>{t('users.suspended')}</span>
          ) : null}
          {user.two_factor_enabled ? (
            <ShieldCheck aria-label={t('users.twoFactor')} className="h-4 w-4 text-primary-fg" />
          ) : null}
        </p>
        <p className="truncate text-sm text-fg-subtle">{user.email}</p>
        <p className="text-xs text-fg-faint">
          {t('users.registered', { date: formatDate(user.created_at) })} ·{' '}
          {user.last_seen_at
            ? t('users.lastSeen', { date: formatDateTime(user.last_seen_at) })
            : t('users.neverSeen')}{' '}
          · {t('users.storage', { size: formatSize(user.storage_bytes) })}
        </p>
        {user.suspended_reason ? (
          <p className="mt-1 text-sm text-danger-fg">
            {t('users.suspendedReason', { reason: user.suspended_reason })}
          </p>
        ) : null}
      </div>
      <UserActions user={user} />
    </li>
  );
}

/** The accounts of the instance: search by name or email, newest first, «Показать ещё» for more. */
export function UsersSection() {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const users = useAdminUsers(query);
  const rows = users.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6">
      <label htmlFor={searchId} className="text-sm font-medium text-fg-muted">
        {t('users.search')}
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        placeholder={t('users.searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20"
      />
      {users.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : users.isError ? (
        <ErrorState error={users.error} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('users.empty')} text={t('users.emptyText')} />
      ) : (
        <ul className="divide-y divide-line">
          {rows.map((u) => (
            <UserRow key={u.id} user={u} />
          ))}
        </ul>
      )}
      {users.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11 self-center')}
          disabled={users.isFetchingNextPage}
          onClick={() => void users.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
    </section>
  );
}
