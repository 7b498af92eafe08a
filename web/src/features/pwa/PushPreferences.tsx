import './texts.ts';
import { PUSH_PREVIEWS, type PushSettings, type PushSettingsBody } from '@krug/contract/push';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { Switch } from '../settings/PrivacySection.tsx';
import { usePushSettings, useSavePushSettings } from './api.ts';

/** The browser's time zone: quiet hours are kept in it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Moscow';

function QuietHours({ settings, save }: { settings: PushSettings; save(body: PushSettingsBody): void }) {
  const { t } = useTranslation('pwa');
  const id = useId();
  const [from, setFrom] = useState(settings.quiet_from ?? '23:00');
  const [to, setTo] = useState(settings.quiet_to ?? '08:00');
  const zone = browserZone();
  const input =
    'min-h-11 rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20';
  return (
    <form
      className="flex flex-col gap-2"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        save({ quiet_from: from, quiet_to: to, time_zone: zone });
      }}
    >
      <h3 id={`${id}-title`} className="font-medium text-fg">
        {t('push.quiet')}
      </h3>
      <p className="text-sm text-fg-subtle">{t('push.quietHint', { zone })}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm text-fg-muted">
          {t('push.quietFrom')}
          <input
            type="time"
            required
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className={input}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-fg-muted">
          {t('push.quietTo')}
          <input type="time" required value={to} onChange={(e) => setTo(e.target.value)} className={input} />
        </label>
        <button type="submit" className={buttonClass('secondary')}>
          {t('push.quietSave')}
        </button>
        {settings.quiet_from ? (
          <button
            type="button"
            className={buttonClass('ghost')}
            onClick={() => save({ quiet_from: null, quiet_to: null })}
          >
            {t('push.quietOff')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** What pushes show («без текста»), whether chat messages push, and the quiet hours (issue 35 §3). */
export function PushPreferences() {
  const { t } = useTranslation('pwa');
  const id = useId();
  const settings = usePushSettings();
  const mutation = useSavePushSettings();
  const save = (body: PushSettingsBody) =>
    mutation.mutate(body, {
      onSuccess: () => notify({ type: 'success', message: t('push.saved') }),
      onError: (err) => notify({ type: 'error', message: errorText(err, t('push.saveFailed')) }),
    });
  if (settings.isPending) return <Skeleton lines={3} className="h-10 w-full" />;
  if (settings.isError)
    return (
      <ErrorState
        error={settings.error}
        title={t('push.loadFailed')}
        onRetry={() => void settings.refetch()}
      />
    );
  const s = settings.data;
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-fg">{t('push.preview')}</legend>
        {PUSH_PREVIEWS.map((p) => (
          <label
            key={p}
            className="flex min-h-touch cursor-pointer items-start gap-3 rounded-lg border border-line px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus"
          >
            <input
              type="radio"
              name={`${id}-preview`}
              checked={s.preview === p}
              disabled={mutation.isPending}
              onChange={() => save({ preview: p })}
              className="mt-1 h-4 w-4 accent-primary"
            />
            <span>
              <span className="block text-fg">{t(`push.previews.${p}`)}</span>
              <span className="block text-sm text-fg-subtle">{t(`push.previewHints.${p}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <ul>
        <Switch
          id={`${id}-messages`}
          checked={s.messages}
          label={t('push.messages')}
          hint={t('push.messagesHint')}
          disabled={mutation.isPending}
          onChange={(next) => save({ messages: next })}
        />
      </ul>
      <QuietHours key={`${s.quiet_from}-${s.quiet_to}`} settings={s} save={save} />
    </div>
  );
}
