import './texts.ts';
import type { Organization } from '@krug/contract/work';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { useDepartments } from './api.ts';
import { OrgPostCard } from './OrgPostCard.tsx';
import { OrgPostComposer } from './OrgPostComposer.tsx';
import { fetchOrgPosts } from './org-api.ts';

/**
 * The organization feed (02 §2.15): composer with a 5000 counter, clear and photos; posts with
 * photos, likes, comments and delete; two empty states.
 */
export function OrgFeed({ org, departmentId }: { org: Organization; departmentId?: string | null }) {
  const { t } = useTranslation(['work', 'posts']);
  const queryClient = useQueryClient();
  const key = ['work', 'posts', org.id, departmentId ?? 'all'];
  const posts = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchOrgPosts(org.id, departmentId ?? null, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['work', 'posts', org.id] });
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
        <OrgPostComposer orgId={org.id} departmentId={departmentId ?? null} onPublished={refresh} />
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
          <OrgPostCard key={p.id} post={p} department={deptOf(p.department_id)} onChanged={refresh} />
        ))}
      </ul>
    </div>
  );
}
