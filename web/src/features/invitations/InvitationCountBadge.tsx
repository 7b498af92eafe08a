import { useTranslation } from 'react-i18next';
import { useInvitationCount } from './use-invitation-count.ts';

/** The number of pending invitations beside a link (nothing when there are none). */
export function InvitationCountBadge() {
  const { t } = useTranslation();
  const count = useInvitationCount();
  if (count === 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('nav.pendingInvitations', { n: count })}</span>
    </span>
  );
}
