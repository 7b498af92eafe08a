import './texts.ts';
import type { Organization } from '@krug/contract/work';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sheetClass } from '../../ui/sheet.ts';
import { CompanySettings } from './CompanySettings.tsx';
import { MySettings } from './OrgMySettings.tsx';

/**
 * The organization settings modal (02 §2.10): admins see company settings (basic, contact, media,
 * privacy with the danger zone, requests) and my settings; others only my settings. After a save a
 * confirmation shows and the dialog closes after 1.5 s.
 */
export function OrgSettingsDialog({ org, onClose }: { org: Organization; onClose(): void }) {
  const { t } = useTranslation('work');
  const [outer, setOuter] = useState(org.user_is_admin ? 'company' : 'mine');
  return (
    <RadixDialog.Root open onOpenChange={(o) => (o ? null : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={sheetClass('2xl', 'flex flex-col gap-3 p-5 sm:p-6')}
        >
          <div className="flex items-start gap-3">
            <RadixDialog.Title className="min-w-0 flex-1 text-lg font-semibold">
              {t('work.settings')} · {org.name}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('ui.close')}
              className="-mr-2 -mt-1 inline-flex h-11 w-11 items-center justify-center rounded-full text-fg-faint hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {org.user_is_admin ? (
            <Tabs.Root value={outer} onValueChange={setOuter}>
              <Tabs.List
                aria-label={t('work.settings')}
                className="mb-3 inline-flex gap-1 rounded-lg bg-surface-sunken p-1"
              >
                {(['company', 'mine'] as const).map((k) => (
                  <Tabs.Trigger
                    key={k}
                    value={k}
                    className="min-h-9 rounded-md px-3 py-1.5 text-sm font-medium text-fg-subtle data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm"
                  >
                    {t(`orgAdmin.${k}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="company">
                <CompanySettings org={org} onClose={onClose} />
              </Tabs.Content>
              <Tabs.Content value="mine">
                <MySettings org={org} />
              </Tabs.Content>
            </Tabs.Root>
          ) : (
            <MySettings org={org} />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
