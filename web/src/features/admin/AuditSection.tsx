import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@krug/contract/audit';
import './texts.ts';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { buttonClass, SelectField } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { useAudit } from './use-admin-lists.ts';

const isAction = (v: string | null): v is AuditAction =>
  !!v && (AUDIT_ACTIONS as readonly string[]).includes(v);

/** An entry's details as «key: value» pairs (the email tried, the new role, the reason). */
const detailsText = (details: AuditEntry['details']) =>
  Object.entries(details)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');

function Entry({ entry, onActor }: { entry: AuditEntry; onActor(id: string, name: string): void }) {
  const { t } = useTranslation('admin');
  const actor = entry.actor;
  return (
    <li className="flex flex-col gap-0.5 py-2.5 text-sm" data-testid="audit-entry">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium text-fg">{t(`actions.${entry.action}`)}</span>
        <span className="text-xs text-fg-faint">{formatDateTime(entry.at)}</span>
      </p>
      <p className="text-xs text-fg-subtle">
        {actor?.id ? (
          <button
            type="button"
            className="font-medium text-primary-fg underline"
            aria-label={t('audit.filterByActor', { name: actor.name })}
            onClick={() => onActor(actor.id as string, actor.name)}
          >
            {actor.name}
          </button>
        ) : (
          <span>{actor?.name || t('audit.nobody')}</span>
        )}
        {entry.ip ? ` · ${t('audit.ip', { ip: entry.ip })}` : null}
        {entry.target_type && entry.target_id
          ? ` · ${t('audit.target', { type: entry.target_type, id: entry.target_id.slice(0, 8) })}`
          : null}
      </p>
      {Object.keys(entry.details).length ? (
        <p className="break-all text-xs text-fg-faint">{detailsText(entry.details)}</p>
      ) : null}
    </li>
  );
}

/** The audit log (CONTRACT §8), newest first, filtered by action and by who did it (in the URL). */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const actorId = params.get('actor') ?? undefined;
  const actorName = params.get('actor_name');
  const audit = useAudit({ action: isAction(action) ? action : undefined, actorId });
  const rows = audit.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('audit.action')}
          value={isAction(action) ? action : ''}
          onChange={(e) => set({ action: e.target.value || null })}
        >
          <option value="">{t('audit.allActions')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`actions.${a}`)}
            </option>
          ))}
        </SelectField>
        {actorId ? (
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-11')}
            onClick={() => set({ actor: null, actor_name: null })}
          >
            {t('audit.actor', { name: actorName ?? actorId })}
            <X aria-label={t('audit.clearActor')} className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      {audit.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : audit.isError ? (
        <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('audit.empty')} text={t('audit.emptyText')} />
      ) : (
        <ul className="divide-y divide-line">
          {rows.map((e) => (
            <Entry key={e.id} entry={e} onActor={(id, name) => set({ actor: id, actor_name: name })} />
          ))}
        </ul>
      )}
      {audit.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11 self-center')}
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
    </section>
  );
}
