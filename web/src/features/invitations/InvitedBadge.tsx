import './texts.ts';
import { useTranslation } from 'react-i18next';

/** Muted «Приглашение отправлено» beside a member who has not accepted yet. */
export function InvitedBadge() {
  const { t } = useTranslation('invitations');
  return (
    <span
      title={t('invitations.invitedHint')}
      className="ml-2 inline-block rounded bg-surface-muted px-1.5 py-0.5 text-xs font-normal text-fg-faint"
    >
      {t('invitations.invitedBadge')}
    </span>
  );
}
