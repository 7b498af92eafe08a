import './texts.ts';
import type { MediaFile } from '@krug/contract/media';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { mediaItems } from '../../ui/lightbox-items.ts';
import { MediaImage } from '../../ui/MediaImage.tsx';
import { useOnThisDay } from './api.ts';

/**
 * «В этот день» (issue 34 §3): the user's own posts, journal entries and photos from this day of
 * earlier years. `card`: on the wall, shown only when there is something.
 */
export function OnThisDay({ card = false }: { card?: boolean }) {
  const { t } = useTranslation('journal');
  const memories = useOnThisDay();
  const [open, setOpen] = useState<{ files: MediaFile[]; index: number } | null>(null);
  const years = memories.data?.years ?? [];
  if (card && years.length === 0) return null;
  return (
    <section
      aria-label={t('journal.onThisDay')}
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <History aria-hidden="true" className="h-4 w-4" />
        {t('journal.onThisDay')}
      </h2>
      {memories.isSuccess && years.length === 0 ? (
        <p className="mt-1 text-sm text-fg-subtle">{t('journal.onThisDayEmpty')}</p>
      ) : null}
      {years.map((y) => (
        <article key={y.year} className="mt-3" aria-label={String(y.year)}>
          <h3 className="text-sm font-semibold text-primary-strong">{y.year}</h3>
          {y.posts.map((p) => (
            <p key={p.id} className="mt-1 line-clamp-3 text-sm">
              <span className="text-fg-faint">{t('journal.post')}: </span>
              {p.content}
            </p>
          ))}
          {y.entries.map((e) => (
            <p key={e.id} className="mt-1 line-clamp-3 text-sm">
              <span className="text-fg-faint">{formatDate(e.entry_date)}: </span>
              {e.content}
            </p>
          ))}
          {y.photos.length > 0 ? (
            <ul className="mt-2 grid grid-cols-4 gap-1 sm:grid-cols-6">
              {y.photos.map((f, i) => (
                <li key={f.id}>
                  <button
                    type="button"
                    className="block aspect-square w-full overflow-hidden rounded-md bg-surface-sunken"
                    aria-label={t('journal.photo', { n: i + 1 })}
                    onClick={() => setOpen({ files: y.photos, index: i })}
                  >
                    <MediaImage media={f} sizes="96px" alt="" className="h-full w-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </article>
      ))}
      <Lightbox
        items={open ? mediaItems(open.files) : []}
        index={open?.index ?? null}
        onIndexChange={(index) => setOpen((o) => (o ? { ...o, index } : o))}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
