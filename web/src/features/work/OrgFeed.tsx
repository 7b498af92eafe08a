import './texts.ts';
import { ORG_POST_MAX_LENGTH } from '@krug/contract/limits';
import type { Organization } from '@krug/contract/work';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart, Newspaper, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useDepartments } from './api.ts';
import { createOrgPost, deleteOrgPost, fetchOrgPosts, likeOrgPost } from './org-api.ts';

/** The organization feed (02 §2.15): composer with a 5000 counter and clear, likes, delete, two empty states. */
export function OrgFeed({ org, departmentId }: { org: Organization; departmentId?: string | null }) {
  const { t } = useTranslation(['work', 'posts']);
  const queryClient = useQueryClient();
  const [ask, confirmDialog] = useConfirm();
  const key = ['work', 'posts', org.id, departmentId ?? 'all'];
  const posts = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchOrgPosts(org.id, departmentId ?? null, signal),
  });
  const [text, setText] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['work', 'posts', org.id] });
  const publish = useMutation({
    mutationFn: () => createOrgPost(org.id, { content: text, department_id: departmentId ?? null }),
    onSuccess: async () => {
      setText('');
      await refresh();
    },
    onError: (err) => notify({ type: 'error', message: errorText(err, t('work.feed.failed')) }),
  });
  const list = posts.data?.posts ?? [];
  const departments = useDepartments(org.id);
  const deptOf = (id: string | null) => (id ? departments.data?.find((d) => d.id === id) : undefined);
  const selected = deptOf(departmentId ?? null);
  return (
    <div className="flex flex-col gap-3">
      {selected ? (
        <p className="flex items-center gap-2 rounded-lg bg-work-soft px-3 py-2 text-sm">
          <span
            aria-hidden="true"
            className="h-2.5 w-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: selected.color }}
          />
          {t('work.feed.departmentOnly', { name: selected.name })}
        </p>
      ) : null}
      {org.user_can_post ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) publish.mutate();
          }}
        >
          <label htmlFor="org-post" className="sr-only">
            {t('work.feed.label')}
          </label>
          <textarea
            id="org-post"
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('work.feed.placeholder')}
            className="rounded-xl border border-line-strong px-3 py-2"
          />
          <div className="flex items-center justify-between text-xs text-fg-faint">
            <span aria-live="polite">
              {text.length}/{ORG_POST_MAX_LENGTH}
            </span>
            <span className="flex gap-2">
              <button type="button" className={buttonClass('ghost', 'px-2 py-1')} onClick={() => setText('')}>
                {t('work.feed.clear')}
              </button>
              <button
                type="submit"
                className={buttonClass('primary', 'px-3 py-1')}
                disabled={!text.trim() || text.length > ORG_POST_MAX_LENGTH || publish.isPending}
              >
                {t('work.feed.publish')}
              </button>
            </span>
          </div>
        </form>
      ) : null}
      {posts.isPending ? <ListSkeleton rows={2} /> : null}
      {posts.isError ? (
        <ErrorState error={posts.error} title={t('work.feed.failed')} onRetry={() => void posts.refetch()} />
      ) : null}
      {posts.isSuccess && list.length === 0 ? (
        <EmptyState
          icon={<Newspaper />}
          title={org.user_can_post ? t('work.feed.emptyCanPost') : t('work.feed.empty')}
        />
      ) : null}
      <ul className="flex flex-col gap-2">
        {list.map((p) => (
          <li key={p.id} className="rounded-xl bg-surface-sunken p-3 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Avatar src={p.author_profile_picture} name={p.author_name} size="sm" />
              {p.author_name}{' '}
              <span className="font-normal text-fg-faint">
                · <RelativeTime value={p.created_at} />
              </span>
              {deptOf(p.department_id) ? (
                <span className="ml-auto rounded-full bg-surface px-2 py-0.5 text-xs font-normal text-fg-subtle ring-1 ring-line">
                  {deptOf(p.department_id)?.name}
                </span>
              ) : null}
            </p>
            <p className="whitespace-pre-wrap">{p.content}</p>
            <div className="mt-1 flex gap-3 text-xs text-fg-subtle">
              <button
                type="button"
                aria-pressed={p.user_has_liked}
                className="inline-flex items-center gap-1"
                onClick={async () => {
                  try {
                    await likeOrgPost(p.id);
                    await refresh();
                  } catch {
                    // like failures are silent (02 §8)
                  }
                }}
              >
                <Heart
                  aria-hidden="true"
                  className={`h-3 w-3 ${p.user_has_liked ? 'fill-red-500 text-red-500' : ''}`}
                />
                {p.likes_count}
                <span className="sr-only">{t('posts.like')}</span>
              </button>
              {p.can_delete ? (
                <button
                  type="button"
                  className="inline-flex items-center gap-1 text-danger-fg"
                  onClick={async () => {
                    const ok = await ask({
                      title: t('posts.deletePostConfirm'),
                      description: t('ui.irreversible'),
                      confirmLabel: t('ui.delete'),
                      destructive: true,
                    });
                    if (!ok) return;
                    try {
                      await deleteOrgPost(p.id);
                      await refresh();
                    } catch (err) {
                      notify({ type: 'error', message: errorText(err, t('work.feed.failed')) });
                    }
                  }}
                >
                  <Trash2 aria-hidden="true" className="h-3 w-3" />
                  {t('posts.delete')}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {confirmDialog}
    </div>
  );
}
