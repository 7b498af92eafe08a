import './texts.ts';
import {
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_REACTIONS,
  type Announcement,
  type AnnouncementBody,
} from '@krug/contract/org-feed';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Info, Megaphone, Pin, PinOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { apiFetch, errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';

type Ann = z.infer<typeof Announcement>;
type Draft = z.input<typeof AnnouncementBody>;

const PRIORITY_STYLE = {
  URGENT: { color: '#DC2626', Icon: AlertTriangle },
  IMPORTANT: { color: '#EA580C', Icon: Megaphone },
  NORMAL: { color: '#1D4ED8', Icon: Info },
} as const;

const REACTION_EMOJI: Record<(typeof ANNOUNCEMENT_REACTIONS)[number], string> = {
  like: '👍',
  celebrate: '🎉',
  support: '🤝',
  insightful: '💡',
};

/** 02 §9: the widget previews content cut at 80 characters with an ellipsis. */
const PREVIEW_CHARS = 80;

const EMPTY_DRAFT = { title: '', content: '', priority: 'NORMAL', is_pinned: false } as const;

/** The organization's announcements: members react; admins publish, pin and delete. */
export function Announcements({ orgId, admin }: { orgId: string; admin: boolean }) {
  const { t } = useTranslation('work');
  const [ask, confirmDialog] = useConfirm();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const dept = params.get('department');
  const list = useQuery({
    queryKey: ['work', 'announcements', orgId, dept],
    queryFn: ({ signal }) =>
      apiFetch<{ data: Ann[] }>(
        `/api/organizations/${orgId}/announcements?limit=5${dept ? `&department_id=${dept}` : ''}`,
        { signal },
      ),
  });
  const items = list.data?.data ?? [];
  const urgent = items.filter((a) => a.priority === 'URGENT').length;
  const base = `/api/organizations/${orgId}/announcements`;

  /** Runs one change, then reloads the list; a refusal shows the server's detail. */
  const act = async (call: () => Promise<unknown>) => {
    try {
      await call();
      await queryClient.invalidateQueries({ queryKey: ['work', 'announcements', orgId] });
      return true;
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('work.feed.failed')) });
      return false;
    }
  };
  const save = (a: Ann, changes: Partial<Draft>) =>
    act(() =>
      apiFetch(`${base}/${a.id}`, {
        method: 'PUT',
        body: {
          title: a.title,
          content: a.content,
          priority: a.priority,
          is_pinned: a.is_pinned,
          department_id: a.department_id,
          ...changes,
        },
      }),
    );

  return (
    <section
      aria-labelledby="announcements"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <h2 id="announcements" className="mb-2 flex items-center gap-2 text-sm font-semibold">
        {t('work.announcements.title')}
        {urgent > 0 ? (
          <span
            role="img"
            className="rounded-full bg-danger px-1.5 text-xs text-white"
            aria-label={t('work.announcements.urgentCount', { n: urgent })}
          >
            {urgent}
          </span>
        ) : null}
      </h2>
      {list.isPending ? <Skeleton lines={2} className="h-10 w-full" /> : null}
      {list.isError ? (
        <ErrorState error={list.error} title={t('work.feed.failed')} onRetry={() => void list.refetch()} />
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <p className="text-sm text-fg-faint">{t('work.announcements.empty')}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {items.map((a) => {
          const { color, Icon } = PRIORITY_STYLE[a.priority];
          return (
            <li
              key={a.id}
              aria-label={a.title}
              className="rounded-lg border-l-4 bg-surface-sunken p-2 text-sm"
              style={{ borderLeftColor: color }}
            >
              <p className="flex items-center gap-1 font-medium">
                <Icon aria-hidden="true" className="h-4 w-4" style={{ color }} />
                {a.title}
                {a.is_pinned ? (
                  <Pin aria-label={t('work.announcements.pinned')} className="h-3 w-3 text-fg-faint" />
                ) : null}
              </p>
              <p className="text-xs" style={{ color }}>
                {t(`work.announcements.priority.${a.priority}`)}
              </p>
              <p className="text-fg-muted" title={a.content}>
                {a.content.length > PREVIEW_CHARS ? `${a.content.slice(0, PREVIEW_CHARS)}…` : a.content}
              </p>
              <p className="text-xs text-fg-faint">
                {a.author_name} · <RelativeTime value={a.created_at} /> ·{' '}
                {t('work.announcements.views', { n: a.views })}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-1">
                {ANNOUNCEMENT_REACTIONS.map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    aria-pressed={a.user_reaction === kind}
                    aria-label={t(`work.announcements.reaction.${kind}`)}
                    title={t(`work.announcements.reaction.${kind}`)}
                    className={`rounded-full px-2 py-0.5 text-xs ring-1 ${
                      a.user_reaction === kind ? 'bg-work-soft-strong ring-work-line' : 'bg-surface ring-line'
                    }`}
                    onClick={() =>
                      act(() => apiFetch(`${base}/${a.id}/reactions`, { method: 'POST', body: { kind } }))
                    }
                  >
                    {REACTION_EMOJI[kind]} {a.reactions[kind] ?? 0}
                  </button>
                ))}
                {admin ? (
                  <>
                    <button
                      type="button"
                      className={buttonClass('ghost', 'ml-auto px-1 py-0.5')}
                      aria-label={t(a.is_pinned ? 'work.announcements.unpin' : 'work.announcements.pin')}
                      title={t(a.is_pinned ? 'work.announcements.unpin' : 'work.announcements.pin')}
                      onClick={() => save(a, { is_pinned: !a.is_pinned })}
                    >
                      {a.is_pinned ? <PinOff className="h-4 w-4" /> : <Pin className="h-4 w-4" />}
                    </button>
                    <button
                      type="button"
                      className={buttonClass('ghost', 'px-1 py-0.5 text-danger-fg')}
                      aria-label={t('work.announcements.delete')}
                      title={t('work.announcements.delete')}
                      onClick={async () => {
                        const ok = await ask({
                          title: t('work.announcements.deleteConfirm'),
                          description: t('ui.irreversible'),
                          confirmLabel: t('ui.delete'),
                          destructive: true,
                        });
                        if (ok) void act(() => apiFetch(`${base}/${a.id}`, { method: 'DELETE' }));
                      }}
                    >
                      <Trash2 className="h-4 w-4" />
                    </button>
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {admin ? (
        <NewAnnouncement
          onSubmit={(draft) =>
            act(() => apiFetch(base, { method: 'POST', body: { ...draft, department_id: dept } }))
          }
        />
      ) : null}
      {confirmDialog}
    </section>
  );
}

function NewAnnouncement({ onSubmit }: { onSubmit: (draft: Draft) => Promise<boolean> }) {
  const { t } = useTranslation('work');
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button
        type="button"
        className={buttonClass('ghost', 'mt-2 px-2 py-1 text-xs')}
        onClick={() => setOpen(true)}
      >
        {t('work.announcements.add')}
      </button>
    );
  return (
    <form
      className="mt-3 flex flex-col gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await onSubmit(draft)) {
          setDraft(EMPTY_DRAFT);
          setOpen(false);
        }
      }}
    >
      <Field
        label={t('work.announcements.heading')}
        value={draft.title}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <Field
        label={t('work.announcements.text')}
        value={draft.content ?? ''}
        onChange={(e) => setDraft({ ...draft, content: e.target.value })}
      />
      <SelectField
        label={t('work.announcements.priorityLabel')}
        value={draft.priority}
        onChange={(e) => setDraft({ ...draft, priority: e.target.value as Draft['priority'] })}
      >
        {ANNOUNCEMENT_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {t(`work.announcements.priority.${p}`)}
          </option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={!!draft.is_pinned}
          onChange={(e) => setDraft({ ...draft, is_pinned: e.target.checked })}
        />
        {t('work.announcements.pin')}
      </label>
      <button type="submit" className={buttonClass('primary', 'px-2 py-1')} disabled={!draft.title.trim()}>
        {t('work.announcements.publish')}
      </button>
    </form>
  );
}
