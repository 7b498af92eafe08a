import './texts.ts';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Circle, useChores } from './api.ts';
import { today } from './week.ts';

/** Today's chores of a household or family, as a card (the household view shows it; issue 34 §2). */
export function TodayChores({ circle }: { circle: Circle }) {
  const { t } = useTranslation('home');
  const day = today();
  const chores = useChores(circle, day, day);
  if (!chores.data) return null;
  const { occurrences, chores: all } = chores.data;
  return (
    <section
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
      aria-label={t('home.todayChores')}
    >
      <h2 className="flex items-center gap-2 font-semibold">
        <ListChecks aria-hidden="true" className="h-4 w-4" />
        {t('home.todayChores')}
      </h2>
      {occurrences.length === 0 ? <p className="mt-1 text-sm text-fg-faint">{t('home.noChores')}</p> : null}
      <ul className="mt-2 flex flex-col gap-1">
        {occurrences.map((o) => {
          const chore = all.find((c) => c.id === o.chore_id);
          if (!chore) return null;
          return (
            <li key={o.chore_id} className={`text-sm ${o.status ? 'text-fg-faint line-through' : ''}`}>
              {chore.title}
              {chore.assignee ? (
                <span className="text-fg-subtle">
                  {' '}
                  — {chore.assignee.first_name} {chore.assignee.last_name}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Link
        to={`/family/home?scope=${circle.scope}&id=${circle.id}&tab=chores`}
        className="mt-2 inline-block text-sm text-primary-strong underline"
      >
        {t('home.tabs.chores')}
      </Link>
    </section>
  );
}
