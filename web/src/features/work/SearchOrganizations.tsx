import './texts.ts';
import { INDUSTRIES, ORG_TYPES } from '@krug/contract/work';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLabel } from '../../i18n/labels.ts';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { requestToJoin, searchOrganizations, workKeys } from './api.ts';
import { JoinRequestDialog } from './JoinRequestDialog.tsx';

interface Result {
  id: string;
  name: string;
  organization_type: string;
  industry: string;
  description: string;
  address_city: string | null;
  member_count: number;
  logo_url: string | null;
  user_is_member: boolean;
  user_has_pending_request: boolean;
}

/** Organization search (02 §2.4, §2.16): query with type, industry and city; Enter searches; Join sends a real request. */
export function SearchOrganizations() {
  const { t } = useTranslation('work');
  const label = useLabel();
  const queryClient = useQueryClient();
  const [q, setQ] = useState({ query: '', organization_type: '', industry: '', city: '' });
  const [results, setResults] = useState<Result[] | null>(null);
  const search = useMutation({
    mutationFn: () =>
      searchOrganizations({
        query: q.query,
        organization_type: ORG_TYPES.find((x) => x === q.organization_type) ?? null,
        industry: q.industry || null,
        city: q.city || null,
      }),
    onSuccess: (d) => setResults(d.organizations),
  });
  const [asking, setAsking] = useState<Result | null>(null);
  const join = async (id: string, message: string | null) => {
    try {
      await requestToJoin(id, message);
      notify({ type: 'success', message: t('work.requested') });
      setResults((r) => r?.map((x) => (x.id === id ? { ...x, user_has_pending_request: true } : x)) ?? null);
      void queryClient.invalidateQueries({ queryKey: workKeys.myRequests });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, 'Ошибка при отправке запроса') });
    }
  };
  return (
    <section aria-labelledby="org-search" className="flex flex-col gap-4">
      <h1 id="org-search" className="text-xl font-semibold">
        {t('work.search')}
      </h1>
      <form
        className="flex flex-wrap items-end gap-2 rounded-2xl bg-surface p-4 ring-1 ring-line"
        onSubmit={(e) => {
          e.preventDefault();
          if (q.query.trim()) search.mutate();
        }}
      >
        <Field
          wrapperClassName="flex-1"
          label={t('work.query')}
          value={q.query}
          onChange={(e) => setQ({ ...q, query: e.target.value })}
        />
        <SelectField
          label={t('work.type')}
          value={q.organization_type}
          onChange={(e) => setQ({ ...q, organization_type: e.target.value })}
        >
          <option value="">{t('work.anyType')}</option>
          {ORG_TYPES.map((o) => (
            <option key={o} value={o}>
              {label('orgType', o)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('work.fields.industry')}
          value={q.industry}
          onChange={(e) => setQ({ ...q, industry: e.target.value })}
        >
          <option value="">{t('work.anyType')}</option>
          {INDUSTRIES.map((o) => (
            <option key={o} value={o}>
              {label('industry', o)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('work.fields.city')}
          value={q.city}
          onChange={(e) => setQ({ ...q, city: e.target.value })}
        />
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={!q.query.trim() || search.isPending}
        >
          {t('work.find')}
        </button>
      </form>
      {search.isPending ? (
        <ListSkeleton rows={3} />
      ) : search.isError ? (
        <ErrorState error={search.error} title={t('work.searchFailed')} onRetry={() => search.mutate()} />
      ) : results === null ? null : results.length === 0 ? (
        <EmptyState icon={<Building2 />} title={t('work.noResults')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {results.map((o) => (
            <li
              key={o.id}
              className="flex items-center justify-between gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line"
            >
              <Avatar src={o.logo_url} name={o.name} size="lg" shape="square" />
              <div className="min-w-0 flex-1">
                <Link to={`/organizations/org-public?id=${o.id}`} className="font-semibold hover:underline">
                  {o.name}
                </Link>
                <p className="text-sm text-fg-subtle">
                  {label('orgType', o.organization_type)} · {label('industry', o.industry)}{' '}
                  {o.address_city ? `· ${o.address_city}` : ''} · {t('work.members', { n: o.member_count })}
                </p>
              </div>
              {o.user_is_member ? (
                <Link to={`/organizations/org-profile?id=${o.id}`} className={buttonClass('secondary')}>
                  {t('work.member')}
                </Link>
              ) : (
                <button
                  type="button"
                  className={buttonClass('primary', 'min-w-44 whitespace-nowrap')}
                  disabled={o.user_has_pending_request}
                  onClick={() => setAsking(o)}
                >
                  {o.user_has_pending_request ? t('work.requested') : t('work.join')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <JoinRequestDialog
        orgName={asking?.name ?? ''}
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        onSend={(message) => (asking ? join(asking.id, message) : Promise.resolve())}
      />
    </section>
  );
}
