import './texts.ts';
import {
  JOURNAL_VISIBILITIES,
  type JournalEntry,
  JournalEntryBody,
  type JournalVisibility,
  MOODS,
  type Mood,
} from '@krug/contract/journal';
import { ImagePlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { today } from '../home/week.ts';
import { MediaPickerDialog } from '../media/MediaPickerDialog.tsx';
import { useJournalMutations } from './api.ts';

/** Writes a new entry, or edits `entry` (its author). */
export function EntryForm({ entry, onDone }: { entry?: JournalEntry; onDone?(): void }) {
  const { t } = useTranslation('journal');
  const { create, update } = useJournalMutations();
  const [content, setContent] = useState(entry?.content ?? '');
  const [date, setDate] = useState(entry?.entry_date ?? today());
  const [mood, setMood] = useState<Mood | ''>(entry?.mood ?? '');
  const [tags, setTags] = useState(entry?.tags.join(', ') ?? '');
  const [visibility, setVisibility] = useState<JournalVisibility>(entry?.visibility ?? 'ONLY_ME');
  const [photos, setPhotos] = useState<string[]>(entry?.media_files.map((f) => f.id) ?? []);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      content,
      entry_date: date,
      mood: mood || null,
      visibility,
      family_id: entry?.family_id ?? null,
      tags: tags
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      media_ids: photos,
    };
    const parsed = JournalEntryBody.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    const done = {
      onSuccess: () => {
        if (!entry) {
          setContent('');
          setTags('');
          setMood('');
          setPhotos([]);
        }
        onDone?.();
      },
      onError: (err: unknown) => setError(errorText(err, t('journal.failed'))),
    };
    if (entry) update.mutate({ id: entry.id, ...body }, done);
    else create.mutate(body, done);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate aria-label={t('journal.write')}>
      <label className="flex flex-col gap-1 text-sm font-medium text-fg-muted">
        {t('journal.content')}
        <textarea
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={4}
          aria-invalid={error ? true : undefined}
          className="rounded-lg border border-line-strong bg-surface px-3 py-2 font-normal text-fg"
        />
      </label>
      <div className="flex flex-wrap gap-3">
        <Field label={t('journal.date')} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <SelectField
          label={t('journal.mood')}
          value={mood}
          onChange={(e) => setMood(e.target.value as Mood | '')}
        >
          <option value="">{t('journal.noMood')}</option>
          {MOODS.map((m) => (
            <option key={m} value={m}>
              {t(`journal.moods.${m}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('journal.visibility')}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as JournalVisibility)}
        >
          {JOURNAL_VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {t(`journal.visibilities.${v}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Field label={t('journal.tags')} value={tags} onChange={(e) => setTags(e.target.value)} />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-11')}
          onClick={() => setPicking(true)}
        >
          <ImagePlus aria-hidden="true" className="h-4 w-4" />
          {t('journal.addPhotos')}
        </button>
        {photos.length > 0 ? (
          <span className="text-sm text-fg-subtle">{t('journal.photosChosen', { n: photos.length })}</span>
        ) : null}
        {error ? (
          <p role="alert" className="w-full text-sm text-danger-fg">
            {error}
          </p>
        ) : null}
        <div className="ml-auto flex gap-2">
          {entry ? (
            <button type="button" className={buttonClass('secondary')} onClick={onDone}>
              {t('journal.cancel')}
            </button>
          ) : null}
          <button type="submit" className={buttonClass('primary')} disabled={pending}>
            {t('journal.save')}
          </button>
        </div>
      </div>
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={t('journal.photos')}
        onPick={(ids) => {
          setPhotos((prev) => [...new Set([...prev, ...ids])].slice(0, 10));
          setPicking(false);
        }}
      />
    </form>
  );
}
