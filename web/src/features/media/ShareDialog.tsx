import './texts.ts';
import type { ShareOption } from '@krug/contract/albums';
import { Home, MessagesSquare, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useAlbumMutations, useAlbumShares } from './albums-api.ts';

const ICONS = { family: Users, household: Home, chat_group: MessagesSquare } as const;
const keyOf = (o: Pick<ShareOption, 'kind' | 'id'>) => `${o.kind}:${o.id}`;

/** «Кто видит альбом»: my families, household and chat groups as checkboxes, with their sizes. */
export function ShareDialog({
  albumId,
  open,
  onOpenChange,
}: {
  albumId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('media');
  const shares = useAlbumShares(albumId, open);
  const { setShares } = useAlbumMutations();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const options = shares.data?.options;
  useEffect(() => {
    if (options) setChecked(new Set(options.filter((o) => o.shared).map(keyOf)));
  }, [options]);

  const toggle = (key: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const save = async () => {
    const targets = (options ?? [])
      .filter((o) => checked.has(keyOf(o)))
      .map(({ kind, id }) => ({ kind, id }));
    try {
      await setShares.mutateAsync({ id: albumId, body: { targets } });
      notify({ type: 'success', message: t('albums.shareSaved') });
      onOpenChange(false);
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('albums.loadFailed')) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('albums.shareTitle')}
      description={t('albums.shareHint')}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={() => onOpenChange(false)}>
            {t('albums.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={save}
            disabled={!options || setShares.isPending}
          >
            {t('albums.submitSave')}
          </button>
        </>
      }
    >
      {shares.isPending ? (
        <ListSkeleton rows={3} />
      ) : shares.isError ? (
        <ErrorState error={shares.error} onRetry={() => void shares.refetch()} />
      ) : options && options.length === 0 ? (
        <p className="text-sm text-fg-subtle">{t('albums.noCircles')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {options?.map((o) => {
            const Icon = ICONS[o.kind];
            const key = keyOf(o);
            return (
              <li key={key}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-surface-muted">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-primary"
                    checked={checked.has(key)}
                    onChange={() => toggle(key)}
                  />
                  <Icon aria-hidden="true" className="h-5 w-5 text-fg-faint" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{o.name}</span>
                    <span className="block text-xs text-fg-subtle">
                      {t(`albums.shareKinds.${o.kind}`)} · {t('albums.members', { n: o.member_count })}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
