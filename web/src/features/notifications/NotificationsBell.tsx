import { isModuleKey } from '@krug/contract/modules';
import * as Popover from '@radix-ui/react-popover';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ListSkeleton } from '../../ui/states.tsx';
import { notificationsQuery, unreadCountQuery, useMarkRead } from './api.ts';

function useBellData() {
  return { list: useInfiniteQuery(notificationsQuery()), markRead: useMarkRead() };
}
export type BellData = ReturnType<typeof useBellData>;

// The panel's list and items download on the first open (issue 10), not with the shell.
const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel.tsx').then((m) => ({ default: m.NotificationsPanel })),
);

/** The bell with the unread count; new notifications arrive live (the socket updates these queries). */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { module: current = '' } = useParams();
  // Posts and chats open in the module the user is in.
  const module = isModuleKey(current) ? current : 'family';
  const count = useQuery(unreadCountQuery());
  const { list, markRead } = useBellData();
  const unread = count.data?.count ?? 0;
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={t('notifications.bell', { n: unread })}
        className="relative inline-flex size-touch shrink-0 items-center justify-center rounded-full hover:bg-surface-muted"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs text-white"
          >
            {unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-40 w-[min(20rem,calc(100vw-1rem))] rounded-xl bg-surface p-3 shadow-xl ring-1 ring-line"
        >
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <NotificationsPanel module={module} unread={unread} list={list} markRead={markRead} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
