import type { ModuleKey } from '@krug/contract/modules';
import type { Notification } from '@krug/contract/notifications';
import * as Popover from '@radix-ui/react-popover';
import { Bell, BellOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { personPath } from '../people/person-path.ts';
import { notificationHref } from './links.ts';
import type { BellData } from './NotificationsBell.tsx';

/**
 * One notification: a link to what it is about (it closes the panel and marks it read), or, when
 * there is nothing to open, a button that only marks it read. Enter opens either.
 */
function NotificationItem({
  n,
  href,
  actorHref,
  onOpen,
}: {
  n: Notification;
  href: string | null;
  /** The actor's page (issue 20): their avatar leads there, beside the link to the subject. */
  actorHref: string | null;
  onOpen(): void;
}) {
  const { t } = useTranslation();
  const row = `flex w-full gap-2 rounded-lg px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary-line ${
    n.is_read
      ? 'text-fg-subtle hover:bg-surface-muted'
      : 'bg-primary-soft font-medium hover:bg-primary-soft-strong'
  }`;
  const body: ReactNode = (
    <>
      {n.actor ? (
        <Avatar
          src={n.actor.profile_picture}
          name={`${n.actor.first_name} ${n.actor.last_name}`}
          size="sm"
          decorative
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface-muted"
        >
          <Bell className="h-4 w-4 text-fg-faint" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block">{n.text}</span>
        <span className="block text-xs font-normal text-fg-faint">
          <RelativeTime value={n.created_at} />
        </span>
      </span>
      {n.is_read ? null : (
        <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">{t('notificationsOpen.unread')}</span>
        </span>
      )}
    </>
  );
  const item = href ? (
    <Popover.Close asChild>
      <Link to={href} className={row} onClick={onOpen}>
        {body}
      </Link>
    </Popover.Close>
  ) : (
    <button type="button" className={row} onClick={onOpen}>
      {body}
    </button>
  );
  if (!actorHref) return item;
  // A link cannot hold another: the avatar's link lies over the avatar, beside the item's link.
  return (
    <div className="relative">
      {item}
      <Popover.Close asChild>
        <Link
          to={actorHref}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="notification-actor"
          className="absolute top-1.5 left-2 size-8 rounded-full"
        />
      </Popover.Close>
    </div>
  );
}

/** The open panel: its list downloads with the first open (the bell's queries run from the start). */
export function NotificationsPanel({
  module,
  unread,
  list,
  markRead,
}: BellData & { module: ModuleKey; unread: number }) {
  const { t } = useTranslation();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <div className="mb-2 flex items-center justify-between">
        <p className="font-semibold">{t('notifications.title')}</p>
        {unread > 0 ? (
          <button
            type="button"
            className="text-xs text-primary-fg underline"
            onClick={() => markRead.mutate(null)}
          >
            {t('notifications.readAll')}
          </button>
        ) : null}
      </div>
      {list.isPending ? (
        <ListSkeleton rows={3} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<BellOff />}
          title={t('notifications.empty')}
          text={t('ui.noNotificationsText')}
          className="border-none"
        />
      ) : (
        <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto">
          {items.map((n) => (
            <li key={n.id}>
              <NotificationItem
                n={n}
                href={notificationHref(n, module)}
                actorHref={n.actor ? personPath(module, n.actor.id) : null}
                onOpen={() => {
                  if (!n.is_read) markRead.mutate(n.id);
                }}
              />
            </li>
          ))}
          {list.hasNextPage ? (
            <li>
              <button
                type="button"
                className="w-full rounded-lg px-2 py-1.5 text-sm text-primary-fg hover:bg-surface-muted"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {t('notificationsPanel.more')}
              </button>
            </li>
          ) : null}
        </ul>
      )}
    </>
  );
}
