import type { PersonPage } from '@krug/contract/people';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Field.tsx';
import { registerBlocksTexts } from './blocks-texts.ts';
import { useBlockPerson, useUnblockPerson } from './use-block.tsx';

registerBlocksTexts();

const nameOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

/** «Заблокировать» on a person's page, after a confirmation (CONTRACT §8). */
export function BlockButton({ person }: { person: PersonPage }) {
  const { t } = useTranslation('blocks');
  const [block, dialog, busy] = useBlockPerson();
  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'min-h-11')}
        disabled={busy}
        onClick={() => void block({ id: person.id, name: nameOf(person) })}
      >
        <Ban aria-hidden="true" className="h-4 w-4" />
        {t('block')}
      </button>
      {dialog}
    </>
  );
}

/** What a person's page shows in place of the relation's buttons to whoever blocked them. */
export function BlockedNotice({ person }: { person: PersonPage }) {
  const { t } = useTranslation('blocks');
  const [unblock, busy] = useUnblockPerson();
  return (
    <div className="flex flex-col items-center gap-2 sm:flex-row">
      <p className="flex items-center gap-2 text-sm text-fg-subtle">
        <Ban aria-hidden="true" className="h-4 w-4" />
        {t('youBlocked')}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'min-h-11')}
        disabled={busy}
        onClick={() => void unblock({ id: person.id, name: nameOf(person) })}
      >
        {t('unblock')}
      </button>
    </div>
  );
}
