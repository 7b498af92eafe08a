import './texts.ts';
import type { Organization } from '@krug/contract/work';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLabel } from '../../i18n/labels.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { Skeleton } from '../../ui/states.tsx';
import { useJoinRequests, useOrganization } from './api.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { Badges } from './MyWorkPage.tsx';
import { OrgFeed } from './OrgFeed.tsx';
import { MembersTab } from './OrgMembers.tsx';
import { MySettings } from './OrgMySettings.tsx';
import { OrgPublicView } from './OrgPublicPage.tsx';
import { RequestsTab } from './OrgRequests.tsx';
import { OrgSettingsDialog } from './OrgSettingsDialog.tsx';
import { scrollFade, useScrollEdges } from './use-scroll-edges.ts';

/** The organization page for members (02 §2.8): About, Members by department, Posts, Requests, my settings. */
export function OrgProfilePage() {
  const { t } = useTranslation('work');
  const label = useLabel();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const org = useOrganization(id);
  const [invite, setInvite] = useState(false);
  const [settings, setSettings] = useState(false);
  if (!id) return <p className="rounded-2xl bg-surface p-6 ring-1 ring-line">{t('work.notFound')}</p>;
  if (org.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (org.isError)
    return (
      <p role="alert" className="rounded-2xl bg-surface p-6 ring-1 ring-line">
        {t('work.notFound')}
      </p>
    );
  const o = org.data;
  // Someone outside the organization sees its public profile, not a bare header (issue 19).
  if (!o.user_role) return <OrgPublicView id={o.id} signedIn />;
  return (
    <article className="flex flex-col gap-4">
      <header
        className="rounded-2xl bg-gradient-to-r from-orange-700 to-amber-700 bg-cover bg-center p-6 text-white shadow-sm"
        style={
          o.banner_url
            ? { backgroundImage: `linear-gradient(rgba(0,0,0,.35),rgba(0,0,0,.35)), url(${o.banner_url})` }
            : undefined
        }
      >
        <h1 className="flex items-center gap-3 text-2xl font-semibold">
          <Avatar src={o.logo_url} name={o.name} size="lg" shape="square" className="bg-surface" />
          {o.name}
        </h1>
        <p className="text-sm text-white/90">
          {label('orgType', o.organization_type)} · {label('industry', o.industry)} ·{' '}
          {t('work.members', { n: o.member_count })} ·{' '}
          {[o.address_city, o.address_country].filter(Boolean).join(', ')}
          {o.founded_year ? ` · ${o.founded_year}` : ''}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badges org={o} />
          {o.user_is_admin ? (
            <button type="button" className={buttonClass('secondary')} onClick={() => setSettings(true)}>
              {t('work.settings')}
            </button>
          ) : null}
          {o.user_can_invite ? (
            <button type="button" className={buttonClass('secondary')} onClick={() => setInvite(true)}>
              {t('work.invite')}
            </button>
          ) : null}
        </div>
      </header>
      {o.user_role ? <OrgTabs org={o} /> : null}
      {invite ? <InviteDialog org={o} onClose={() => setInvite(false)} /> : null}
      {settings ? <OrgSettingsDialog org={o} onClose={() => setSettings(false)} /> : null}
    </article>
  );
}

function OrgTabs({ org }: { org: Organization }) {
  const { t } = useTranslation('work');
  const label = useLabel();
  const [params] = useSearchParams();
  const department = params.get('department');
  // Picking a department in the navigator shows its posts.
  const [current, setCurrent] = useState(department ? 'posts' : 'about');
  useEffect(() => {
    if (department) setCurrent('posts');
  }, [department]);
  const pending = useJoinRequests(org);
  const strip = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(strip);
  const tab =
    'shrink-0 whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-fg-subtle data-[state=active]:border-work-line data-[state=active]:text-work-strong';
  return (
    <Tabs.Root
      value={current}
      onValueChange={setCurrent}
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      {/* One row that scrolls sideways on phones, like LinkedIn's profile tabs. */}
      <Tabs.List
        ref={strip}
        aria-label={org.name}
        data-scroll-more={edges.right ? 'right' : edges.left ? 'left' : undefined}
        // Tabs that do not fit fade out at the edge with more (issue 32: it shows that it scrolls).
        style={{ maskImage: scrollFade(edges), WebkitMaskImage: scrollFade(edges) }}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]"
      >
        <Tabs.Trigger value="about" className={tab}>
          {t('work.tabs.about')}
        </Tabs.Trigger>
        <Tabs.Trigger value="members" className={tab}>
          {t('work.tabs.members')}
        </Tabs.Trigger>
        <Tabs.Trigger value="posts" className={tab}>
          {t('work.tabs.posts')}
        </Tabs.Trigger>
        {org.user_is_admin ? (
          <Tabs.Trigger value="requests" className={tab}>
            {t('work.tabs.requests')}{' '}
            {pending.data?.requests.length ? (
              <span className="rounded-full bg-danger px-1.5 text-xs text-white">
                {pending.data.requests.length}
              </span>
            ) : null}
          </Tabs.Trigger>
        ) : null}
        <Tabs.Trigger value="me" className={tab}>
          {t('work.tabs.me')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="about" className="flex flex-col gap-2 text-sm">
        <p>{org.description}</p>
        {org.website ? (
          <a href={org.website} className="text-work-fg underline" rel="noopener" target="_blank">
            {org.website}
          </a>
        ) : null}
        {org.official_email ? <p>{org.official_email}</p> : null}
        <p>
          {t('work.yourRole')}: <strong>{label('memberRole', org.user_role)}</strong>{' '}
          {org.user_job_title ? `· ${org.user_job_title}` : ''}
        </p>
      </Tabs.Content>
      <Tabs.Content value="members">
        <MembersTab org={org} />
      </Tabs.Content>
      <Tabs.Content value="posts">
        <OrgFeed org={org} departmentId={department} />
      </Tabs.Content>
      {org.user_is_admin ? (
        <Tabs.Content value="requests">
          <RequestsTab org={org} joinRequests={pending.data?.requests ?? []} />
        </Tabs.Content>
      ) : null}
      <Tabs.Content value="me">
        <MySettings org={org} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
