import './texts.ts';
import { CreateListBody, LIST_KINDS, type ListKind } from '@krug/contract/home';
import { ListChecks, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { type Circle, useListMutations, useLists } from './api.ts';
import { ListView } from './ListView.tsx';

/** The circle's lists, or one of them opened (`openId`). */
export function ListsPanel({
  circle,
  openId,
  onOpen,
}: {
  circle: Circle;
  openId: string | null;
  onOpen(id: string | null): void;
}) {
  const { t } = useTranslation('home');
  const lists = useLists(circle);
  const { create } = useListMutations(circle);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<ListKind>('shopping');
  const [error, setError] = useState<string | null>(null);
  if (openId) return <ListView circle={circle} listId={openId} onBack={() => onOpen(null)} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = CreateListBody.safeParse({ title, kind });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (list) => {
        setTitle('');
        onOpen(list.id);
      },
      onError: (err) => setError(errorText(err, t('home.failed'))),
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
        <Field
          label={t('home.listTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={error ?? undefined}
          wrapperClassName="min-w-48 flex-1"
        />
        <SelectField
          label={t('home.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as ListKind)}
        >
          {LIST_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`home.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClass('primary', 'min-h-11')} disabled={create.isPending}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('home.newList')}
        </button>
      </form>
      {lists.isPending ? (
        <ListSkeleton rows={3} />
      ) : lists.isError ? (
        <ErrorState error={lists.error} onRetry={() => void lists.refetch()} />
      ) : lists.data.length === 0 ? (
        <EmptyState icon={<ListChecks />} title={t('home.noLists')} />
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl ring-1 ring-line">
          {lists.data.map((l) => (
            <li key={l.id}>
              <button
                type="button"
                onClick={() => onOpen(l.id)}
                className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2 text-left hover:bg-surface-sunken"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">{l.title}</span>
                  <span className="text-xs text-fg-faint">{t(`home.kinds.${l.kind}`)}</span>
                </span>
                <span className="shrink-0 text-sm text-fg-subtle">
                  {t('home.counts', { checked: l.checked_count, n: l.item_count })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
