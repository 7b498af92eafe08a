import {
  ALWAYS_ON_NOTIFICATIONS,
  type NotificationType,
  notificationGroups,
} from '@krug/contract/notification-preferences';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { Switch } from './PrivacySection.tsx';
import { useNotificationPreferences, useSaveNotificationPreferences } from './settings-data-api.ts';
import { registerSettingsDataTexts } from './settings-data-texts.ts';
import { useSwitchSaver } from './use-switch-saver.ts';

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
  const label = (type: NotificationType) =>
    t(`notifications.types.${type}`, { defaultValue: t('notifications.typeFallback', { type }) });
  const { pending, change } = useSwitchSaver<NotificationType>(
    (body, callbacks) => save.mutate(body, callbacks),
    {
      saved: () => t('notifications.saved'),
      failed: (err) => errorText(err, t('notifications.saveFailed')),
    },
  );

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
