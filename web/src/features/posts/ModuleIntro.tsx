import './module-intro-texts.ts';
import { MODULE_INFO } from '@krug/contract/modules';
import { BookOpen, HandCoins, Store, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/Field.tsx';
import type { IntroModule } from './module-intro-texts.ts';

const ICONS = { marketplace: Store, journal: BookOpen, finance: HandCoins, services: Wrench } as const;

/** The module's colour as text on a surface (its token, the spec's hex where the token is missing). */
export const moduleFg = (m: IntroModule) => `var(--color-module-${m}-fg, ${MODULE_INFO[m].color})`;

/**
 * An empty module's wall (issue 32): what the module is for, in its colour, and the family's
 * posts one tap away (someone who finds «Маркетплейс» empty should not think the photos are gone).
 */
export function ModuleIntro({ module }: { module: IntroModule }) {
  const { t } = useTranslation('moduleIntro');
  const Icon = ICONS[module];
  return (
    <section
      aria-labelledby="module-intro-title"
      data-testid="module-intro"
      className="flex flex-col items-center gap-2 rounded-2xl border-t-4 bg-surface px-4 py-8 text-center shadow-sm ring-1 ring-line"
      style={{ borderTopColor: moduleFg(module) }}
    >
      <span
        aria-hidden="true"
        className="rounded-full bg-surface-muted p-3"
        style={{ color: moduleFg(module) }}
      >
        <Icon className="h-8 w-8" />
      </span>
      <h2 id="module-intro-title" className="text-lg font-semibold" style={{ color: moduleFg(module) }}>
        {t(`${module}.title`)}
      </h2>
      <p className="max-w-prose text-fg">{t(`${module}.text`)}</p>
      <p className="text-sm text-fg-subtle">{t('familyPostsHint')}</p>
      <Link to="/family/wall" className={buttonClass('secondary', 'mt-1 min-h-11')}>
        {t('familyPosts')}
      </Link>
    </section>
  );
}
