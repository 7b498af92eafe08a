import './texts.ts';
import type { JournalEntry } from '@krug/contract/journal';
import { BookHeart, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { mediaItems } from '../../ui/lightbox-items.ts';
import { PhotoGrid } from '../../ui/PhotoGrid.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useJournal, useJournalMutations } from './api.ts';
import { EntryForm } from './EntryForm.tsx';
import { OnThisDay } from './OnThisDay.tsx';

function EntryCard({ entry }: { entry: JournalEntry }) {
  const { t } = useTranslation('journal');
  const { remove } = useJournalMutations();
  const [ask, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState(false);
  const [photo, setPhoto] = useState<number | null>(null);
  const del = async () => {
    const ok = await ask({
      title: t('journal.delete'),
      description: t('journal.deleteConfirm', { date: formatDate(entry.entry_date) }),
      confirmLabel: t('journal.delete'),
      destructive: true,
    });
    if (ok)
      remove.mutate(entry.id, {
        onError: (err) => notify({ type: 'error', message: errorText(err, t('journal.failed')) }),
      });
  };
  return (
    <article
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
      aria-label={formatDate(entry.entry_date)}
    >
      <header className="flex flex-wrap items-center gap-2 text-sm text-fg-subtle">
        <time dateTime={entry.entry_date} className="font-semibold text-fg">
          {formatDate(entry.entry_date)}
        </time>
        {entry.mood ? <span>· {t(`journal.moods.${entry.mood}`)}</span> : null}
        <span>· {t(`journal.visibilities.${entry.visibility}`)}</span>
        {entry.can_edit ? null : (
          <span>
            · {entry.author.first_name} {entry.author.last_name}
          </span>
        )}
        {entry.can_edit && !editing ? (
          <span className="ml-auto flex">
            <button
              type="button"
              className={buttonClass('ghost', 'h-11 w-11 px-0')}
              aria-label={t('journal.edit')}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'h-11 w-11 px-0')}
              aria-label={t('journal.delete')}
              onClick={() => void del()}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          </span>
        ) : null}
      </header>
      {editing ? (
        <div className="mt-3">
          <EntryForm entry={entry} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <>
          <p className="mt-2 whitespace-pre-wrap">{entry.content}</p>
          {entry.tags.length > 0 ? (
            <p className="mt-2 text-sm text-primary-strong">{entry.tags.map((x) => `#${x}`).join(' ')}</p>
          ) : null}
          <PhotoGrid
            images={entry.media_files}
            onOpen={setPhoto}
            label={(_, i) => t('journal.photo', { n: i + 1 })}
          />
          <Lightbox
            items={mediaItems(entry.media_files)}
            index={photo}
            onIndexChange={setPhoto}
            onClose={() => setPhoto(null)}
          />
        </>
      )}
      {confirmDialog}
    </article>
  );
}

/** The Journal module's own page (issue 34 §3): write, read (own and the family's shared), «В этот день». */
export function JournalPage() {
  const { t } = useTranslation('journal');
  const [author, setAuthor] = useState<'me' | 'all'>('all');
  const journal = useJournal(author);
  const entries = journal.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('journal.title')}</h1>
      <OnThisDay />
      <section className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
        <h2 className="mb-2 font-semibold">{t('journal.write')}</h2>
        <EntryForm />
      </section>
      <div className="flex gap-2">
        {(['all', 'me'] as const).map((a) => (
          <button
            key={a}
            type="button"
            aria-pressed={author === a}
            className={buttonClass(author === a ? 'primary' : 'secondary', 'min-h-11')}
            onClick={() => setAuthor(a)}
          >
            {t(`journal.${a === 'me' ? 'mine' : 'all'}`)}
          </button>
        ))}
      </div>
      {journal.isPending ? (
        <Skeleton lines={3} className="h-24 w-full rounded-2xl" />
      ) : journal.isError ? (
        <ErrorState error={journal.error} onRetry={() => void journal.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState icon={<BookHeart />} title={t('journal.empty')} />
      ) : (
        entries.map((e) => <EntryCard key={e.id} entry={e} />)
      )}
      {journal.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('secondary', 'self-center')}
          disabled={journal.isFetchingNextPage}
          onClick={() => void journal.fetchNextPage()}
        >
          {t('journal.more')}
        </button>
      ) : null}
    </div>
  );
}
