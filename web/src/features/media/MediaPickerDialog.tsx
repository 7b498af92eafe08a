import './texts.ts';
import type { MediaType } from '@krug/contract/media';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { useMediaList } from './api.ts';
import { MediaTile } from './MediaTile.tsx';

/** Picks photos and videos from my library (albums hold only those); answers their ids. */
export function MediaPickerDialog({
  open,
  onOpenChange,
  title,
  busy,
  onPick,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  busy?: boolean;
  onPick(ids: string[]): void;
}) {
  const { t } = useTranslation('media');
  const [type, setType] = useState<Extract<MediaType, 'image' | 'video'>>('image');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useMediaList(type, 'all', '');
  const files = list.data?.pages.flatMap((p) => p.media_files) ?? [];
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const change = (next: boolean) => {
    if (!next) setSelected(new Set());
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={title}
      description={t('albums.pickerHint')}
      size="lg"
      className="sm:max-h-[85vh]"
      footer={
        <>
          <span className="mr-auto self-center text-sm text-fg-subtle" aria-live="polite">
            {t('albums.selected', { n: selected.size })}
          </span>
          <button type="button" className={buttonClass('secondary')} onClick={() => change(false)}>
            {t('albums.cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={selected.size === 0 || busy}
            onClick={() => onPick([...selected])}
          >
            {t('albums.pickerAdd')}
          </button>
        </>
      }
    >
      <fieldset className="mb-3 inline-flex rounded-lg border border-line-strong bg-surface p-0.5">
        <legend className="sr-only">{t('media.view')}</legend>
        {(['image', 'video'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={type === k}
            onClick={() => setType(k)}
            className={`min-h-9 rounded-md px-3 text-sm ${type === k ? 'bg-primary text-white' : 'text-fg-subtle hover:bg-surface-muted'}`}
          >
            {t(k === 'image' ? 'media.images' : 'media.videos')}
          </button>
        ))}
      </fieldset>
      {list.isPending ? (
        <div className="grid grid-cols-3 gap-1 sm:grid-cols-5">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="aspect-square w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : files.length === 0 ? (
        <EmptyState title={t('albums.pickerEmpty')} />
      ) : (
        <ul className="grid grid-cols-3 gap-1 pb-2 sm:grid-cols-5">
          {files.map((f) => (
            <li key={f.id}>
              <MediaTile
                file={f}
                label={t('albums.selectItem', { name: f.original_filename })}
                selecting
                selected={selected.has(f.id)}
                onOpen={() => toggle(f.id)}
                onToggle={() => toggle(f.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('secondary', 'mb-2 w-full')}
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {t('albums.more')}
        </button>
      ) : null}
    </Dialog>
  );
}
