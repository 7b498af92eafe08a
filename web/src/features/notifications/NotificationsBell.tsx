import type { NotificationsResponse } from '@krug/contract/notifications';
import * as Popover from '@radix-ui/react-popover';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../lib/api.ts';

const when = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** The bell with the unread count; new notifications arrive live (the socket invalidates this query). */
export function NotificationsBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => apiFetch<NotificationsResponse>('/api/notifications?limit=20', { signal }),
  });
  const readAll = useMutation({
    mutationFn: () => apiFetch('/api/notifications/read-all', { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
  const unread = list.data?.unread_count ?? 0;
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={t('notifications.bell', { n: unread })}
        className="relative shrink-0 rounded-full p-2 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs text-white"
          >
            {unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-40 w-80 rounded-xl bg-white p-3 shadow-xl ring-1 ring-slate-200"
        >
          <div className="mb-2 flex items-center justify-between">
            <p className="font-semibold">{t('notifications.title')}</p>
            {unread > 0 ? (
              <button
                type="button"
                className="text-xs text-emerald-700 underline"
                onClick={() => readAll.mutate()}
              >
                {t('notifications.readAll')}
              </button>
            ) : null}
          </div>
          {(list.data?.notifications.length ?? 0) === 0 ? (
            <p className="text-sm text-slate-500">{t('notifications.empty')}</p>
          ) : (
            <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto">
              {list.data?.notifications.map((n) => (
                <li
                  key={n.id}
                  className={`rounded-lg px-2 py-1.5 text-sm ${n.is_read ? 'text-slate-600' : 'bg-emerald-50 font-medium'}`}
                >
                  <p>{n.text}</p>
                  <p className="text-xs font-normal text-slate-500">{when.format(new Date(n.created_at))}</p>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
