import '../invitations/texts.ts';
import './texts.ts';
import {
  type FamilyPrivacy,
  type FamilyProfile,
  PROFILE_SEARCHABILITY,
  WHO_CAN_COMMENT,
  WHO_CAN_SEE_POSTS,
} from '@krug/contract/family';
import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useFamilyMutations } from './api.ts';
import { FamilySettingsMembers } from './FamilySettingsMembers.tsx';
import { Flash, useFlash } from './use-flash.tsx';

const TABS = ['basic', 'members', 'privacy', 'danger'] as const;
type Tab = (typeof TABS)[number];

/** Family settings (spec §2): Basic info, Family members, Privacy, Danger zone, and a back button. */
export function FamilySettings({ family }: { family: FamilyProfile }) {
  const { t } = useTranslation(['family', 'invitations']);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'basic';
  if (family.user_role !== 'PARENT')
    return <p className="rounded-2xl bg-surface p-6 ring-1 ring-line">{t('family.notManager')}</p>;
  return (
    <section
      aria-labelledby="family-settings"
      className="rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line"
    >
      <div className="mb-4 flex items-center gap-3">
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => navigate(`/family/my-family-profile`)}
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('family.back')}
        </button>
        <h1 id="family-settings" className="text-xl font-semibold">
          {t('family.settingsTitle')}: {family.family_name}
        </h1>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(v) =>
          setParams(
            (p) => {
              p.set('tab', v);
              return p;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List
          aria-label={t('family.settingsTitle')}
          className="flex flex-wrap gap-1 border-b border-line"
        >
          {TABS.map((k) => (
            <Tabs.Trigger
              key={k}
              value={k}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-fg-subtle data-[state=active]:border-primary-line data-[state=active]:text-primary-strong"
            >
              {t(`family.settingsTabs.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="basic" className="pt-5">
          <BasicInfo family={family} />
        </Tabs.Content>
        <Tabs.Content value="members" className="pt-5">
          <FamilySettingsMembers family={family} />
        </Tabs.Content>
        <Tabs.Content value="privacy" className="pt-5">
          <Privacy family={family} />
        </Tabs.Content>
        <Tabs.Content value="danger" className="pt-5">
          <Danger family={family} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function BasicInfo({ family }: { family: FamilyProfile }) {
  const { t } = useTranslation(['family', 'invitations']);
  const { update } = useFamilyMutations(family.id);
  const [flash, setFlash] = useFlash();
  const [v, setV] = useState({
    family_name: family.family_name,
    description: family.description ?? '',
    city: family.city ?? '',
    location: family.location ?? '',
  });
  const nameMissing = v.family_name.trim() === '';
  return (
    <form
      noValidate
      className="flex max-w-xl flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (nameMissing) return;
        try {
          await update.mutateAsync(v);
          setFlash({ ok: true, text: t('family.updated') });
        } catch {
          setFlash({ ok: false, text: t('family.updateError') });
        }
      }}
    >
      <Field
        label={t('family.familyName')}
        value={v.family_name}
        error={nameMissing ? t('family.nameRequired') : undefined}
        onChange={(e) => setV({ ...v, family_name: e.target.value })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="family-about" className="text-sm font-medium text-fg-muted">
          {t('family.description')}
        </label>
        <textarea
          id="family-about"
          rows={3}
          value={v.description}
          onChange={(e) => setV({ ...v, description: e.target.value })}
          className="rounded-lg border border-line-strong px-3 py-2"
        />
      </div>
      <Field label={t('family.city')} value={v.city} onChange={(e) => setV({ ...v, city: e.target.value })} />
      <Field
        label={t('family.location')}
        value={v.location}
        onChange={(e) => setV({ ...v, location: e.target.value })}
      />
      <Flash flash={flash} />
      <button
        type="submit"
        className={buttonClass('primary', 'self-start')}
        disabled={nameMissing || update.isPending}
      >
        {t('family.save')}
      </button>
    </form>
  );
}

function Privacy({ family }: { family: FamilyProfile }) {
  const { t } = useTranslation(['family', 'invitations']);
  const { privacy } = useFamilyMutations(family.id);
  const [flash, setFlash] = useFlash();
  const [v, setV] = useState<FamilyPrivacy>({
    is_private: family.is_private,
    allow_public_discovery: family.allow_public_discovery,
    who_can_see_posts: family.who_can_see_posts,
    who_can_comment: family.who_can_comment,
    profile_searchability: family.profile_searchability,
  });
  const select = <K extends 'who_can_see_posts' | 'who_can_comment' | 'profile_searchability'>(
    key: K,
    label: string,
    options: readonly FamilyPrivacy[K][],
  ) => (
    <SelectField
      id={`privacy-${key}`}
      label={label}
      value={v[key]}
      onChange={(e) => setV({ ...v, [key]: e.target.value })}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {t(`family.audience.${o}`)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <form
      className="flex max-w-xl flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await privacy.mutateAsync(v);
          setFlash({ ok: true, text: t('family.privacyUpdated') });
        } catch {
          setFlash({ ok: false, text: t('family.privacyError') });
        }
      }}
    >
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-primary"
          checked={v.is_private}
          onChange={(e) =>
            setV({
              ...v,
              is_private: e.target.checked,
              allow_public_discovery: e.target.checked ? false : v.allow_public_discovery,
            })
          }
        />
        <span>
          <span className="font-medium">{t('family.isPrivate')}</span>
          <span className="block text-fg-faint">{t('family.isPrivateHint')}</span>
        </span>
      </label>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-primary"
          checked={v.allow_public_discovery}
          disabled={v.is_private}
          onChange={(e) => setV({ ...v, allow_public_discovery: e.target.checked })}
        />
        <span>
          <span className="font-medium">{t('family.allowDiscovery')}</span>
          {v.is_private ? <span className="block text-fg-faint">{t('family.discoveryDisabled')}</span> : null}
        </span>
      </label>
      {select('who_can_see_posts', t('family.whoCanSeePosts'), WHO_CAN_SEE_POSTS)}
      {select('who_can_comment', t('family.whoCanComment'), WHO_CAN_COMMENT)}
      {select('profile_searchability', t('family.searchability'), PROFILE_SEARCHABILITY)}
      <Flash flash={flash} />
      <button type="submit" className={buttonClass('primary', 'self-start')} disabled={privacy.isPending}>
        {t('family.save')}
      </button>
    </form>
  );
}

function Danger({ family }: { family: FamilyProfile }) {
  const { t } = useTranslation(['family', 'invitations']);
  const { remove } = useFamilyMutations(family.id);
  const navigate = useNavigate();
  const [word, setWord] = useState('');
  return (
    <div className="flex max-w-xl flex-col gap-3 rounded-xl border border-danger-line bg-danger-soft p-4">
      <h2 className="font-semibold text-danger-strong">{t('family.dangerTitle')}</h2>
      <p className="text-sm text-danger-strong">{t('family.dangerText')}</p>
      <Field
        label={t('family.deletePrompt')}
        value={word}
        onChange={(e) => setWord(e.target.value)}
        autoComplete="off"
      />
      <button
        type="button"
        className={buttonClass('danger', 'self-start')}
        disabled={word !== t('family.deleteWord') || remove.isPending}
        onClick={async () => {
          try {
            await remove.mutateAsync();
            notify({ type: 'success', message: t('family.deleted') });
            // The page reloads 1.5 s after the deletion (spec §8).
            setTimeout(() => {
              navigate('/family/my-family-profile', { replace: true });
              window.location.reload();
            }, 1500);
          } catch (err) {
            notify({ type: 'error', message: errorText(err, t('family.deleteError')) });
          }
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t('family.deleteFamily')}
      </button>
    </div>
  );
}
