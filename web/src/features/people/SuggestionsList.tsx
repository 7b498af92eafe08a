import type { ModuleKey } from '@krug/contract/modules';
import type { FriendSuggestion } from '@krug/contract/people';
import { Sparkles, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { usePeopleMutations, useSuggestions } from './api.ts';
import { useRun } from './person-actions.ts';
import { registerPeopleTexts } from './texts.ts';

registerPeopleTexts();

import { ListState, PersonRow } from './FriendRows.tsx';

export function SuggestionsList({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('people');
  const suggestions = useSuggestions();
  const m = usePeopleMutations();
  const run = useRun();
  const items: FriendSuggestion[] = suggestions.data ?? [];
  return (
    <ListState
      query={suggestions}
      empty={
        items.length > 0 ? null : (
          <EmptyState
            icon={<Sparkles />}
            title={t('friends.emptySuggestions')}
            text={t('friends.emptySuggestionsText')}
          />
        )
      }
    >
      <ul className="divide-y divide-line">
        {items.map((s) => (
          <PersonRow
            key={s.id}
            module={module}
            person={s}
            sub={t(`friends.reasons.${s.reason}`, { name: s.via_name })}
          >
            <button
              type="button"
              className={buttonClass('primary', 'min-h-11')}
              disabled={m.request.isPending && m.request.variables === s.id}
              onClick={() => run(() => m.request.mutateAsync(s.id), t('toasts.requestSent'))}
            >
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              {t('actions.addFriend')}
            </button>
          </PersonRow>
        ))}
      </ul>
    </ListState>
  );
}
