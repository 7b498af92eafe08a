import './texts.ts';
import { AddItemBody, type ListItem } from '@krug/contract/home';
import { ArrowDown, ArrowLeft, ArrowUp, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { type Circle, useList, useListMutations } from './api.ts';

const nameOf = (p: { first_name: string; last_name: string } | null) =>
  p ? `${p.first_name} ${p.last_name}`.trim() : '';

/** One shared list: add, tick, reorder and remove items; other members' changes arrive live. */
export function ListView({ circle, listId, onBack }: { circle: Circle; listId: string; onBack(): void }) {
  const { t } = useTranslation('home');
  const list = useList(circle, listId);
  const m = useListMutations(circle, listId);
  const [ask, confirmDialog] = useConfirm();
  const [text, setText] = useState('');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A tick shows at once (state set in the click itself) until the server's answer replaces it.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const tick = (id: string, checked: boolean) => {
    setTicks((t) => ({ ...t, [id]: checked }));
    m.updateItem.mutate(
      { itemId: id, checked },
      { onError: fail, onSettled: () => setTicks(({ [id]: _done, ...rest }) => rest) },
    );
  };
  const fail = (err: unknown) => notify({ type: 'error', message: errorText(err, t('home.failed')) });
  if (list.isPending) return <ListSkeleton rows={4} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { items } = list.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = AddItemBody.safeParse({ text, quantity });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    m.addItem.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setQuantity('');
      },
      onError: (err) => setError(errorText(err, t('home.failed'))),
    });
  };
  const move = (item: ListItem, index: number, by: -1 | 1) => {
    // Before the item `by` places away: up is before the previous one, down is before the one after next.
    const before = by === -1 ? items[index - 1] : items[index + 2];
    m.moveItem.mutate({ itemId: item.id, before_id: before?.id ?? null }, { onError: fail });
  };
  const removeList = async () => {
    const ok = await ask({
      title: t('home.deleteList'),
      description: t('home.deleteListConfirm', { title: list.data.list.title }),
      confirmLabel: t('home.deleteList'),
      destructive: true,
    });
    if (ok) m.remove.mutate(listId, { onSuccess: onBack, onError: fail });
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" className={buttonClass('ghost', 'min-h-11')} onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('home.back')}
        </button>
        {list.data.list.can_delete ? (
          <button
            type="button"
            className={buttonClass('ghost', 'min-h-11')}
            onClick={() => void removeList()}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('home.deleteList')}
          </button>
        ) : null}
      </div>
      <h2 className="text-lg font-semibold">{list.data.list.title}</h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
        <Field
          label={t('home.itemText')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error ?? undefined}
          wrapperClassName="min-w-48 flex-1"
        />
        <Field
          label={t('home.quantity')}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          wrapperClassName="w-28"
        />
        <button type="submit" className={buttonClass('primary', 'min-h-11')} disabled={m.addItem.isPending}>
          {t('home.add')}
        </button>
      </form>
      {items.length === 0 ? <p className="text-sm text-fg-subtle">{t('home.noItems')}</p> : null}
      <ul
        className="flex flex-col divide-y divide-line rounded-xl ring-1 ring-line"
        aria-label={list.data.list.title}
      >
        {items.map((item, i) => (
          <li key={item.id} className="flex items-center gap-3 px-3 py-2" data-testid="list-item">
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-primary"
              checked={ticks[item.id] ?? item.checked}
              aria-label={item.text}
              onChange={(e) => tick(item.id, e.target.checked)}
            />
            <div className="min-w-0 flex-1">
              <p className={item.checked ? 'text-fg-faint line-through' : ''}>
                {item.text}
                {item.quantity ? <span className="ml-2 text-sm text-fg-subtle">{item.quantity}</span> : null}
              </p>
              <p className="text-xs text-fg-faint">
                {item.checked && item.checked_by
                  ? t('home.checkedBy', { name: nameOf(item.checked_by) })
                  : item.added_by
                    ? t('home.addedBy', { name: nameOf(item.added_by) })
                    : null}
              </p>
            </div>
            <button
              type="button"
              className={buttonClass('ghost', 'h-11 w-11 px-0')}
              aria-label={t('home.moveUp', { text: item.text })}
              disabled={i === 0}
              onClick={() => move(item, i, -1)}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'h-11 w-11 px-0')}
              aria-label={t('home.moveDown', { text: item.text })}
              disabled={i === items.length - 1}
              onClick={() => move(item, i, 1)}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'h-11 w-11 px-0')}
              aria-label={t('home.removeItem', { text: item.text })}
              onClick={() => m.removeItem.mutate(item.id, { onError: fail })}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      {confirmDialog}
    </div>
  );
}
