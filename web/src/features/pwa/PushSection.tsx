import './texts.ts';
import type { PushDevice } from '@krug/contract/push';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, BellRing, Download, Monitor, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { parseUserAgent } from '../security/device-label.ts';
import { useDeviceLabel } from '../security/SessionsSection.tsx';
import { pushKeys, usePushDevices, useRemovePushDevice } from './api.ts';
import { PushPreferences } from './PushPreferences.tsx';
import { currentSubscription, disablePush, enablePush, pushSupported } from './push-device.ts';
import { promptInstall, usePwaState } from './pwa-state.ts';

const MOBILE = new Set(['iOS', 'Android']);

/** Installing the app: the browser's own dialog when it offers one, else where to find it. */
function InstallHint() {
  const { t } = useTranslation('pwa');
  const { installPrompt, standalone } = usePwaState();
  if (standalone) return <p className="text-sm text-fg-subtle">{t('app.installed')}</p>;
  if (!installPrompt) return <p className="text-sm text-fg-subtle">{t('app.installHint')}</p>;
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'self-start')}
      onClick={() =>
        void promptInstall().then((ok) => {
          if (ok) void notify({ type: 'success', message: t('app.installDone') });
        })
      }
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      {t('app.install')}
    </button>
  );
}

function DeviceRow({ device, here, onRemove }: { device: PushDevice; here: boolean; onRemove(): void }) {
  const { t } = useTranslation('pwa');
  const label = useDeviceLabel()(device.user_agent);
  const Icon = MOBILE.has(parseUserAgent(device.user_agent).os ?? '') ? Smartphone : Monitor;
  return (
    <li className="flex items-center gap-3 py-3" data-testid="push-device">
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-fg-muted" />
      <span className="min-w-0 flex-1 truncate font-medium text-fg">
        {label}
        {here ? <span className="ml-2 text-sm font-normal text-primary-fg">{t('push.current')}</span> : null}
      </span>
      <button
        type="button"
        className={buttonClass('ghost', 'px-2 py-1')}
        aria-label={t('push.removeNamed', { device: label })}
        onClick={onRemove}
      >
        {t('push.remove')}
      </button>
    </li>
  );
}

/**
 * «Приложение и push-уведомления» (issue 35): the install hint, pushes on this device (permission,
 * subscription), every device that gets them (removable), and what pushes show and when.
 */
export function PushSection() {
  const { t } = useTranslation('pwa');
  const baseId = useId();
  const client = useQueryClient();
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();
  const here = useQuery({
    queryKey: pushKeys.here,
    queryFn: async () => (await currentSubscription())?.endpoint ?? null,
    enabled: supported,
  });
  const mine = devices.data?.find((d) => d.endpoint === here.data) ?? null;
  const denied = supported && Notification.permission === 'denied';

  const toggle = async () => {
    setBusy(true);
    try {
      if (mine) {
        await disablePush(mine.id);
        notify({ type: 'success', message: t('push.turnedOff') });
      } else {
        const permission = await enablePush();
        notify(
          permission === 'granted'
            ? { type: 'success', message: t('push.turnedOn') }
            : { type: 'error', message: t('push.denied') },
        );
      }
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('push.failed')) });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['push'] });
    }
  };

  return (
    <section
      id="app"
      aria-labelledby={`${baseId}-title`}
      className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${baseId}-title`} className="text-base font-semibold text-fg">
          {t('app.title')}
        </h2>
        <p className="text-sm text-fg-subtle">{t('app.intro')}</p>
      </div>
      <InstallHint />
      <div className="flex flex-col gap-2">
        <h3 className="font-medium text-fg">{t('push.thisDevice')}</h3>
        {!supported ? (
          <p className="text-sm text-fg-subtle">{t('push.unsupported')}</p>
        ) : denied ? (
          <p className="text-sm text-fg-subtle">{t('push.denied')}</p>
        ) : (
          <>
            <p className="text-sm text-fg-subtle">{mine ? t('push.enabled') : t('push.disabled')}</p>
            <button
              type="button"
              className={buttonClass(mine ? 'secondary' : 'primary', 'self-start')}
              disabled={busy || devices.isPending || here.isPending}
              onClick={() => void toggle()}
            >
              {mine ? (
                <BellOff aria-hidden="true" className="h-4 w-4" />
              ) : (
                <BellRing aria-hidden="true" className="h-4 w-4" />
              )}
              {mine ? t('push.disable') : t('push.enable')}
            </button>
          </>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="font-medium text-fg">{t('push.devices')}</h3>
        {devices.isPending ? (
          <Skeleton lines={2} className="h-10 w-full" />
        ) : devices.isError ? (
          <ErrorState
            error={devices.error}
            title={t('push.loadFailed')}
            onRetry={() => void devices.refetch()}
          />
        ) : devices.data.length === 0 ? (
          <p className="text-sm text-fg-subtle">{t('push.noDevices')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {devices.data.map((d) => (
              <DeviceRow
                key={d.id}
                device={d}
                here={d.endpoint === here.data}
                onRemove={() =>
                  remove.mutate(d.id, {
                    onSuccess: () => {
                      notify({ type: 'success', message: t('push.removed') });
                      // This browser's own row: its subscription goes too.
                      if (d.endpoint === here.data) void disablePush(null);
                    },
                    onError: (err) =>
                      notify({ type: 'error', message: errorText(err, t('push.saveFailed')) }),
                  })
                }
              />
            ))}
          </ul>
        )}
      </div>
      <PushPreferences />
    </section>
  );
}
