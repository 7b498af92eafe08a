import './texts.ts';
import '../family/texts.ts';
import '../household/texts.ts';
import type { Invitation } from '@krug/contract/invitations';
import { Briefcase, Home, MessagesSquare, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import './consent-texts.ts';

const ICONS = {
  family: Users,
  household: Home,
  chat_group: MessagesSquare,
  organization: Briefcase,
} as const;

interface Props {
  invitation: Invitation;
  /** Which answer is on its way for this card, if any. */
  pending: 'accept' | 'decline' | null;
  onAccept(): void;
  onDecline(): void;
}

/** One pending invitation: who invites, where, as whom, when, what accepting gives, and the answer. */
export function InvitationCard({ invitation, pending, onAccept, onDecline }: Props) {
  const { t } = useTranslation(['household', 'family', 'invitations']);
  const { t: tc } = useTranslation('consent');
  const label = useLabel();
  const titleId = useId();
  const { kind, target, inviter, relationship } = invitation;
  const by = inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : '';
  const title =
    kind === 'family' || kind === 'household'
      ? inviter
        ? t(kind === 'family' ? 'invitations.toFamily' : 'invitations.toHousehold', {
            inviter: by,
            name: target.name,
          })
        : t(kind === 'family' ? 'invitations.toFamilyAnonymous' : 'invitations.toHouseholdAnonymous', {
            name: target.name,
          })
      : inviter
        ? tc(`to.${kind}`, { inviter: by, name: target.name })
        : tc(`toAnonymous.${kind}`, { name: target.name });
  // The relationship is one of the family's or the household's values; show its label, never the value.
  const relationshipLabel =
    relationship === null
      ? null
      : kind === 'family'
        ? t(`family.relationships.${relationship}`, { defaultValue: '' })
        : t(`household.relationships.${relationship}`, { defaultValue: '' });
  const details = [
    relationshipLabel
      ? t(kind === 'family' ? 'invitations.relationshipFamily' : 'invitations.relationshipHousehold', {
          label: relationshipLabel,
        })
      : null,
    // An organization's offer: the role (a label, or the custom role as typed) and the job title.
    invitation.role ? tc('role', { role: label('memberRole', invitation.role) }) : null,
    invitation.job_title ? tc('jobTitle', { title: invitation.job_title }) : null,
  ].filter((d): d is string => !!d);
  const gives =
    kind === 'family' || kind === 'household' ? t(`invitations.gives.${kind}`) : tc(`gives.${kind}`);
  const Icon = ICONS[kind];
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-soft-strong text-primary-strong"
        >
          <Icon className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold break-words text-fg">
            {title}
          </h2>
          <p className="text-sm text-fg-subtle">
            {[label('invitationKind', kind), ...details].join(' · ')}
            {' · '}
            <RelativeTime value={invitation.created_at} rule="family" />
          </p>
        </div>
      </div>
      <p className="rounded-control bg-primary-soft px-3 py-2 text-sm text-primary-strong">{gives}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClass('secondary', 'min-h-touch')}
          disabled={pending !== null}
          aria-busy={pending === 'decline' || undefined}
          onClick={onDecline}
        >
          {pending === 'decline' ? <Spinner /> : null}
          {t('invitations.decline')}
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'min-h-touch')}
          disabled={pending !== null}
          aria-busy={pending === 'accept' || undefined}
          onClick={onAccept}
        >
          {pending === 'accept' ? <Spinner /> : null}
          {t('invitations.accept')}
        </button>
      </div>
    </article>
  );
}
