import './texts.ts';
import type { ModuleKey } from '@krug/contract/modules';
import { USER_LANGUAGES, USER_THEMES, type UserLanguage, type UserTheme } from '@krug/contract/settings';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18next, { currentLanguage, setLanguage } from '../../i18n/index.ts';
import { useThemeChoice } from '../../ui/theme.ts';
import { notify } from '../../ui/toast.ts';
import { DigestSection } from '../email/DigestSection.tsx';
import { PushSection } from '../pwa/PushSection.tsx';
import { SecuritySettings } from '../security/SecuritySettings.tsx';
import { useSaveSettings } from './api.ts';
import { BlockedSection } from './BlockedSection.tsx';
import { DataExportSection } from './DataExportSection.tsx';
import { NotificationPrefsSection } from './NotificationPrefsSection.tsx';
import { PrivacySection } from './PrivacySection.tsx';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label(option: T): string;
  /** The language each option's label is written in (the language names are in their own language). */
  lang?(option: T): string | undefined;
  onChange(option: T): void;
  disabled: boolean;
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  lang,
  onChange,
  disabled,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            lang={lang?.(option)}
            className="flex min-h-touch cursor-pointer items-center gap-3 rounded-lg border border-line px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus hover:bg-surface-sunken"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
              className="h-4 w-4 accent-primary"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Settings (issue 18): the interface language and colour theme, then privacy (issue 20). A choice applies at once, without a
 * reload, and is stored on the user so every sign-in, on any device, opens the same way.
 */
export function SettingsPage({ module = 'family' }: { module?: ModuleKey }) {
  const { t } = useTranslation('settings');
  const [theme, setTheme] = useThemeChoice();
  const save = useSaveSettings();
  const headingId = useId();
  // The choice shows at once while the chosen catalog may still be downloading.
  const [choosing, setChoosing] = useState<UserLanguage | null>(null);
  const language = choosing ?? currentLanguage();

  const persist = (body: { language?: UserLanguage; theme?: UserTheme }, undo: () => void) =>
    save.mutate(body, {
      // In the language just chosen (the `t` of this render still speaks the previous one).
      onSuccess: () => notify({ type: 'success', message: i18next.t('settings.saved', { ns: 'settings' }) }),
      onError: () => {
        undo();
        notify({ type: 'error', message: i18next.t('settings.saveFailed', { ns: 'settings' }) });
      },
    });

  return (
    <section aria-labelledby={headingId} className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 id={headingId} className="text-2xl font-semibold text-fg">
        {t('settings.title')}
      </h1>
      <div className="flex flex-col gap-6 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6">
        <ChoiceGroup
          legend={t('settings.language')}
          name="language"
          options={USER_LANGUAGES}
          value={language}
          label={(l) => t(`settings.languages.${l}`)}
          lang={(l) => l}
          disabled={save.isPending}
          onChange={(next) => {
            const before = currentLanguage();
            setChoosing(next);
            // Applied first (the English catalog may have to download), then stored.
            void setLanguage(next)
              .then(() => persist({ language: next }, () => void setLanguage(before)))
              .finally(() => setChoosing(null));
          }}
        />
        <ChoiceGroup
          legend={t('settings.theme')}
          name="theme"
          options={USER_THEMES}
          value={theme}
          label={(c) => t(`settings.themes.${c}`)}
          disabled={save.isPending}
          onChange={(next) => {
            const before = theme;
            setTheme(next);
            persist({ theme: next }, () => setTheme(before));
          }}
        />
      </div>
      <PrivacySection />
      <BlockedSection module={module} />
      <SecuritySettings />
      <NotificationPrefsSection />
      <DigestSection />
      <PushSection />
      <DataExportSection />
    </section>
  );
}
