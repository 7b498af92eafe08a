import type { ModuleKey } from '@krug/contract/modules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { ErrorState, Skeleton } from '../../ui/states.tsx';
import { useBlocked } from '../people/blocks-api.ts';
import { registerBlocksTexts } from '../people/blocks-texts.ts';
import { personPath } from '../people/person-path.ts';
import { useUnblockPerson } from '../people/use-block.tsx';

registerBlocksTexts();

/** «Заблокированные» (CONTRACT §8): the people I blocked, newest first, each with «Разблокировать». */
export function BlockedSection({ module }: { module: ModuleKey }) {
  const { t } = useTranslation('blocks');
  const blocked = useBlocked();
  const [unblock, busy] = useUnblockPerson();
  const titleId = useId();
  const people = blocked.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id={titleId} className="text-base font-semibold text-fg">
        {t('title')}
      </h2>
      <p className="text-sm text-fg-subtle">{t('intro')}</p>
      {blocked.isPending ? (
        <Skeleton lines={2} className="h-10 w-full" />
      ) : blocked.isError ? (
        <ErrorState error={blocked.error} title={t('loadFailed')} onRetry={() => void blocked.refetch()} />
      ) : people.length === 0 ? (
        <p className="py-2 text-sm text-fg-subtle">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {people.map((p) => {
            const name = `${p.first_name} ${p.last_name}`.trim();
            return (
              <li key={p.id} className="flex items-center gap-3 py-3">
                <Avatar src={p.profile_picture} name={name} decorative />
                <div className="min-w-0 flex-1">
                  <Link to={personPath(module, p.id)} className="font-medium text-fg hover:underline">
                    {name}
                  </Link>
                  <p className="text-xs text-fg-faint">{t('since', { date: formatDate(p.blocked_at) })}</p>
                </div>
                <button
                  type="button"
                  className={buttonClass('secondary', 'min-h-11')}
                  disabled={busy}
                  aria-label={`${t('unblock')}: ${name}`}
                  onClick={() => void unblock({ id: p.id, name })}
                >
                  {t('unblock')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {blocked.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('ghost', 'min-h-11 self-start')}
          disabled={blocked.isFetchingNextPage}
          onClick={() => void blocked.fetchNextPage()}
        >
          {t('more')}
        </button>
      ) : null}
    </section>
  );
}
