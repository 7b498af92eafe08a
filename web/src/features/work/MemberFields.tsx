import './texts.ts';
import { MEMBER_ROLES, type Member } from '@krug/contract/work';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { Field, SelectField } from '../../ui/Field.tsx';
import { useDepartments } from './api.ts';
import './invite-texts.ts';

export interface MemberValues {
  role: string;
  custom_role_name: string;
  job_title: string;
  department: string;
  team: string;
  is_admin: boolean;
  can_invite: boolean;
  can_post: boolean;
}

/** The fields shared by the invite dialog and the member editor (02 §3 invite payload). */
export function MemberFields({
  orgId,
  v,
  setV,
  errors,
  members,
  rights,
}: {
  orgId: string;
  v: MemberValues;
  setV(next: MemberValues): void;
  errors: Record<string, string>;
  members: readonly Member[];
  /** Whether the admin-only rights (is_admin, can_invite) are offered. */
  rights: boolean;
}) {
  const { t } = useTranslation('work');
  const label = useLabel();
  const id = useId();
  const known = (k: 'department' | 'team') =>
    [...new Set(members.map((m) => m[k]).filter((x): x is string => !!x))].sort();
  // One notion of department: while the organization has departments, a member's is one of them.
  const departments = useDepartments(orgId).data ?? [];
  const check = (k: 'is_admin' | 'can_invite' | 'can_post', text: string) => (
    <label className="flex min-h-10 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={v[k]}
        onChange={(e) => setV({ ...v, [k]: e.target.checked })}
      />
      {text}
    </label>
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Field
        label={t('work.fields.jobTitle')}
        value={v.job_title}
        error={errors.job_title}
        onChange={(e) => setV({ ...v, job_title: e.target.value })}
      />
      <SelectField
        label={t('orgAdmin.memberRole')}
        id={`${id}-role`}
        value={v.role}
        onChange={(e) => setV({ ...v, role: e.target.value })}
      >
        {[...new Set([v.role, ...MEMBER_ROLES])].map((r) => (
          <option key={r} value={r}>
            {label('memberRole', r)}
          </option>
        ))}
      </SelectField>
      {v.role === 'CUSTOM' ? (
        <div className="sm:col-span-2">
          <Field
            label={t('orgAdmin.customRole')}
            value={v.custom_role_name}
            error={errors.custom_role_name}
            onChange={(e) => setV({ ...v, custom_role_name: e.target.value })}
          />
        </div>
      ) : null}
      {departments.length > 0 ? (
        <SelectField
          label={t('work.fields.department')}
          id={`${id}-department`}
          value={v.department}
          error={errors.department}
          onChange={(e) => setV({ ...v, department: e.target.value })}
        >
          <option value="">—</option>
          {[...new Set([...departments.map((d) => d.name), ...(v.department ? [v.department] : [])])].map(
            (name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ),
          )}
        </SelectField>
      ) : (
        <Field
          label={t('work.fields.department')}
          value={v.department}
          list={`${id}-departments`}
          error={errors.department}
          onChange={(e) => setV({ ...v, department: e.target.value })}
        />
      )}
      <Field
        label={t('work.fields.team')}
        value={v.team}
        list={`${id}-teams`}
        error={errors.team}
        onChange={(e) => setV({ ...v, team: e.target.value })}
      />
      <datalist id={`${id}-departments`}>
        {known('department').map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <datalist id={`${id}-teams`}>
        {known('team').map((d) => (
          <option key={d} value={d} />
        ))}
      </datalist>
      <fieldset className="flex flex-col gap-0.5 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-fg-muted">{t('orgAdmin.permissions')}</legend>
        {rights ? check('is_admin', t('work.isAdmin')) : null}
        {rights ? check('can_invite', t('work.canInviteLabel')) : null}
        {check('can_post', t('work.canPostLabel'))}
      </fieldset>
    </div>
  );
}

/** Field errors of a zod result, first message per field. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? '');
    out[k] ??= i.message;
  }
  return out;
}
