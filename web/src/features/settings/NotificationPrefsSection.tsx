import {
  ALWAYS_ON_NOTIFICATIONS,
  type NotificationPreferences,
  type NotificationType,
  notificationGroups,
} from '@krug/contract/notification-preferences';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { Switch } from './PrivacySection.tsx';
import { useNotificationPreferences, useSaveNotificationPreferences } from './settings-data-api.ts';
import { registerSettingsDataTexts } from './settings-data-texts.ts';

registerSettingsDataTexts();

const GROUPS = notificationGroups();

/**
 * «Уведомления» (issue 20): a switch per notification type, in groups people recognise. Each is
 * saved as soon as it is flipped; a failed save puts it back. Invitations and the ready export
 * are always on (they answer a consent or the user's own request).
 */
export function NotificationPrefsSection() {
  const { t } = useTranslation('settingsData');
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const baseId = useId();
  // The flipped value shows at once; it is dropped once the server answers (its answer is cached).
  const [pending, setPending] = useState<Partial<NotificationPreferences>>({});
  const label = (type: NotificationType) =>
    t(`notifications.types.${type}`, { defaultValue: t('notifications.typeFallback', { type }) });

  const change = (type: NotificationType, next: boolean) => {
    setPending((p) => ({ ...p, [type]: next }));
    save.mutate(
      { [type]: next },
      {
        onSuccess: () => notify({ type: 'success', message: t('notifications.saved') }),
        onError: (err) => notify({ type: 'error', message: errorText(err, t('notifications.saveFailed')) }),
        onSettled: () =>
          setPending((p) => {
            const { [type]: _, ...rest } = p;
            return rest;
          }),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id={`${baseId}-title`} className="text-base font-semibold text-fg">
        {t('notifications.title')}
      </h2>
      <p className="text-sm text-fg-subtle">{t('notifications.intro')}</p>
      {prefs.isPending ? (
        <Skeleton lines={6} className="h-10 w-full" />
      ) : prefs.isError ? (
        <ErrorState
          error={prefs.error}
          title={t('notifications.loadFailed')}
          onRetry={() => void prefs.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {GROUPS.map(({ group, types }) => (
            <fieldset key={group} className="flex flex-col">
              <legend className="pt-2 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
                {t(`notifications.groups.${group}`)}
              </legend>
              <ul className="divide-y divide-line">
                {types.map((type) => {
                  const locked = ALWAYS_ON_NOTIFICATIONS.includes(type);
                  return (
                    <Switch
                      key={type}
                      id={`${baseId}-${type}`}
                      checked={locked || (pending[type] ?? prefs.data[type] ?? true)}
                      label={label(type)}
                      hint={locked ? t('notifications.alwaysOn') : ''}
                      disabled={locked || pending[type] !== undefined}
                      onChange={(next) => change(type, next)}
                    />
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      )}
    </section>
  );
}
