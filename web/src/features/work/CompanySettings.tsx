import './texts.ts';
import {
  INDUSTRIES,
  ORG_SIZES,
  ORG_TYPES,
  type Organization,
  UpdateOrganizationBody,
} from '@krug/contract/work';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LabelGroup, useLabel } from '../../i18n/labels.ts';
import { errorText } from '../../lib/api.ts';
import { readAsDataUrl } from '../../lib/read-file.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useJoinRequests, workKeys } from './api.ts';
import { OrgDangerZone } from './OrgDangerZone.tsx';
import { type ImageKey, ImageSetting } from './OrgImageSetting.tsx';
import { RequestsTab } from './OrgRequests.tsx';
import { updateOrganization } from './org-api.ts';
import { tabClass } from './settings-tabs.ts';

/** The settings fields of an organization as saved (02 §7 PUT sends all of them). */
const savedFields = (org: Organization) => ({
  name: org.name,
  organization_type: org.organization_type,
  description: org.description,
  industry: org.industry,
  organization_size: ORG_SIZES.find((s) => s === org.organization_size),
  founded_year: org.founded_year ?? undefined,
  website: org.website ?? '',
  official_email: org.official_email ?? '',
  address_street: org.address_street ?? '',
  address_city: org.address_city ?? '',
  address_state: org.address_state ?? '',
  address_country: org.address_country ?? '',
  address_postal_code: org.address_postal_code ?? '',
  is_private: org.is_private,
  allow_public_discovery: org.allow_public_discovery,
});

/** Company settings (admins): basic, contact, media and privacy with the danger zone, and requests. */
export function CompanySettings({ org, onClose }: { org: Organization; onClose(): void }) {
  const { t } = useTranslation('work');
  const [tab, setTab] = useState('basic');
  const label = useLabel();
  const id = useId();
  const queryClient = useQueryClient();
  const pending = useJoinRequests(org);
  const [ask, confirmDialog] = useConfirm();
  const [v, setV] = useState<Record<string, unknown>>(() => savedFields(org));
  /** What the previews show: the saved image's address, a newly chosen data URL, or null. */
  const [images, setImages] = useState<Record<ImageKey, string | null>>({
    logo_url: org.logo_url,
    banner_url: org.banner_url,
  });
  const [chosen, setChosen] = useState<Record<ImageKey, boolean>>({ logo_url: false, banner_url: false });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (k: string, value: unknown) => {
    setV({ ...v, [k]: value });
    setMessage(null);
  };
  const save = async () => {
    const body = {
      ...v,
      logo_url: chosen.logo_url ? images.logo_url : undefined,
      banner_url: chosen.banner_url ? images.banner_url : undefined,
    };
    const parsed = UpdateOrganizationBody.safeParse(body);
    if (!parsed.success) return setMessage({ ok: false, text: parsed.error.issues[0]?.message ?? '' });
    try {
      await updateOrganization(org.id, parsed.data);
      setMessage({ ok: true, text: t('work.saved') });
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
      setTimeout(onClose, 1500);
    } catch (err) {
      setMessage({ ok: false, text: errorText(err, t('work.saveFailed')) });
    }
  };
  const pick = async (k: ImageKey, file: File | undefined) => {
    if (!file) return;
    setImages((now) => ({ ...now, [k]: null }));
    const url = await readAsDataUrl(file);
    setImages((now) => ({ ...now, [k]: url }));
    setChosen((now) => ({ ...now, [k]: true }));
    setMessage(null);
  };
  const removeImage = async (k: ImageKey) => {
    const logo = k === 'logo_url';
    const ok = await ask({
      title: logo ? t('orgAdmin.removeLogoConfirm') : t('orgAdmin.removeBannerConfirm'),
      description: t('orgAdmin.removeImageText'),
      confirmLabel: logo ? t('orgAdmin.removeLogo') : t('orgAdmin.removeBanner'),
      destructive: true,
    });
    if (!ok) return;
    if (chosen[k] && (logo ? !org.logo_url : !org.banner_url)) {
      // Only a not yet saved choice: forget it.
      setImages((now) => ({ ...now, [k]: null }));
      setChosen((now) => ({ ...now, [k]: false }));
      return;
    }
    try {
      // Only this image changes: the other fields are sent as saved, the other image is kept.
      await updateOrganization(org.id, { ...savedFields(org), [k]: null });
      setImages((now) => ({ ...now, [k]: null }));
      setChosen((now) => ({ ...now, [k]: false }));
      notify({ type: 'success', message: logo ? t('orgAdmin.logoRemoved') : t('orgAdmin.bannerRemoved') });
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('work.saveFailed')) });
    }
  };

  const text = (k: string, caption: string, type = 'text') => (
    <Field
      key={k}
      label={caption}
      type={type}
      value={String(v[k] ?? '')}
      onChange={(e) => set(k, e.target.value)}
    />
  );
  const choose = (k: string, caption: string, options: readonly string[], group: LabelGroup) => (
    <SelectField
      key={k}
      id={`${id}-${k}`}
      label={caption}
      value={String(v[k] ?? '')}
      onChange={(e) => set(k, e.target.value)}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {label(group, o)}
        </option>
      ))}
    </SelectField>
  );
  const check = (k: string, caption: string, hint: string) => (
    <label className="flex items-start gap-3 rounded-lg p-2 hover:bg-surface-sunken">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4"
        checked={Boolean(v[k])}
        onChange={(e) => set(k, e.target.checked)}
      />
      <span>
        <span className="block font-medium text-fg">{caption}</span>
        <span className="block text-fg-subtle">{hint}</span>
      </span>
    </label>
  );
  const requestCount = pending.data?.requests.length ?? 0;
  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <Tabs.List
        aria-label={t('orgAdmin.company')}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-line"
      >
        {(['basic', 'contact', 'media', 'privacy'] as const).map((k) => (
          <Tabs.Trigger key={k} value={k} className={tabClass}>
            {t(`work.settingsTabs.${k}`)}
          </Tabs.Trigger>
        ))}
        <Tabs.Trigger value="requests" className={tabClass}>
          {t('work.tabs.requests')}
          {requestCount ? (
            <span className="ml-1 rounded-full bg-danger px-1.5 text-xs text-white">{requestCount}</span>
          ) : null}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="basic" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('name', t('work.fields.name'))}</div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={`${id}-description`} className="text-sm font-medium text-fg-muted">
            {t('work.fields.description')}
          </label>
          <textarea
            id={`${id}-description`}
            rows={3}
            value={String(v.description ?? '')}
            onChange={(e) => set('description', e.target.value)}
            className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg"
          />
        </div>
        {choose('organization_type', t('work.fields.type'), ORG_TYPES, 'orgType')}
        {choose('industry', t('work.fields.industry'), INDUSTRIES, 'industry')}
        {choose('organization_size', t('work.fields.size'), ORG_SIZES, 'orgSize')}
        {text('founded_year', t('work.fields.founded'), 'number')}
      </Tabs.Content>
      <Tabs.Content value="contact" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {text('website', t('work.fields.website'), 'url')}
        {text('official_email', t('work.fields.email'), 'email')}
        <div className="sm:col-span-2">{text('address_street', t('orgAdmin.street'))}</div>
        {text('address_city', t('work.fields.city'))}
        {text('address_state', t('orgAdmin.region'))}
        {text('address_postal_code', t('orgAdmin.postalCode'))}
        {text('address_country', t('work.fields.country'))}
      </Tabs.Content>
      <Tabs.Content value="media" className="flex flex-col gap-5 text-sm">
        <ImageSetting
          caption={t('work.logo')}
          preview={images.logo_url}
          previewAlt={t('orgAdmin.currentLogo')}
          empty={t('orgAdmin.noLogo')}
          pickLabel={t('orgAdmin.chooseLogo')}
          removeLabel={t('orgAdmin.removeLogo')}
          pendingNote={chosen.logo_url ? t('orgAdmin.pendingImage') : null}
          kind="logo"
          onPick={(f) => void pick('logo_url', f)}
          onRemove={() => void removeImage('logo_url')}
        />
        <ImageSetting
          caption={t('work.banner')}
          preview={images.banner_url}
          previewAlt={t('orgAdmin.currentBanner')}
          empty={t('orgAdmin.noBanner')}
          pickLabel={t('orgAdmin.chooseBanner')}
          removeLabel={t('orgAdmin.removeBanner')}
          pendingNote={chosen.banner_url ? t('orgAdmin.pendingImage') : null}
          kind="banner"
          onPick={(f) => void pick('banner_url', f)}
          onRemove={() => void removeImage('banner_url')}
        />
      </Tabs.Content>
      <Tabs.Content value="privacy" className="flex flex-col gap-2 text-sm">
        {check('is_private', t('work.fields.private'), t('orgAdmin.privacyHint'))}
        {check('allow_public_discovery', t('work.fields.discovery'), t('orgAdmin.discoveryHint'))}
        <OrgDangerZone org={org} onLeft={onClose} />
      </Tabs.Content>
      <Tabs.Content value="requests">
        <RequestsTab org={org} joinRequests={pending.data?.requests ?? []} />
      </Tabs.Content>
      {tab !== 'requests' ? (
        <div className="mt-4 flex flex-col gap-2">
          {message ? (
            <p
              role={message.ok ? 'status' : 'alert'}
              className={`text-sm ${message.ok ? 'text-primary-fg' : 'text-danger-fg'}`}
            >
              {message.text}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixDialog.Close className={buttonClass('secondary')}>{t('work.close')}</RadixDialog.Close>
            <button type="button" className={buttonClass('primary')} onClick={save}>
              {t('work.save')}
            </button>
          </div>
        </div>
      ) : null}
      {confirmDialog}
    </Tabs.Root>
  );
}
