import '../email/texts.ts';
import '../auth/texts.ts';
import '../household/texts.ts';
import './texts.ts';
import { MARRIAGE_LABELS, type UpdateMyInfoBody } from '@krug/contract/account';
import { MARRIAGE_STATUSES, type MyInfo } from '@krug/contract/my-info';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, looksLikeEmail, useFieldErrors } from '../../lib/field-errors.ts';
import { formatIfDate } from '../../lib/format.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Flash, useFlash } from '../family/use-flash.tsx';
import { useAccountMutations, useMyInfo } from './api.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfilePhoto } from './ProfilePhoto.tsx';

type Section = 'basic' | 'address' | 'marriage';
const SECTION_FIELDS: Record<Section, (keyof MyInfo)[]> = {
  basic: ['first_name', 'last_name', 'middle_name', 'name_alias', 'email', 'phone', 'date_of_birth'],
  address: ['address_street', 'address_city', 'address_state', 'address_country', 'address_postal_code'],
  marriage: ['marriage_status', 'spouse_name', 'spouse_phone'],
};
/** The inputs of each section in screen order (the first bad one gets the focus). */
const FORM_ORDER: Record<Section, string[]> = {
  basic: [
    'first_name',
    'last_name',
    'middle_name',
    'name_alias',
    'email',
    'current_password',
    'phone',
    'date_of_birth',
  ],
  address: SECTION_FIELDS.address,
  marriage: SECTION_FIELDS.marriage,
};
const inputId = (field: string) => `my-info-${field}`;
const PHONE = /^[+\d\s()-]*$/;

/**
 * The status to show (issue 32 items 5 and 23): the one the person picked; before they pick, married
 * when their family records a spouse, else none («Не указано») — the stored SINGLE is only a default.
 */
export function shownMarriage(info: MyInfo): MyInfo['marriage_status'] | null {
  if (info.marriage_status_chosen) return info.marriage_status;
  return info.family_spouse_name ? 'MARRIED' : null;
}

/** Editing the family status: a spouse the family records is offered (status and name). */
function offerFamilySpouse(info: MyInfo): MyInfo {
  if (!info.family_spouse_name) return info;
  const married = info.marriage_status_chosen ? info.marriage_status === 'MARRIED' : true;
  return married
    ? { ...info, marriage_status: 'MARRIED', spouse_name: info.spouse_name || info.family_spouse_name }
    : info;
}

/** My Information (02 §2.1): photo, basic, address, family status, security, danger zone. */
export function MyInfoPage() {
  const { t } = useTranslation(['account', 'household', 'auth']);
  const info = useMyInfo();
  if (info.isPending) return <Spinner label={t('app.loading')} className="p-6 text-fg-subtle" />;
  if (info.isError)
    return (
      <p role="alert" className="rounded-2xl bg-surface p-6 ring-1 ring-line">
        {t('account.texts.loadFailed')}
      </p>
    );
  return <MyInfoSections info={info.data} />;
}

function MyInfoSections({ info }: { info: MyInfo }) {
  const { t, i18n } = useTranslation(['account', 'household', 'auth', 'email']);
  const [editing, setEditing] = useState<Section | null>(null);
  const [draft, setDraft] = useState<MyInfo>(info);
  const shown = shownMarriage(info);
  // A new email is only saved with the current password (the server asks for it).
  const [currentPassword, setCurrentPassword] = useState('');
  const emailChanged = draft.email.trim().toLowerCase() !== info.email.toLowerCase();
  const [flash, setFlash] = useFlash();
  const { save } = useAccountMutations();
  const fieldErrors = useFieldErrors(editing ? FORM_ORDER[editing] : [], inputId);
  const { errors } = fieldErrors;
  const start = (s: Section) => {
    setDraft(s === 'marriage' ? offerFamilySpouse(info) : info);
    setCurrentPassword('');
    fieldErrors.reset();
    setEditing(s);
  };
  const cancel = () => {
    setDraft(info); // cancel restores the loaded values
    setCurrentPassword('');
    fieldErrors.reset();
    setEditing(null);
  };
  /** The checks the browser can make before sending; the server checks everything again. */
  const problems = (s: Section): FieldErrors => {
    if (s !== 'basic') return {};
    const phone = draft.phone?.trim() ?? '';
    return {
      first_name: draft.first_name.trim() ? undefined : t('auth.texts.firstNameRequired'),
      last_name: draft.last_name.trim() ? undefined : t('auth.texts.lastNameRequired'),
      email: !draft.email.trim()
        ? t('auth.texts.emailRequired')
        : looksLikeEmail(draft.email)
          ? undefined
          : t('auth.texts.emailInvalid'),
      current_password:
        emailChanged && !currentPassword ? t('account.texts.currentPasswordForEmail') : undefined,
      phone: PHONE.test(phone) ? undefined : t('auth.texts.phoneInvalid'),
    };
  };
  const submit = async (s: Section) => {
    if (fieldErrors.show(problems(s))) return;
    const body: UpdateMyInfoBody = Object.fromEntries(SECTION_FIELDS[s].map((k) => [k, draft[k] ?? null]));
    if (s === 'basic' && emailChanged) body.current_password = currentPassword;
    // A new address counts once the link mailed there is used (CONTRACT §8).
    const newEmail = s === 'basic' && emailChanged ? draft.email.trim().toLowerCase() : null;
    try {
      await save.mutateAsync(body);
      setCurrentPassword('');
      setEditing(null);
      setFlash({
        ok: true,
        text: newEmail ? t('pending', { ns: 'email', email: newEmail }) : t('account.texts.saved'),
      });
    } catch (err) {
      // An error about one input goes under it; only the others are shown at the top.
      const top = fieldErrors.fromError(err, t('account.texts.saveFailed'));
      setFlash(top ? { ok: false, text: top } : null);
    }
  };
  const field = (k: keyof MyInfo, label: string, type = 'text') => (
    <Field
      key={k}
      id={inputId(k)}
      label={label}
      type={type}
      value={(draft[k] as string | null) ?? ''}
      error={errors[k]}
      onChange={(e) => {
        setDraft({ ...draft, [k]: e.target.value });
        fieldErrors.clear(k);
      }}
    />
  );
  const value = (k: keyof MyInfo) => formatIfDate((info[k] as string | null) || '—');
  const gender = info.gender === 'MALE' ? 'MALE' : info.gender === 'FEMALE' ? 'FEMALE' : 'NEUTRAL';
  // Russian words agree with the gender (02 §2.1); English has one word per status.
  const marriageLabel = (status: keyof (typeof MARRIAGE_LABELS)['NEUTRAL']) =>
    i18n.language === 'en' ? t(`labels.marriageStatus.${status}`) : MARRIAGE_LABELS[gender][status];
  const card = 'rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line';
  const sectionHeader = (s: Section, title: string) => (
    <div className="mb-3 flex items-center justify-between">
      <h2 className="font-semibold">{title}</h2>
      {editing === s ? null : (
        <button
          type="button"
          className={buttonClass('ghost', 'px-2 py-1')}
          onClick={() => start(s)}
          disabled={editing !== null}
        >
          {t('account.edit')}
        </button>
      )}
    </div>
  );
  const actions = (s: Section) =>
    editing === s ? (
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => submit(s)}
          disabled={save.isPending}
        >
          {t('account.save')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={cancel}>
          {t('account.cancel')}
        </button>
      </div>
    ) : null;
  const row = (label: string, k: keyof MyInfo) => (
    <div key={k} className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-fg-faint">{label}</dt>
      <dd className="text-right">{value(k)}</dd>
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t('account.texts.header')}</h1>
      <Flash flash={flash} />
      <ProfilePhoto />
      <section className={card} aria-label={t('account.basic')}>
        {sectionHeader('basic', t('account.basic'))}
        {editing === 'basic' ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {field('first_name', t('auth.firstName'))}
            {field('last_name', t('auth.lastName'))}
            {field('middle_name', t('auth.middleName'))}
            {field('name_alias', t('account.nameAlias'))}
            {field('email', t('auth.email'), 'email')}
            {emailChanged ? (
              <Field
                id={inputId('current_password')}
                label={t('account.currentPassword')}
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                hint={t('emailChange.passwordHint')}
                error={errors.current_password}
                onChange={(e) => {
                  setCurrentPassword(e.target.value);
                  fieldErrors.clear('current_password');
                }}
              />
            ) : null}
            {field('phone', t('auth.phone'), 'tel')}
            {field('date_of_birth', t('account.birthDate'), 'date')}
          </div>
        ) : (
          <dl>
            {row(t('auth.firstName'), 'first_name')}
            {row(t('auth.lastName'), 'last_name')}
            {row(t('auth.middleName'), 'middle_name')}
            {row(t('account.nameAlias'), 'name_alias')}
            {row(t('auth.email'), 'email')}
            {row(t('auth.phone'), 'phone')}
            {row(t('account.birthDate'), 'date_of_birth')}
          </dl>
        )}
        {actions('basic')}
      </section>
      <section className={card} aria-label={t('account.address')}>
        {sectionHeader('address', t('account.address'))}
        {editing === 'address' ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {field('address_street', t('household.street'))}
            {field('address_city', t('household.city'))}
            {field('address_state', t('household.state'))}
            {field('address_country', t('household.country'))}
            {field('address_postal_code', t('household.postal'))}
          </div>
        ) : (
          <dl>
            {row(t('household.street'), 'address_street')}
            {row(t('household.city'), 'address_city')}
            {row(t('household.state'), 'address_state')}
            {row(t('household.country'), 'address_country')}
            {row(t('household.postal'), 'address_postal_code')}
          </dl>
        )}
        {actions('address')}
      </section>
      <section className={card} aria-label={t('account.familyStatus')}>
        {sectionHeader('marriage', t('account.familyStatus'))}
        {editing === 'marriage' ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              id={inputId('marriage_status')}
              label={t('account.familyStatus')}
              value={draft.marriage_status}
              error={errors.marriage_status}
              onChange={(e) => {
                setDraft({ ...draft, marriage_status: e.target.value as MyInfo['marriage_status'] });
                fieldErrors.clear('marriage_status');
              }}
            >
              {MARRIAGE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {marriageLabel(s)}
                </option>
              ))}
            </SelectField>
            {draft.marriage_status === 'MARRIED' ? (
              <>
                {field('spouse_name', t('account.spouseName'))}
                {field('spouse_phone', t('account.spousePhone'), 'tel')}
              </>
            ) : null}
          </div>
        ) : (
          <dl>
            <div className="flex justify-between py-1 text-sm">
              <dt className="text-fg-faint">{t('account.familyStatus')}</dt>
              <dd>{shown ? marriageLabel(shown) : t('account.marriageNotChosen')}</dd>
            </div>
            {info.marriage_status_chosen && info.marriage_status === 'MARRIED' ? (
              <>
                {row(t('account.spouseName'), 'spouse_name')}
                {row(t('account.spousePhone'), 'spouse_phone')}
              </>
            ) : shown === 'MARRIED' ? (
              <div className="flex justify-between py-1 text-sm">
                <dt className="text-fg-faint">{t('account.spouseName')}</dt>
                <dd>{info.family_spouse_name}</dd>
              </div>
            ) : null}
          </dl>
        )}
        {actions('marriage')}
      </section>
      <PasswordSection />
      <DeleteAccountSection />
    </div>
  );
}
