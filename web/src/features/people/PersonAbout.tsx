import { PROFILE_ABOUT_MAX_LENGTH } from '@krug/contract/limits';
import { AboutBody, type PersonPage } from '@krug/contract/people';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useProfileDetails } from './profile-api.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

const card = 'rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line';

/** The editor of one's own «О себе»: a textarea with a counter; the contract's rule checks it first. */
function AboutEditor({ person, onDone }: { person: PersonPage; onDone(): void }) {
  const { t } = useTranslation('people');
  const { about } = useProfileDetails(person.id);
  const [text, setText] = useState(person.about ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const length = text.trim().length;
  const tooLong = length > PROFILE_ABOUT_MAX_LENGTH;
  const save = async () => {
    const parsed = AboutBody.safeParse({ about: text });
    if (!parsed.success) {
      setProblem(t('profile.about.tooLong', { max: PROFILE_ABOUT_MAX_LENGTH }));
      return;
    }
    setProblem(null);
    try {
      await about.mutateAsync(text);
      notify({ type: 'success', message: t('profile.about.saved') });
      onDone();
    } catch (err) {
      setProblem(errorText(err, t('profile.about.failed')));
    }
  };
  const error = problem ?? (tooLong ? t('profile.about.tooLong', { max: PROFILE_ABOUT_MAX_LENGTH }) : null);
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('profile.about.label')}
      </label>
      <textarea
        id={id}
        rows={4}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the person's own click
        autoFocus
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className="min-h-28 rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20 aria-[invalid=true]:border-danger sm:text-sm"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          id={`${id}-count`}
          className={`text-xs ${tooLong ? 'font-medium text-danger-fg' : 'text-fg-subtle'}`}
        >
          {t('profile.about.counter', { count: length, max: PROFILE_ABOUT_MAX_LENGTH })}
        </span>
        <div className="flex gap-2">
          <button type="button" className={buttonClass('ghost', 'min-h-11')} onClick={onDone}>
            {t('profile.about.cancel')}
          </button>
          <button
            type="submit"
            className={buttonClass('primary', 'min-h-11')}
            disabled={about.isPending || tooLong}
          >
            {t('profile.about.save')}
          </button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-fg">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** «О себе» (issue 32 item 14): the text as written; on one's own page an inline editor. Hidden when empty on others' pages. */
export function PersonAbout({ person }: { person: PersonPage }) {
  const { t } = useTranslation('people');
  const [editing, setEditing] = useState(false);
  const own = person.relation.is_self;
  if (!own && !person.about) return null;
  return (
    <section aria-labelledby="person-about" className={card}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="person-about" className="text-sm font-semibold">
          {t('profile.about.title')}
        </h2>
        {own && !editing && person.about ? (
          <button
            type="button"
            className={buttonClass('ghost', 'min-h-11 -my-2 -mr-2')}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('profile.about.edit')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <AboutEditor person={person} onDone={() => setEditing(false)} />
      ) : person.about ? (
        <p className="text-sm break-words whitespace-pre-line text-fg">{person.about}</p>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-fg-subtle">{t('profile.about.empty')}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-11')}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('profile.about.add')}
          </button>
        </div>
      )}
    </section>
  );
}
