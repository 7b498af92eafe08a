import { GROUP_ADD_POLICIES, type GroupAddPolicy, type PrivacySettings } from '@krug/contract/people';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { SelectField } from '../../ui/Field.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { usePrivacy, useSavePrivacy } from '../people/api.ts';
import { registerPeopleTexts } from '../people/texts.ts';
import { useSwitchSaver } from './use-switch-saver.ts';

registerPeopleTexts();

/** The five settings of spec 01, the page's own first. */
export const PRIVACY_KEYS = [
  'profile_visible_to_public',
  'family_visible_to_friends',
  'work_visible_in_services',
  'school_visible_in_events',
  'location_sharing_enabled',
] as const satisfies readonly (keyof PrivacySettings)[];
type PrivacyKey = (typeof PRIVACY_KEYS)[number];

/** One on/off row of a settings section (also used by «Уведомления»). */
export function Switch({
  id,
  checked,
  label,
  hint,
  disabled,
  onChange,
}: {
  id: string;
  checked: boolean;
  label: string;
  hint: string;
  disabled: boolean;
  onChange(next: boolean): void;
}) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer font-medium text-fg">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-fg-subtle">
            {hint}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-surface-strong ring-1 ring-line-strong ring-inset transition-colors outline-none aria-checked:ring-0 focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-60 aria-checked:bg-primary"
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
            checked ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
    </li>
  );
}

/** «Приватность» (issue 20): who sees what; each switch is saved as soon as it is flipped. */
export function PrivacySection() {
  const { t } = useTranslation('people');
  const privacy = usePrivacy();
  const save = useSavePrivacy();
  const baseId = useId();
  const { pending, change } = useSwitchSaver<PrivacyKey>((body, callbacks) => save.mutate(body, callbacks), {
    saved: () => t('privacy.saved'),
    failed: (err) =>
      err instanceof ApiError && err.status !== 0 && err.detail ? err.detail : t('privacy.saveFailed'),
  });
  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id={`${baseId}-title`} className="text-base font-semibold text-fg">
        {t('privacy.title')}
      </h2>
      <p className="text-sm text-fg-subtle">{t('privacy.intro')}</p>
      {privacy.isPending ? (
        <Skeleton lines={5} className="h-10 w-full" />
      ) : privacy.isError ? (
        <ErrorState
          error={privacy.error}
          title={t('privacy.loadFailed')}
          onRetry={() => void privacy.refetch()}
        />
      ) : (
        <>
          <ul className="divide-y divide-line">
            {PRIVACY_KEYS.map((key) => (
              <Switch
                key={key}
                id={`${baseId}-${key}`}
                checked={pending[key] ?? privacy.data[key]}
                label={t(`privacy.${key}`)}
                hint={t(`privacy.${key}Hint`)}
                disabled={pending[key] !== undefined}
                onChange={(next) => change(key, next)}
              />
            ))}
          </ul>
          <GroupAddsSetting current={privacy.data.who_can_add_me_to_groups} />
        </>
      )}
    </section>
  );
}

/**
 * «Кто может сразу добавлять меня в группы» (CONTRACT §4 "Consent, continued"): saved as soon as it
 * is picked; anyone the setting does not allow only invites.
 */
function GroupAddsSetting({ current }: { current: GroupAddPolicy }) {
  const { t } = useTranslation('people');
  const save = useSavePrivacy();
  const hintId = useId();
  const [picked, setPicked] = useState<GroupAddPolicy | null>(null);
  return (
    <div className="flex flex-col gap-1 border-t border-line pt-3">
      <SelectField
        label={t('privacy.groupAdds.label')}
        value={picked ?? current}
        disabled={picked !== null}
        aria-describedby={hintId}
        onChange={(e) => {
          const next = e.target.value as GroupAddPolicy;
          setPicked(next);
          save.mutate(
            { who_can_add_me_to_groups: next },
            {
              onSuccess: () => notify({ type: 'success', message: t('privacy.saved') }),
              onError: (err) =>
                notify({
                  type: 'error',
                  message:
                    err instanceof ApiError && err.status !== 0 && err.detail
                      ? err.detail
                      : t('privacy.saveFailed'),
                }),
              onSettled: () => setPicked(null),
            },
          );
        }}
      >
        {GROUP_ADD_POLICIES.map((policy) => (
          <option key={policy} value={policy}>
            {t(`privacy.groupAdds.${policy}`)}
          </option>
        ))}
      </SelectField>
      <p id={hintId} className="text-sm text-fg-subtle">
        {t('privacy.groupAdds.hint')}
      </p>
    </div>
  );
}
