import { ORG_FOUNDED_MIN_YEAR } from '@krug/contract/limits';
import { CREATOR_ROLES, CreateOrganizationBody, INDUSTRIES, ORG_SIZES, ORG_TYPES } from '@krug/contract/work';
import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTexts } from '../../i18n/index.ts';
import { type LabelGroup, useLabel } from '../../i18n/labels.ts';
import { ApiError } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { meKey } from '../auth/api.ts';
import { createOrganization, workKeys } from './api.ts';
import { workRu } from './texts.ts';

const STEP_FIELDS = [
  ['name', 'organization_type', 'description', 'industry'],
  [
    'organization_size',
    'founded_year',
    'website',
    'official_email',
    'address_street',
    'address_city',
    'address_state',
    'address_postal_code',
    'address_country',
    'is_private',
    'allow_public_discovery',
  ],
  ['creator_role', 'custom_role_name', 'creator_department', 'creator_team', 'creator_job_title'],
] as const;

/** The first problem of one wizard step, checked with the contract schema (02 §5). */
export function stepProblem(step: number, values: Record<string, unknown>): string | null {
  const result = CreateOrganizationBody.safeParse({
    ...values,
    founded_year: values.founded_year || undefined,
  });
  if (result.success) return null;
  const fields = STEP_FIELDS[step] as readonly string[];
  const issue = result.error.issues.find((i) => fields.includes(String(i.path[0])));
  return issue?.message ?? null;
}

/** Create: three steps with a step indicator; back from step 1 returns to My Work. */
export function CreateOrganization() {
  const { t } = useTranslation('work');
  const texts = useTexts('work', workRu);
  const label = useLabel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [v, setV] = useState<Record<string, string | boolean>>({
    name: '',
    organization_type: 'COMPANY',
    description: '',
    industry: '',
    organization_size: '11-50',
    founded_year: String(new Date().getFullYear()),
    website: '',
    official_email: '',
    address_street: '',
    address_city: '',
    address_state: '',
    address_postal_code: '',
    address_country: 'Россия',
    is_private: false,
    allow_public_discovery: true,
    creator_role: 'CEO',
    custom_role_name: '',
    creator_department: '',
    creator_team: '',
    creator_job_title: '',
  });
  const [shown, setShown] = useState<string | null>(null);
  const set = (k: string, value: string | boolean) => setV({ ...v, [k]: value });
  const caption = (k: string) =>
    k in ownLabel ? t(`orgAdmin.${ownLabel[k]}`) : t(`work.fields.${fieldLabel[k] ?? k}`);
  const text = (k: string, type = 'text') => (
    <Field
      key={k}
      label={caption(k)}
      type={type}
      value={String(v[k] ?? '')}
      onChange={(e) => set(k, e.target.value)}
    />
  );
  const wide = (node: ReactNode, key: string) => (
    <div key={key} className="sm:col-span-2">
      {node}
    </div>
  );
  const check = (k: string, hint: string) => (
    <label key={k} className="flex items-start gap-3 rounded-lg p-2 text-sm hover:bg-surface-sunken">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4"
        checked={Boolean(v[k])}
        onChange={(e) => set(k, e.target.checked)}
      />
      <span>
        <span className="block font-medium text-fg">{caption(k)}</span>
        <span className="block text-fg-subtle">{hint}</span>
      </span>
    </label>
  );
  const select = (k: string, options: readonly string[], group: LabelGroup) => (
    <SelectField key={k} label={caption(k)} value={String(v[k])} onChange={(e) => set(k, e.target.value)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {label(group, o)}
        </option>
      ))}
    </SelectField>
  );
  const next = async () => {
    const problem = stepProblem(step, v);
    setShown(problem);
    if (problem) return;
    if (step < 2) return setStep(step + 1);
    // The body as the contract's schema reads it (what the server parses it with too).
    const body = CreateOrganizationBody.safeParse({ ...v, founded_year: Number(v.founded_year) });
    if (!body.success)
      return setShown(t('work.createFailed', { message: body.error.issues[0]?.message ?? '' }));
    try {
      const org = await createOrganization(body.data);
      notify({ type: 'success', message: t('work.created'), milestone: true });
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
      // «Мои роли» (the signed-in user's affiliations) gains the new organization at once.
      void queryClient.invalidateQueries({ queryKey: meKey });
      navigate(`/organizations/org-profile?id=${org.id}`);
    } catch (err) {
      setShown(
        t('work.createFailed', {
          message: err instanceof ApiError ? (err.detail ?? err.message) : String(err),
        }),
      );
    }
  };
  const steps = texts.work.steps;
  return (
    <section
      aria-labelledby="org-create"
      className="flex flex-col gap-5 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h1 id="org-create" className="text-xl font-semibold">
        {t('work.create')}
      </h1>
      <ol aria-label={t('orgAdmin.stepsLabel')} className="flex items-center gap-2">
        {steps.map((name, i) => {
          const state = i < step ? 'done' : i === step ? 'current' : 'todo';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex items-center gap-2 ${i < steps.length - 1 ? 'flex-1' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  state === 'todo'
                    ? 'bg-surface-strong text-fg-subtle'
                    : state === 'current'
                      ? 'bg-work-soft-strong text-work-strong ring-2 ring-work-line'
                      : 'bg-work-soft-strong text-work-strong'
                }`}
              >
                {state === 'done' ? <Check className="h-4 w-4" /> : i + 1}
              </span>
              <span
                className={`sr-only text-sm sm:not-sr-only sm:whitespace-nowrap ${state === 'current' ? 'font-medium text-fg' : 'text-fg-subtle'}`}
              >
                {name}
                {state === 'done' ? <span className="sr-only"> — {t('orgAdmin.stepDone')}</span> : null}
              </span>
              {i < steps.length - 1 ? (
                <span aria-hidden="true" className="h-px min-w-4 flex-1 bg-line" />
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="-mt-2 text-sm text-fg-subtle">
        {t('work.step', { n: step + 1 })} · {steps[step]}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {step === 0
          ? [
              text('name'),
              select('organization_type', ORG_TYPES, 'orgType'),
              wide(
                <div className="flex flex-col gap-1">
                  <label htmlFor="org-create-description" className="text-sm font-medium text-fg-muted">
                    {caption('description')}
                  </label>
                  <textarea
                    id="org-create-description"
                    rows={3}
                    value={String(v.description)}
                    onChange={(e) => set('description', e.target.value)}
                    className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg"
                  />
                </div>,
                'description',
              ),
              select('industry', ['', ...INDUSTRIES], 'industry'),
            ]
          : null}
        {step === 1
          ? [
              select('organization_size', ORG_SIZES, 'orgSize'),
              <Field
                key="founded_year"
                label={t('work.fields.founded')}
                type="number"
                min={ORG_FOUNDED_MIN_YEAR}
                max={new Date().getFullYear()}
                value={String(v.founded_year)}
                onChange={(e) => set('founded_year', e.target.value)}
              />,
              text('website', 'url'),
              text('official_email', 'email'),
              wide(text('address_street'), 'street'),
              text('address_city'),
              text('address_state'),
              text('address_postal_code'),
              text('address_country'),
              wide(
                <fieldset className="flex flex-col gap-1">
                  <legend className="mb-1 text-sm font-medium text-fg-muted">
                    {t('work.settingsTabs.privacy')}
                  </legend>
                  {check('is_private', t('orgAdmin.privacyHint'))}
                  {check('allow_public_discovery', t('orgAdmin.discoveryHint'))}
                </fieldset>,
                'privacy',
              ),
            ]
          : null}
        {step === 2
          ? [
              select('creator_role', CREATOR_ROLES, 'memberRole'),
              text('custom_role_name'),
              text('creator_department'),
              text('creator_team'),
              wide(text('creator_job_title'), 'job'),
            ]
          : null}
      </div>
      {shown ? (
        <p role="alert" className="text-sm text-danger-fg">
          {shown}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => {
            setShown(null);
            if (step === 0) navigate('/organizations/my-work');
            else setStep(step - 1);
          }}
        >
          {t('work.back')}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={next}>
          {step < 2 ? t('work.next') : t('work.create')}
        </button>
      </div>
    </section>
  );
}

/** Labels of the orgAdmin section (issue 19's new fields). */
const ownLabel: Record<string, string> = {
  address_street: 'street',
  address_state: 'region',
  address_postal_code: 'postalCode',
  custom_role_name: 'ownRoleName',
};

const fieldLabel: Record<string, string> = {
  organization_type: 'type',
  organization_size: 'size',
  official_email: 'email',
  address_city: 'city',
  address_country: 'country',
  creator_role: 'role',
  creator_department: 'department',
  creator_team: 'team',
  creator_job_title: 'jobTitle',
  is_private: 'private',
  allow_public_discovery: 'discovery',
};
