import { BANNER_AVATAR_MAX_BYTES } from '@krug/contract/limits';
import {
  INDUSTRIES,
  ORG_SIZES,
  ORG_TYPES,
  type Organization,
  UpdateOrganizationBody,
} from '@krug/contract/work';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { workKeys } from './api.ts';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Company settings for admins (02 §2.10): basic, contact, media, privacy; confirmation, then closes after 1.5 s. */
export function OrgSettingsDialog({ org, onClose }: { org: Organization; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [v, setV] = useState<Record<string, unknown>>({
    name: org.name,
    organization_type: org.organization_type,
    description: org.description,
    industry: org.industry,
    organization_size: org.organization_size,
    founded_year: org.founded_year ?? undefined,
    website: org.website ?? '',
    official_email: org.official_email ?? '',
    address_city: org.address_city ?? '',
    address_country: org.address_country ?? '',
    is_private: org.is_private,
    allow_public_discovery: org.allow_public_discovery,
  });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (k: string, value: unknown) => setV({ ...v, [k]: value });
  const image = async (k: 'logo_url' | 'banner_url', file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/'))
      return setMessage({ ok: false, text: t('work.texts.imageNotImage') });
    if (file.size > BANNER_AVATAR_MAX_BYTES)
      return setMessage({ ok: false, text: t('work.texts.imageTooLarge') });
    set(k, await readAsDataUrl(file));
  };
  const save = async () => {
    const parsed = UpdateOrganizationBody.safeParse(v);
    if (!parsed.success) return setMessage({ ok: false, text: parsed.error.issues[0]?.message ?? '' });
    try {
      await apiFetch(`/api/work/organizations/${org.id}`, { method: 'PUT', body: v });
      setMessage({ ok: true, text: t('work.saved') });
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
      setTimeout(onClose, 1500);
    } catch (err) {
      setMessage({ ok: false, text: errorText(err, t('work.saveFailed')) });
    }
  };
  const text = (k: string, label: string, type = 'text') => (
    <Field
      key={k}
      label={label}
      type={type}
      value={String(v[k] ?? '')}
      onChange={(e) => set(k, e.target.value)}
    />
  );
  const choose = (k: string, label: string, options: readonly string[]) => (
    <label key={k} className="flex flex-col gap-1 text-sm font-medium text-fg-muted">
      {label}
      <select
        value={String(v[k])}
        onChange={(e) => set(k, e.target.value)}
        className="rounded-lg border border-line-strong px-3 py-2 font-normal"
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
  const tab =
    'border-b-2 border-transparent px-3 py-1.5 text-sm data-[state=active]:border-work-line data-[state=active]:text-work-strong';
  return (
    <Dialog.Root open onOpenChange={(o) => (o ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content aria-describedby={undefined} className={sheetClass('xl', 'flex flex-col gap-3 p-6')}>
          <Dialog.Title className="text-lg font-semibold">{t('work.settings')}</Dialog.Title>
          <Tabs.Root defaultValue="basic">
            <Tabs.List
              aria-label={t('work.settings')}
              className="mb-3 flex flex-wrap gap-1 border-b border-line"
            >
              {(['basic', 'contact', 'media', 'privacy'] as const).map((k) => (
                <Tabs.Trigger key={k} value={k} className={tab}>
                  {t(`work.settingsTabs.${k}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="basic" className="flex flex-col gap-3">
              {text('name', t('work.fields.name'))}
              {text('description', t('work.fields.description'))}
              {choose('organization_type', t('work.fields.type'), ORG_TYPES)}
              {choose('industry', t('work.fields.industry'), INDUSTRIES)}
              {choose('organization_size', t('work.fields.size'), ORG_SIZES)}
              {text('founded_year', t('work.fields.founded'), 'number')}
            </Tabs.Content>
            <Tabs.Content value="contact" className="flex flex-col gap-3">
              {text('website', t('work.fields.website'), 'url')}
              {text('official_email', t('work.fields.email'), 'email')}
              {text('address_city', t('work.fields.city'))}
              {text('address_country', t('work.fields.country'))}
            </Tabs.Content>
            <Tabs.Content value="media" className="flex flex-col gap-3 text-sm">
              {(
                [
                  ['logo_url', t('work.logo')],
                  ['banner_url', t('work.banner')],
                ] as const
              ).map(([k, label]) => (
                <div key={k} className="flex flex-col gap-1">
                  <span className="font-medium">{label}</span>
                  <FilePicker
                    compact
                    label={label}
                    accept={['image/*']}
                    acceptLabel="JPG, PNG, GIF, WEBP"
                    maxBytes={BANNER_AVATAR_MAX_BYTES}
                    tooLargeMessage={t('work.texts.imageTooLarge')}
                    badTypeMessage={t('work.texts.imageNotImage')}
                    onFiles={(files) => void image(k, files[0])}
                  />
                </div>
              ))}
              <button
                type="button"
                className={buttonClass('ghost', 'self-start')}
                onClick={() => setV({ ...v, logo_url: null, banner_url: null })}
              >
                {t('work.removeImages')}
              </button>
            </Tabs.Content>
            <Tabs.Content value="privacy" className="flex flex-col gap-2 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={Boolean(v.is_private)}
                  onChange={(e) => set('is_private', e.target.checked)}
                />
                {t('work.fields.private')}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={Boolean(v.allow_public_discovery)}
                  onChange={(e) => set('allow_public_discovery', e.target.checked)}
                />
                {t('work.fields.discovery')}
              </label>
            </Tabs.Content>
          </Tabs.Root>
          {message ? (
            <p
              role={message.ok ? 'status' : 'alert'}
              className={`text-sm ${message.ok ? 'text-primary-fg' : 'text-danger-fg'}`}
            >
              {message.text}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>{t('work.close')}</Dialog.Close>
            <button type="button" className={buttonClass('primary')} onClick={save}>
              {t('work.save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
