import '../onboarding/texts.ts';
import './texts.ts';
import '../household/texts.ts';
import '../account/texts.ts';
import { MARRIAGE_LABELS } from '@krug/contract/account';
import type { FamilyProfileCreateBody } from '@krug/contract/family';
import { MARRIAGE_STATUSES, type MyInfo } from '@krug/contract/my-info';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/toast.ts';
import { myInfoKey, useMyInfo } from '../account/api.ts';
import { completeProfile, createFamilyProfile, familyKeys } from './api.ts';
import { NoFamilyGuard } from './NoFamilyGuard.tsx';

/**
 * The two-step family setup (02 §2.3): complete the profile (skipped when complete), then create
 * the family. Someone who already has a family is taken to it instead (issue 19).
 */
export function FamilyWizard() {
  return (
    <NoFamilyGuard>
      <WizardSteps />
    </NoFamilyGuard>
  );
}

function WizardSteps() {
  const { t } = useTranslation(['account', 'household', 'family', 'onboarding']);
  const info = useMyInfo();
  const [step, setStep] = useState<1 | 2 | null>(null);
  if (info.isPending) return <Spinner label={t('app.loading')} />;
  if (info.isError) return <p role="alert">{t('account.texts.loadFailed')}</p>;
  const current = step ?? (info.data.profile_completed ? 2 : 1);
  return (
    <section aria-labelledby="wizard-title" className="rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line">
      <h1 id="wizard-title" className="text-xl font-semibold">
        {t('wizard.title')}
      </h1>
      <p className="mb-4 text-sm text-fg-subtle">{t('wizard.step', { n: current })}</p>
      {current === 1 ? (
        <ProfileStep info={info.data} onDone={() => setStep(2)} />
      ) : (
        <FamilyStep info={info.data} onBack={() => setStep(1)} />
      )}
    </section>
  );
}

function ProfileStep({ info, onDone }: { info: MyInfo; onDone(): void }) {
  const { t, i18n } = useTranslation(['account', 'household', 'family', 'onboarding']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [v, setV] = useState({
    address_street: info.address_street ?? '',
    address_city: info.address_city ?? '',
    address_state: info.address_state ?? '',
    address_country: info.address_country ?? '',
    address_postal_code: info.address_postal_code ?? '',
    marriage_status: info.marriage_status,
  });
  const [error, setError] = useState<string | null>(null);
  const ready =
    v.address_street.trim() && v.address_city.trim() && v.address_country.trim() && v.marriage_status;
  const gender = info.gender === 'MALE' ? 'MALE' : info.gender === 'FEMALE' ? 'FEMALE' : 'NEUTRAL';
  // Russian words agree with the gender (02 §2.1); English has one word per status.
  const marriageLabel = (status: keyof (typeof MARRIAGE_LABELS)['NEUTRAL']) =>
    i18n.language === 'en' ? t(`labels.marriageStatus.${status}`) : MARRIAGE_LABELS[gender][status];
  return (
    <form
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!ready) return;
        try {
          const saved = await completeProfile(v);
          queryClient.setQueryData(myInfoKey, saved);
          onDone();
        } catch {
          setError(t('wizard.texts.updateFailed'));
        }
      }}
    >
      <Field
        label={t('household.street')}
        value={v.address_street}
        required
        onChange={(e) => setV({ ...v, address_street: e.target.value })}
      />
      <Field
        label={t('household.city')}
        value={v.address_city}
        required
        onChange={(e) => setV({ ...v, address_city: e.target.value })}
      />
      <Field
        label={t('household.state')}
        value={v.address_state}
        onChange={(e) => setV({ ...v, address_state: e.target.value })}
      />
      <Field
        label={t('household.country')}
        value={v.address_country}
        required
        onChange={(e) => setV({ ...v, address_country: e.target.value })}
      />
      <Field
        label={t('household.postal')}
        value={v.address_postal_code}
        onChange={(e) => setV({ ...v, address_postal_code: e.target.value })}
      />
      <SelectField
        id="wizard-marriage"
        label={t('account.familyStatus')}
        value={v.marriage_status}
        onChange={(e) => setV({ ...v, marriage_status: e.target.value as MyInfo['marriage_status'] })}
      >
        {MARRIAGE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {marriageLabel(s)}
          </option>
        ))}
      </SelectField>
      {error ? (
        <p role="alert" className="text-sm text-danger-fg sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <button type="button" className={buttonClass('secondary')} onClick={() => navigate(-1)}>
          {t('family.back')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={!ready}>
          {t('onboarding.next')}
        </button>
      </div>
    </form>
  );
}

function FamilyStep({ info, onBack }: { info: MyInfo; onBack(): void }) {
  const { t } = useTranslation(['account', 'household', 'family', 'onboarding']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [v, setV] = useState({
    family_name: `${t('family.defaultNamePrefix')} ${info.last_name}`.trim(),
    family_surname: info.last_name,
    description: '',
    public_bio: '',
    primary_address: info.address_street ?? '',
    city: info.address_city ?? '',
    state: info.address_state ?? '',
    country: info.address_country ?? '',
    established_date: '',
    is_private: true,
    allow_public_discovery: false,
  });
  const [error, setError] = useState<string | null>(null);
  const text = (k: keyof typeof v, label: string, type = 'text') => (
    <Field
      key={k}
      label={label}
      type={type}
      value={String(v[k])}
      onChange={(e) => setV({ ...v, [k]: e.target.value })}
    />
  );
  return (
    <form
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!v.family_name.trim()) return;
        try {
          await createFamilyProfile(v satisfies FamilyProfileCreateBody);
          await queryClient.invalidateQueries({ queryKey: familyKeys.all });
          notify({ type: 'success', message: t('family.created'), milestone: true });
          navigate('/family/my-family-profile');
        } catch (err) {
          setError(errorText(err, t('wizard.texts.createFailed')));
        }
      }}
    >
      {text('family_name', t('family.familyName'))}
      {text('family_surname', t('wizard.surname'))}
      {text('description', t('family.description'))}
      {text('public_bio', t('wizard.publicBio'))}
      {text('primary_address', t('wizard.address'))}
      {text('city', t('household.city'))}
      {text('state', t('household.state'))}
      {text('country', t('household.country'))}
      {text('established_date', t('wizard.established'), 'date')}
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          checked={v.is_private}
          onChange={(e) =>
            setV({
              ...v,
              is_private: e.target.checked,
              allow_public_discovery: e.target.checked ? false : v.allow_public_discovery,
            })
          }
        />
        {t('family.isPrivate')}
      </label>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary"
          checked={v.allow_public_discovery}
          disabled={v.is_private}
          onChange={(e) => setV({ ...v, allow_public_discovery: e.target.checked })}
        />
        {t('family.allowDiscovery')}
      </label>
      {error ? (
        <p role="alert" className="text-sm text-danger-fg sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <button type="button" className={buttonClass('secondary')} onClick={onBack}>
          {t('family.back')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={!v.family_name.trim()}>
          {t('family.create')}
        </button>
      </div>
    </form>
  );
}
