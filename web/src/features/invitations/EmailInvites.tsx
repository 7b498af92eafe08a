import './email-invite-texts.ts';
import {
  type EmailInvitation,
  FamilyEmailInviteBody,
  HouseholdEmailInviteBody,
} from '@krug/contract/email-invitations';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import type { EmailInviteKind } from './email-invites-api.ts';
import { useEmailInvites } from './use-email-invites.ts';

interface Props {
  kind: EmailInviteKind;
  /** The family's or household's id. */
  targetId: string;
  /** The relationships the invitation may give, and their labels. */
  relationships: readonly string[];
  relationshipLabel(relationship: string): string;
}

const BODY = { family: FamilyEmailInviteBody, household: HouseholdEmailInviteBody } as const;

/**
 * «Пригласить по электронной почте» (issue 33 §3): a family manager or a household resident invites
 * an address — registered or not, the answer is the same — and sees the pending invitations by
 * email, cancelling those they may.
 */
export function EmailInvites({ kind, targetId, relationships, relationshipLabel }: Props) {
  const { t } = useTranslation('emailInvites');
  const { list, send, cancel } = useEmailInvites(kind, targetId);
  const [email, setEmail] = useState('');
  const [relationship, setRelationship] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(undefined);
    const parsed = BODY[kind].safeParse({ email, relationship });
    if (!parsed.success || !relationship) {
      const found = Object.fromEntries(
        (parsed.success ? [] : parsed.error.issues).map((i) => [String(i.path[0] ?? 'form'), i.message]),
      );
      if (!relationship) found.relationship = t('emailInvites.relationshipRequired');
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        setDone(answer.message);
        setEmail('');
        setRelationship('');
      },
      onError: (err) => setErrors({ form: errorText(err, t('emailInvites.failed')) }),
    });
  };

  return (
    <section className="flex max-w-xl flex-col gap-3" aria-labelledby={`${kind}-email-invites`}>
      <h3 id={`${kind}-email-invites`} className="text-sm font-semibold">
        {t('emailInvites.title')}
      </h3>
      <p className="text-xs text-fg-faint">{t('emailInvites.intro')}</p>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field
          label={t('emailInvites.email')}
          type="email"
          autoComplete="off"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SelectField
          label={t('emailInvites.relationship')}
          value={relationship}
          required
          error={errors.relationship}
          onChange={(e) => setRelationship(e.target.value)}
        >
          <option value="" disabled>
            {t('emailInvites.chooseRelationship')}
          </option>
          {relationships.map((r) => (
            <option key={r} value={r}>
              {relationshipLabel(r)}
            </option>
          ))}
        </SelectField>
        {errors.form ? (
          <p role="alert" className="text-sm text-danger-fg">
            {errors.form}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="text-sm text-info-fg">
            {done}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('primary', 'self-start')} disabled={send.isPending}>
          {send.isPending ? t('emailInvites.sending') : t('emailInvites.send')}
        </button>
      </form>
      <h4 className="text-sm font-medium">{t('emailInvites.pending')}</h4>
      {list.isPending ? (
        <ListSkeleton rows={1} label={t('emailInvites.pending')} />
      ) : list.isError ? (
        <ErrorState
          title={t('emailInvites.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-fg-faint">{t('emailInvites.pendingEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line-subtle rounded-xl ring-1 ring-line">
          {list.data.map((i: EmailInvitation) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
              <span className="flex min-w-0 flex-wrap items-center gap-x-2">
                <span className="break-all font-medium">{i.email}</span>
                <span className="text-fg-faint">{relationshipLabel(i.relationship)}</span>
              </span>
              {i.can_cancel ? (
                <button
                  type="button"
                  className={buttonClass('ghost', 'min-h-touch')}
                  aria-label={t('emailInvites.cancelLabel', { email: i.email })}
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(i.id, {
                      onSuccess: () => notify({ type: 'success', message: t('emailInvites.cancelled') }),
                      onError: (err) =>
                        notify({ type: 'error', message: errorText(err, t('emailInvites.cancelFailed')) }),
                    })
                  }
                >
                  {t('emailInvites.cancel')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
