import './texts.ts';
import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/Field.tsx';
import { INVITATIONS_PATH } from './api.ts';
import './consent-texts.ts';
import { useInvitationCount } from './use-invitation-count.ts';

/** On the family page: a line saying invitations wait for an answer, with the way to them. */
export function PendingInvitationsNotice() {
  const { t } = useTranslation('invitations');
  const { t: tc } = useTranslation('consent');
  const count = useInvitationCount();
  if (count === 0) return null;
  return (
    <aside
      aria-label={t('invitations.title')}
      className="flex flex-col gap-3 rounded-card bg-warn-soft p-4 ring-1 ring-warn-line sm:flex-row sm:items-center"
    >
      <p className="flex min-w-0 flex-1 items-center gap-2 text-sm text-warn-fg">
        <MailOpen aria-hidden="true" className="h-5 w-5 shrink-0" />
        {tc('pendingNotice', { n: count })}
      </p>
      <Link to={INVITATIONS_PATH} className={buttonClass('primary', 'min-h-touch')}>
        {t('invitations.open')}
      </Link>
    </aside>
  );
}
