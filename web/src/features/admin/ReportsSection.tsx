import * as Tabs from '@radix-ui/react-tabs';
import './texts.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { ReportCard } from './ReportCard.tsx';
import { useReportsQueue } from './use-admin-lists.ts';

function Queue({ status }: { status: 'open' | 'resolved' }) {
  const { t } = useTranslation('admin');
  const reports = useReportsQueue(status);
  const rows = reports.data?.pages.flatMap((p) => p.items) ?? [];
  if (reports.isPending) return <ListSkeleton label={t('loading')} />;
  if (reports.isError) return <ErrorState error={reports.error} onRetry={() => void reports.refetch()} />;
  if (rows.length === 0)
    return status === 'open' ? (
      <EmptyState title={t('reports.empty')} text={t('reports.emptyText')} />
    ) : (
      <EmptyState title={t('reports.emptyResolved')} />
    );
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {rows.map((r) => (
          <ReportCard key={r.id} report={r} />
        ))}
      </ul>
      {reports.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11 self-center')}
          disabled={reports.isFetchingNextPage}
          onClick={() => void reports.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
    </div>
  );
}

/** The report queue (CONTRACT §8): open and resolved, each report with the thing in its context. */
export function ReportsSection() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const trigger =
    'inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium text-fg-subtle hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg';
  return (
    <Tabs.Root
      value={status}
      onValueChange={(v) => setParams(v === 'resolved' ? { status: 'resolved' } : {}, { replace: true })}
      className="rounded-2xl bg-surface shadow-sm ring-1 ring-line"
    >
      <Tabs.List aria-label={t('reports.tabs')} className="flex border-b border-line px-2">
        <Tabs.Trigger value="open" className={trigger}>
          {t('reports.open')}
        </Tabs.Trigger>
        <Tabs.Trigger value="resolved" className={trigger}>
          {t('reports.resolved')}
        </Tabs.Trigger>
      </Tabs.List>
      <div className="p-3 sm:p-4">
        <Tabs.Content value="open">{status === 'open' ? <Queue status="open" /> : null}</Tabs.Content>
        <Tabs.Content value="resolved">
          {status === 'resolved' ? <Queue status="resolved" /> : null}
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
