import './tree-texts.ts';
import { type TreePerson, TreePersonFields, type TreeRelation } from '@krug/contract/family-tree';
import { genderOfFirstName, type NameGender, surnameFor } from '@krug/contract/russian-names';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { MediaPickerDialog } from '../media/MediaPickerDialog.tsx';
import { UserSearch } from '../users/UserSearch.tsx';
import { useTreeMutations } from './tree-api.ts';

type Props = { familyId: string; anchor: TreePerson; onClose(): void } & (
  | { relation: TreeRelation; editing?: undefined }
  | { editing: true; relation?: undefined }
);

/**
 * Adds a parent, child, spouse or sibling of `anchor` — a record (name, dates, deceased) or an
 * invitation to an account — or, `editing`, changes a record's details (the family's PARENTs).
 */
export function AddRelativeDialog(props: Props) {
  const { familyId, anchor, onClose } = props;
  const { t } = useTranslation('familyTree');
  const { add, edit } = useTreeMutations(familyId);
  const source = props.editing ? anchor : null;
  const [mode, setMode] = useState<'record' | 'invite'>('record');
  const [first, setFirst] = useState(source?.first_name ?? '');
  const [gender, setGender] = useState(source?.gender ?? '');
  // A new relative takes the anchor's surname in the form for their gender until one is typed.
  const [typedLast, setLast] = useState<string | null>(source ? source.last_name : null);
  const last =
    typedLast ?? surnameFor(anchor.last_name, ((gender || null) as NameGender) ?? genderOfFirstName(first));
  const [birth, setBirth] = useState(source?.date_of_birth ?? '');
  const [death, setDeath] = useState(source?.date_of_death ?? '');
  const [deceased, setDeceased] = useState(source?.is_deceased ?? false);
  // The photo: undefined keeps the one the person has, null removes it, an id is a file of mine.
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = props.editing
    ? t('familyTree.edit')
    : `${t(`familyTree.add.${props.relation}`)}: ${anchor.first_name} ${anchor.last_name}`;
  const failed = (err: unknown) => setErrors({ form: errorText(err, t('familyTree.failed')) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = TreePersonFields.safeParse({
      first_name: first,
      last_name: last,
      gender: gender || null,
      date_of_birth: birth || null,
      date_of_death: death || null,
      is_deceased: deceased,
      ...(photo === undefined ? {} : { photo_media_id: photo }),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
      return;
    }
    setErrors({});
    if (props.editing)
      edit.mutate({ personId: anchor.id, ...parsed.data }, { onSuccess: onClose, onError: failed });
    else
      add.mutate(
        { anchor_id: anchor.id, relation: props.relation, person: parsed.data },
        { onSuccess: onClose, onError: failed },
      );
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={title}>
      {props.editing ? null : (
        <div className="mb-3 flex gap-2">
          {(['record', 'invite'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              className={buttonClass(mode === m ? 'primary' : 'secondary', 'min-h-11 flex-1')}
              onClick={() => setMode(m)}
            >
              {t(`familyTree.${m}`)}
            </button>
          ))}
        </div>
      )}
      {mode === 'invite' && props.relation ? (
        <div className="flex flex-col gap-2 pb-2">
          <UserSearch
            onPick={(u) =>
              add.mutate(
                { anchor_id: anchor.id, relation: props.relation, user_id: u.id },
                {
                  onSuccess: () => {
                    notify({ type: 'success', message: t('familyTree.invited') });
                    onClose();
                  },
                  onError: failed,
                },
              )
            }
          />
          {errors.form ? <p className="text-sm text-danger-fg">{errors.form}</p> : null}
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <Field
            label={t('familyTree.firstName')}
            value={first}
            onChange={(e) => setFirst(e.target.value)}
            error={errors.first_name}
          />
          <Field
            label={t('familyTree.lastName')}
            value={last}
            onChange={(e) => setLast(e.target.value)}
            error={errors.last_name}
          />
          <SelectField
            label={t('familyTree.gender')}
            value={gender}
            onChange={(e) => setGender(e.target.value)}
          >
            <option value="">{t('familyTree.genderUnknown')}</option>
            <option value="MALE">{t('familyTree.male')}</option>
            <option value="FEMALE">{t('familyTree.female')}</option>
          </SelectField>
          <div className="flex flex-wrap gap-3">
            <Field
              label={t('familyTree.birth')}
              type="date"
              value={birth}
              onChange={(e) => setBirth(e.target.value)}
              error={errors.date_of_birth}
            />
            <Field
              label={t('familyTree.death')}
              type="date"
              value={death}
              onChange={(e) => setDeath(e.target.value)}
              error={errors.date_of_death}
            />
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={deceased || !!death}
              onChange={(e) => setDeceased(e.target.checked)}
            />
            {t('familyTree.deceased')}
          </label>
          <PhotoChoice
            current={photo === undefined ? (source?.photo_url ?? null) : null}
            picked={typeof photo === 'string'}
            error={errors.photo_media_id}
            onPick={() => setPicking(true)}
            onRemove={() => setPhoto(null)}
          />
          {errors.form ? <p className="text-sm text-danger-fg">{errors.form}</p> : null}
          <div className="flex justify-end gap-2 pb-1">
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              {t('familyTree.cancel')}
            </button>
            <button
              type="submit"
              className={buttonClass('primary')}
              disabled={add.isPending || edit.isPending}
            >
              {t('familyTree.save')}
            </button>
          </div>
        </form>
      )}
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={t('familyTree.photo')}
        onPick={(ids) => {
          if (ids[0]) setPhoto(ids[0]);
          setPicking(false);
        }}
      />
    </Dialog>
  );
}

/** «Фото»: the person's photo now, a file chosen from my library, or none; choose or remove. */
function PhotoChoice(props: {
  current: string | null;
  picked: boolean;
  error?: string | undefined;
  onPick(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('familyTree');
  const has = props.picked || !!props.current;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{t('familyTree.photo')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {props.current ? (
          <img src={props.current} alt="" className="h-12 w-12 rounded-full object-cover" />
        ) : (
          <span className="text-sm text-fg-subtle">
            {props.picked ? t('familyTree.photoPicked') : t('familyTree.noPhoto')}
          </span>
        )}
        <button type="button" className={buttonClass('secondary', 'min-h-11')} onClick={props.onPick}>
          {has ? t('familyTree.changePhoto') : t('familyTree.pickPhoto')}
        </button>
        {has ? (
          <button type="button" className={buttonClass('ghost', 'min-h-11')} onClick={props.onRemove}>
            {t('familyTree.removePhoto')}
          </button>
        ) : null}
      </div>
      {props.error ? <p className="text-sm text-danger-fg">{props.error}</p> : null}
    </fieldset>
  );
}
