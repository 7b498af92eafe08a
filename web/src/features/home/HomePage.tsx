import './texts.ts';
import { HOME_SCOPES, type HomeScope } from '@krug/contract/home';
import * as Tabs from '@radix-ui/react-tabs';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../ui/Field.tsx';
import { EmptyState, Skeleton } from '../../ui/states.tsx';
import { useFamilyProfiles } from '../family/api.ts';
import { useHousehold } from '../household/api.ts';
import type { Circle } from './api.ts';
import { ChoresPanel } from './ChoresPanel.tsx';
import { ListsPanel } from './ListsPanel.tsx';
import { MealsPanel } from './MealsPanel.tsx';

const TABS = ['lists', 'chores', 'meals'] as const;
type Tab = (typeof TABS)[number];

/** The circles the user may keep lists in: their families and their household. */
function useCircles() {
  const { t } = useTranslation('home');
  const families = useFamilyProfiles();
  const household = useHousehold();
  const circles: (Circle & { label: string })[] = [
    ...(families.data ?? [])
      .filter((f) => f.is_user_member)
      .map((f) => ({ scope: 'family' as const, id: f.id, label: t('home.family', { name: f.family_name }) })),
    ...(household.data?.household
      ? [
          {
            scope: 'household' as const,
            id: household.data.household.id,
            label: t('home.household', { name: household.data.household.household_name }),
          },
        ]
      : []),
  ];
  return { circles, pending: families.isPending || household.isPending };
}

/**
 * Shared lists, chores and the weekly menu of a family or household (issue 34 §2), at
 * /family/home?scope=family&id=…&tab=lists|chores|meals&list=….
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const [params, setParams] = useSearchParams();
  const { circles, pending } = useCircles();
  if (pending) return <Skeleton lines={4} className="h-12 w-full" />;
  const scope = params.get('scope');
  const circle =
    circles.find((c) => c.id === params.get('id') && c.scope === scope) ??
    (HOME_SCOPES.includes(scope as HomeScope) ? undefined : circles[0]) ??
    circles[0];
  if (!circle) return <EmptyState icon={<ListChecks />} title={t('home.title')} text={t('home.noCircle')} />;
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'lists';
  const go = (next: Record<string, string | null>) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      out.set('scope', circle.scope);
      out.set('id', circle.id);
      for (const [k, v] of Object.entries(next)) v === null ? out.delete(k) : out.set(k, v);
      return out;
    });
  return (
    <section className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6">
      <h1 className="text-xl font-semibold">{t('home.title')}</h1>
      {circles.length > 1 ? (
        <SelectField
          label={t('home.circle')}
          wrapperClassName="mt-3 max-w-sm"
          value={`${circle.scope}:${circle.id}`}
          onChange={(e) => {
            const [s, id] = e.target.value.split(':');
            setParams({ scope: s ?? 'family', id: id ?? '', tab });
          }}
        >
          {circles.map((c) => (
            <option key={c.id} value={`${c.scope}:${c.id}`}>
              {c.label}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="mt-1 text-sm text-fg-subtle">{circle.label}</p>
      )}
      <Tabs.Root value={tab} onValueChange={(v) => go({ tab: v, list: null })} className="mt-4">
        <Tabs.List aria-label={t('home.title')} className="flex gap-1 border-b border-line">
          {TABS.map((v) => (
            <Tabs.Trigger
              key={v}
              value={v}
              className="-mb-px min-h-11 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-fg-subtle data-[state=active]:border-primary-line data-[state=active]:text-primary-strong"
            >
              {t(`home.tabs.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="lists" className="py-4">
          <ListsPanel circle={circle} openId={params.get('list')} onOpen={(id) => go({ list: id })} />
        </Tabs.Content>
        <Tabs.Content value="chores" className="py-4">
          <ChoresPanel circle={circle} />
        </Tabs.Content>
        <Tabs.Content value="meals" className="py-4">
          <MealsPanel circle={circle} onOpenList={(id) => go({ tab: 'lists', list: id })} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
