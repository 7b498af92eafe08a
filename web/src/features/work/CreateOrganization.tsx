import { ORG_FOUNDED_MIN_YEAR } from '@krug/contract/limits';
import { CREATOR_ROLES, CreateOrganizationBody, INDUSTRIES, ORG_SIZES, ORG_TYPES } from '@krug/contract/work';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCatalog } from '../../i18n/index.ts';
import { type LabelGroup, useLabel } from '../../i18n/labels.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { workKeys } from './api.ts';

const STEP_FIELDS = [
  ['name', 'organization_type', 'description', 'industry'],
  ['organization_size', 'founded_year', 'website', 'official_email', 'address_city', 'address_country'],
  ['creator_role', 'creator_department', 'creator_team', 'creator_job_title'],
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
  const { t } = useTranslation();
  const ru = useCatalog();
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
    address_city: '',
    address_country: 'Россия',
    is_private: false,
    allow_public_discovery: true,
    creator_role: 'CEO',
    creator_department: '',
    creator_team: '',
    creator_job_title: '',
  });
  const [shown, setShown] = useState<string | null>(null);
  const set = (k: string, value: string | boolean) => setV({ ...v, [k]: value });
  const text = (k: string, type = 'text') => (
    <Field
      key={k}
      label={t(`work.fields.${fieldLabel[k] ?? k}`)}
      type={type}
      value={String(v[k] ?? '')}
      onChange={(e) => set(k, e.target.value)}
    />
  );
  const select = (k: string, options: readonly string[], group: LabelGroup) => (
    <label key={k} className="flex flex-col gap-1 text-sm font-medium text-fg-muted">
      {t(`work.fields.${fieldLabel[k] ?? k}`)}
      <select
        value={String(v[k])}
        onChange={(e) => set(k, e.target.value)}
        className="rounded-lg border border-line-strong px-3 py-2 font-normal"
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {label(group, o)}
          </option>
        ))}
      </select>
    </label>
  );
  const next = async () => {
    const problem = stepProblem(step, v);
    setShown(problem);
    if (problem) return;
    if (step < 2) return setStep(step + 1);
    try {
      const org = await apiFetch<{ id: string }>('/api/work/organizations', {
        method: 'POST',
        body: { ...v, founded_year: Number(v.founded_year) },
      });
      notify({ type: 'success', message: t('work.created') });
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
      navigate(`/organizations/org-profile?id=${org.id}`);
    } catch (err) {
      setShown(
        t('work.createFailed', {
          message: err instanceof ApiError ? (err.detail ?? err.message) : String(err),
        }),
      );
    }
  };
  return (
    <section
      aria-labelledby="org-create"
      className="flex flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line"
    >
      <h1 id="org-create" className="text-xl font-semibold">
        {t('work.create')}
      </h1>
      <p className="text-sm text-fg-subtle">
        {t('work.step', { n: step + 1 })} · {ru.work.steps[step]}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {step === 0
          ? [
              text('name'),
              select('organization_type', ORG_TYPES, 'orgType'),
              text('description'),
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
              text('address_city'),
              text('address_country'),
            ]
          : null}
        {step === 2
          ? [
              select('creator_role', CREATOR_ROLES, 'memberRole'),
              text('creator_department'),
              text('creator_team'),
              text('creator_job_title'),
            ]
          : null}
      </div>
      {shown ? (
        <p role="alert" className="text-sm text-danger-fg">
          {shown}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => (step === 0 ? navigate('/organizations/my-work') : setStep(step - 1))}
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
};
