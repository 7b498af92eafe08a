import './texts.ts';
import type { Invitation } from '@krug/contract/invitations';
import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { conversationPath } from '../posts/post-path.ts';
import './consent-texts.ts';
import { InvitationCard } from './InvitationCard.tsx';
import { useAcceptInvitation } from './use-accept-invitation.ts';
import { useDeclineInvitation } from './use-decline-invitation.ts';
import { useInvitations } from './use-invitations.ts';

/** Where an accepted invitation leads: the family's page, the household's, the group's conversation, the organization's. */
const destinationOf = (invitation: Invitation) => {
  const id = encodeURIComponent(invitation.target.id);
  switch (invitation.kind) {
    case 'family':
      return `/family/family-view?id=${id}`;
    case 'household':
      return '/family/household';
    case 'chat_group':
      return conversationPath('family', invitation.target.id);
    case 'organization':
      return `/organizations/org-profile?id=${id}`;
  }
};

/**
 * The family-invitations view (spec 01 §2; CONTRACT §4 "Consent" and "Consent, continued"): the
 * caller's pending invitations to families, households, chat groups and organizations, each
 * accepted or declined here.
 */
export function InvitationsPage() {
  const { t } = useTranslation('invitations');
  const { t: tc } = useTranslation('consent');
  const navigate = useNavigate();
  const invitations = useInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const pendingOf = (id: string) =>
    accept.isPending && accept.variables?.id === id
      ? 'accept'
      : decline.isPending && decline.variables?.id === id
        ? 'decline'
        : null;

  const onAccept = async (invitation: Invitation) => {
    try {
      await accept.mutateAsync(invitation);
      notify({
        type: 'success',
        message:
          invitation.kind === 'family' || invitation.kind === 'household'
            ? t(`invitations.accepted.${invitation.kind}`, { name: invitation.target.name })
            : tc(`accepted.${invitation.kind}`, { name: invitation.target.name }),
      });
      navigate(destinationOf(invitation));
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('invitations.acceptFailed')) });
    }
  };
  const onDecline = async (invitation: Invitation) => {
    try {
      await decline.mutateAsync(invitation);
      notify({ type: 'info', message: t('invitations.declined') });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('invitations.declineFailed')) });
    }
  };

  return (
    <section aria-labelledby="invitations-title" className="flex flex-col gap-4">
      <header className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6">
        <h1 id="invitations-title" className="text-xl font-semibold">
          {t('invitations.title')}
        </h1>
        <p className="mt-1 text-sm text-fg-subtle">{tc('intro')}</p>
      </header>
      {invitations.isPending ? (
        <ListSkeleton rows={2} />
      ) : invitations.isError ? (
        <ErrorState
          error={invitations.error}
          title={t('invitations.loadFailed')}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.length === 0 ? (
        <EmptyState
          icon={<MailOpen />}
          title={t('invitations.empty')}
          text={tc('emptyText')}
          action={
            <Link to="/family/my-family-profile" className={buttonClass('secondary', 'min-h-touch')}>
              {t('invitations.toMyFamily')}
            </Link>
          }
          className="bg-surface"
        />
      ) : (
        <ul aria-label={t('invitations.listLabel')} className="flex flex-col gap-3">
          {invitations.data.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard
                invitation={invitation}
                pending={pendingOf(invitation.id)}
                onAccept={() => void onAccept(invitation)}
                onDecline={() => void onDecline(invitation)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
