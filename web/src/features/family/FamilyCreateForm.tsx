import '../invitations/texts.ts';
import './texts.ts';
import { FAMILY_TEXTS, RELATIONSHIPS, type Relationship, type UserSearchResult } from '@krug/contract/family';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import {
  type FieldArrayPath,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormReturn,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useUser } from '../auth/session.tsx';
import { UserSearch } from '../users/UserSearch.tsx';
import { useCreateFamily } from './api.ts';
import { buildMembers, defaultSurname, type PersonRow } from './build-members.ts';

interface FormValues {
  name: string;
  description: string;
  spouse: PersonRow;
  children: PersonRow[];
  parents: PersonRow[];
}
const row = (): PersonRow => ({ first_name: '', last_name: '', date_of_birth: '' });

/** The family status form (spec §2, §5), shown when the user has no family or creates another. */
export function FamilyCreateForm({ onCreated }: { onCreated?: () => void }) {
  const { t } = useTranslation(['family', 'invitations']);
  const user = useUser();
  const create = useCreateFamily();
  const form = useForm<FormValues>({
    defaultValues: {
      name: `${t('family.defaultNamePrefix')} ${user.last_name}`.trim(),
      description: '',
      spouse: row(),
      children: [],
      parents: [],
    },
  });
  // A Krug user's relationship is a required choice with nothing preselected (issue 32 item 3).
  const [kin, setKin] = useState<{ user: UserSearchResult; relationship: Relationship | '' }[]>([]);
  const [kinUnset, setKinUnset] = useState(false);
  const children = useFieldArray({ control: form.control, name: 'children' });
  const parents = useFieldArray({ control: form.control, name: 'parents' });

  const submit = form.handleSubmit(async (values) => {
    if (kin.some((k) => !k.relationship)) {
      setKinUnset(true);
      return;
    }
    try {
      await create.mutateAsync({
        name: values.name,
        description: values.description,
        privacy_level: 'PRIVATE',
        members: [
          ...buildMembers(values, user.last_name),
          ...kin.flatMap((k) =>
            k.relationship ? [{ user_id: k.user.id, relationship: k.relationship }] : [],
          ),
        ],
      });
      notify({ type: 'success', message: t('family.created'), milestone: true });
      // Registered relatives are invited; they join when they accept.
      if (kin.length > 0) notify({ type: 'info', message: t('invitations.sent') });
      onCreated?.();
    } catch (err) {
      notify({ type: 'error', message: `Error: ${errorText(err, t('family.createFailed'))}` });
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line"
    >
      <div>
        <h1 className="text-xl font-semibold">{t('family.statusTitle')}</h1>
        <p className="mt-1 text-sm text-fg-subtle">{t('family.statusIntro')}</p>
      </div>
      <Field
        label={t('family.familyName')}
        error={form.formState.errors.name?.message}
        {...form.register('name', { validate: (v) => v.trim() !== '' || FAMILY_TEXTS.nameRequired })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="family-description" className="text-sm font-medium text-fg-muted">
          {t('family.description')}
        </label>
        <textarea
          id="family-description"
          rows={2}
          className="rounded-lg border border-line-strong px-3 py-2"
          {...form.register('description')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t('family.spouse')}</legend>
        <p className="text-xs text-fg-faint">{t('familyHome.spouseHint')}</p>
        <PersonFields prefix="spouse" form={form} />
      </fieldset>
      <p className="text-xs text-fg-faint">{t('familyHome.kinHint', { surname: user.last_name })}</p>
      <PeopleList
        title={t('family.children')}
        add={t('family.addChild')}
        array={children}
        name="children"
        form={form}
      />
      <PeopleList
        title={t('family.parents')}
        add={t('family.addParent')}
        array={parents}
        name="parents"
        form={form}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t('family.kinUsers')}</legend>
        <p className="text-xs text-fg-faint">{t('family.kinUsersHint')}</p>
        {kin.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {kin.map((k) => (
              <li key={k.user.id} className="flex items-center gap-2 text-sm">
                <span className="flex-1">
                  {k.user.name} {k.user.surname}
                </span>
                <label className="sr-only" htmlFor={`kin-${k.user.id}`}>
                  {t('family.relationship')}
                </label>
                <select
                  id={`kin-${k.user.id}`}
                  value={k.relationship}
                  required
                  aria-invalid={kinUnset && !k.relationship ? true : undefined}
                  aria-describedby={kinUnset && !k.relationship ? 'kin-unset' : undefined}
                  onChange={(e) =>
                    setKin(
                      kin.map((x) =>
                        x.user.id === k.user.id ? { ...x, relationship: e.target.value as Relationship } : x,
                      ),
                    )
                  }
                  className="min-h-11 rounded-lg border border-line-strong px-2 py-1 aria-[invalid=true]:border-danger"
                >
                  <option value="" disabled>
                    {t('family.chooseRelationship')}
                  </option>
                  {RELATIONSHIPS.map((r) => (
                    <option key={r} value={r}>
                      {t(`family.relationships.${r}`)}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className={buttonClass('ghost')}
                  aria-label={`${t('family.removeRow')}: ${k.user.name} ${k.user.surname}`}
                  onClick={() => setKin(kin.filter((x) => x.user.id !== k.user.id))}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <UserSearch
          exclude={kin.map((k) => k.user.id)}
          onPick={(u) => setKin([...kin, { user: u, relationship: '' }])}
        />
        {kinUnset && kin.some((k) => !k.relationship) ? (
          <p id="kin-unset" className="text-sm text-danger-fg">
            {t('family.relationshipRequired')}
          </p>
        ) : null}
      </fieldset>
      <aside className="rounded-xl bg-info-soft p-4 text-sm text-info-fg">
        <p className="font-medium">{t('family.householdInfoTitle')}</p>
        <p className="mt-1">{t('family.householdInfo')}</p>
      </aside>
      <button type="submit" className={buttonClass('primary', 'self-start')} disabled={create.isPending}>
        {create.isPending ? t('family.creating') : t('family.create')}
      </button>
    </form>
  );
}

/** The row at `spouse` or `children.0`. */
const rowAt = (values: FormValues, prefix: string): PersonRow => {
  const [list, index] = prefix.split('.') as ['spouse' | 'children' | 'parents', string | undefined];
  const value = values[list];
  return (Array.isArray(value) ? value[Number(index)] : value) ?? row();
};

/**
 * A person's name, last name and birth date. An empty row is left out; a started one needs a first
 * name; the spouse needs a last name too, while a child's or parent's defaults to the user's (shown
 * as the placeholder).
 */
function PersonFields({ prefix, form }: { prefix: string; form: UseFormReturn<FormValues> }) {
  const { t } = useTranslation(['family', 'invitations']);
  const user = useUser();
  const spouse = prefix === 'spouse';
  const r = form.register as unknown as (
    name: string,
    options?: RegisterOptions<FormValues>,
  ) => ReturnType<UseFormRegister<FormValues>>;
  const errorOf = (field: keyof PersonRow) => {
    const errors = form.formState.errors as Record<string, unknown>;
    const [list, index] = prefix.split('.');
    const node = (
      index === undefined
        ? errors[list ?? '']
        : (errors[list ?? ''] as unknown[] | undefined)?.[Number(index)]
    ) as Partial<Record<keyof PersonRow, { message?: string }>> | undefined;
    return node?.[field]?.message;
  };
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      <Field
        label={t('family.firstName')}
        error={errorOf('first_name')}
        {...r(`${prefix}.first_name`, {
          validate: (_, values) => {
            const p = rowAt(values, prefix);
            const started = p.last_name.trim() !== '' || p.date_of_birth !== '';
            return p.first_name.trim() !== '' || !started || t('familyHome.firstNameRequired');
          },
        })}
      />
      <Field
        label={t('family.lastName')}
        placeholder={
          spouse
            ? undefined
            : defaultSurname(user.last_name, form.watch(`${prefix}.first_name` as 'spouse.first_name') ?? '')
        }
        error={errorOf('last_name')}
        {...r(`${prefix}.last_name`, {
          validate: (_, values) => {
            const p = rowAt(values, prefix);
            if (!spouse || p.first_name.trim() === '') return true;
            return p.last_name.trim() !== '' || t('familyHome.lastNameRequired');
          },
        })}
      />
      <Field label={t('family.birthDate')} type="date" {...r(`${prefix}.date_of_birth`)} />
    </div>
  );
}

function PeopleList(props: {
  title: string;
  add: string;
  name: FieldArrayPath<FormValues>;
  array: ReturnType<typeof useFieldArray<FormValues, 'children' | 'parents'>>;
  form: UseFormReturn<FormValues>;
}) {
  const { t } = useTranslation(['family', 'invitations']);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{props.title}</legend>
      {props.array.fields.map((f, i) => (
        <div key={f.id} className="flex items-end gap-2">
          <div className="flex-1">
            <PersonFields prefix={`${props.name}.${i}`} form={props.form} />
          </div>
          <button
            type="button"
            className={buttonClass('ghost')}
            aria-label={t('family.removeRow')}
            onClick={() => props.array.remove(i)}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ))}
      <button
        type="button"
        className={buttonClass('secondary', 'self-start')}
        onClick={() => props.array.append(row())}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {props.add}
      </button>
    </fieldset>
  );
}
