import { ONBOARDING_COMPLETION_DELAY_MS, ONBOARDING_STEPS } from '@krug/contract/limits';
import {
  PRIVACY_DEFAULTS,
  PRIVACY_KEYS,
  type PrivacySettings,
  SCHOOL_ROLES,
  type SchoolRole,
  UNIVERSITY_ROLES,
  type UniversityRole,
} from '@krug/contract/onboarding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../../i18n/index.ts';
import { useLabel } from '../../i18n/labels.ts';
import { errorText } from '../../lib/api.ts';
import { flags } from '../../lib/flags.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { completeOnboarding, saveOnboarding } from './api.ts';
import { onboardingRu } from './texts.ts';

export interface OnboardingValues {
  work_place: string;
  work_role: string;
  university: string;
  university_role: UniversityRole | '';
  school: string;
  school_role: SchoolRole | '';
  privacy_settings: PrivacySettings;
}

export const EMPTY_ONBOARDING: OnboardingValues = {
  work_place: '',
  work_role: '',
  university: '',
  university_role: '',
  school: '',
  school_role: '',
  privacy_settings: { ...PRIVACY_DEFAULTS },
};

const hasAnything = (v: OnboardingValues) =>
  [v.work_place, v.university, v.school].some((s) => s.trim() !== '');

interface Props {
  userId: string;
  initial?: OnboardingValues;
  /** Reloads the profile after a successful save. */
  reload(): Promise<unknown>;
  onDone(): void;
}

/** The four-step onboarding (spec §2): work, education, privacy, summary. */
export function OnboardingWizard({ userId, initial = EMPTY_ONBOARDING, reload, onDone }: Props) {
  const { t } = useTranslation('onboarding');
  const texts = useTexts('onboarding', onboardingRu);
  const label = useLabel();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<OnboardingValues>(initial);
  const [saving, setSaving] = useState(false);
  const [ask, confirmDialog] = useConfirm();
  const set = <K extends keyof OnboardingValues>(key: K, value: OnboardingValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const complete = () => {
    setTimeout(() => {
      flags.setOnboardingDone(userId);
      onDone();
    }, ONBOARDING_COMPLETION_DELAY_MS);
  };

  async function finish() {
    setSaving(true);
    try {
      if (!hasAnything(values)) {
        // Nothing to save, but a skip is remembered on the server so other browsers do not ask again.
        await completeOnboarding();
        await reload();
        return complete();
      }
      await saveOnboarding({
        ...values,
        university_role: values.university_role || null,
        school_role: values.school && values.school_role ? values.school_role : null,
      });
      await reload();
      complete();
    } catch (err) {
      const detail = errorText(err, t('onboarding.unknownError'));
      const goOn = await ask({
        title: t('ui.saveFailedTitle'),
        description: t('onboarding.saveFailedConfirm', { detail }),
        confirmLabel: t('ui.continueAnyway'),
        cancelLabel: t('ui.stay'),
      });
      if (goOn) complete();
    } finally {
      setSaving(false);
    }
  }

  const steps = texts.onboarding.steps;
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-soft via-surface to-info-soft p-4">
      <section
        aria-labelledby="onboarding-title"
        className="w-full max-w-lg rounded-2xl bg-surface p-8 shadow-xl ring-1 ring-line"
      >
        <h1 id="onboarding-title" className="text-2xl font-semibold">
          {t('onboarding.title')}
        </h1>
        <p className="mt-1 text-sm text-fg-subtle">
          {t('onboarding.step', { n: step + 1, total: ONBOARDING_STEPS })} · {steps[step]}
        </p>
        <ol className="mt-3 flex gap-2" aria-hidden="true">
          {steps.map((name, i) => (
            <li
              key={name}
              className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-primary' : 'bg-surface-strong'}`}
            />
          ))}
        </ol>

        <div className="mt-6 flex flex-col gap-4">
          {step === 0 ? (
            <>
              <Field
                label={t('onboarding.workPlace')}
                value={values.work_place}
                onChange={(e) => set('work_place', e.target.value)}
              />
              <Field
                label={t('onboarding.workRole')}
                value={values.work_role}
                onChange={(e) => set('work_role', e.target.value)}
              />
            </>
          ) : null}
          {step === 1 ? (
            <>
              <Field
                label={t('onboarding.university')}
                value={values.university}
                onChange={(e) => set('university', e.target.value)}
              />
              <Select
                label={t('onboarding.universityRole')}
                value={values.university_role}
                options={UNIVERSITY_ROLES.map((r) => [r, label('universityRole', r)])}
                onChange={(v) => set('university_role', v as UniversityRole | '')}
              />
              <Field
                label={t('onboarding.school')}
                value={values.school}
                onChange={(e) => set('school', e.target.value)}
              />
              {values.school.trim() ? (
                <Select
                  label={t('onboarding.schoolRole')}
                  value={values.school_role}
                  options={SCHOOL_ROLES.map((r) => [r, label('schoolRole', r)])}
                  onChange={(v) => set('school_role', v as SchoolRole | '')}
                />
              ) : null}
            </>
          ) : null}
          {step === 2 ? (
            <fieldset className="flex flex-col gap-3">
              {PRIVACY_KEYS.map((key) => (
                <label key={key} className="flex items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-primary"
                    checked={values.privacy_settings[key]}
                    onChange={(e) =>
                      set('privacy_settings', { ...values.privacy_settings, [key]: e.target.checked })
                    }
                  />
                  {texts.onboarding.privacy[key]}
                </label>
              ))}
            </fieldset>
          ) : null}
          {step === 3 ? <Summary values={values} /> : null}
        </div>

        <div className="mt-8 flex flex-wrap items-center justify-between gap-2">
          <button type="button" className={buttonClass('ghost')} onClick={finish} disabled={saving}>
            {t('onboarding.skip')}
          </button>
          <div className="flex gap-2">
            {step > 0 ? (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setStep(step - 1)}
                disabled={saving}
              >
                {t('onboarding.back')}
              </button>
            ) : null}
            {step < ONBOARDING_STEPS - 1 ? (
              <button type="button" className={buttonClass('primary')} onClick={() => setStep(step + 1)}>
                {t('onboarding.next')}
              </button>
            ) : (
              <button type="button" className={buttonClass('primary')} onClick={finish} disabled={saving}>
                {saving ? t('onboarding.saving') : t('onboarding.finish')}
              </button>
            )}
          </div>
        </div>
      </section>
      {confirmDialog}
    </main>
  );
}

function Select(props: {
  label: string;
  value: string;
  options: [string, string][];
  onChange(value: string): void;
}) {
  const { t } = useTranslation('onboarding');
  const id = `select-${props.label}`;
  return (
    <SelectField
      id={id}
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value="">{t('onboarding.notChosen')}</option>
      {props.options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

function Summary({ values }: { values: OnboardingValues }) {
  const { t } = useTranslation('onboarding');
  const texts = useTexts('onboarding', onboardingRu);
  const label = useLabel();
  const rows: [string, string][] = [
    [t('onboarding.workPlace'), values.work_place],
    [t('onboarding.workRole'), values.work_role],
    [t('onboarding.university'), values.university],
    [t('onboarding.universityRole'), label('universityRole', values.university_role)],
    [t('onboarding.school'), values.school],
    [t('onboarding.schoolRole'), values.school ? label('schoolRole', values.school_role) : ''],
  ];
  const filled = rows.filter(([, v]) => v.trim());
  return (
    <div className="text-sm">
      {filled.length === 0 ? <p className="text-fg-subtle">{t('onboarding.summaryEmpty')}</p> : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
        {filled.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-fg-faint">{k}</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
        {PRIVACY_KEYS.map((key) => (
          <div key={key} className="contents">
            <dt className="text-fg-faint">{texts.onboarding.privacy[key]}</dt>
            <dd>{values.privacy_settings[key] ? t('onboarding.on') : t('onboarding.off')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
