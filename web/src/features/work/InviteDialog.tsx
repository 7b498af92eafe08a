import './texts.ts';
import { InviteBody, type Organization } from '@krug/contract/work';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { useMembers, workKeys } from './api.ts';
import { addMember } from './org-api.ts';
import './invite-texts.ts';
import { fieldErrors, MemberFields, type MemberValues } from './MemberFields.tsx';

/**
 * Invites someone by email (02 §2.6, CONTRACT §4 "Consent, continued"): every invite-payload
 * field; the person becomes a member when they accept. The answer is the same for any address.
 */
export function InviteDialog({ org, onClose }: { org: Organization; onClose(): void }) {
  const { t } = useTranslation('work');
  const { t: ti } = useTranslation('orgInvite');
  const queryClient = useQueryClient();
  const members = useMembers(org.id);
  const [email, setEmail] = useState('');
  const [v, setV] = useState<MemberValues>({
    role: 'EMPLOYEE',
    custom_role_name: '',
    job_title: '',
    department: '',
    team: '',
    is_admin: false,
    can_invite: false,
    can_post: true,
  });
  const [sent, setSent] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const body = { user_email: email, ...v };
    const parsed = InviteBody.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      setError(null);
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      // As typed, with the role the schema read (the server parses the rest itself).
      await addMember(org.id, { ...body, role: parsed.data.role });
      setSent(parsed.data.user_email);
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
      setTimeout(onClose, 1500);
    } catch (err) {
      setError(errorText(err, t('work.inviteFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('work.inviteTitle', { name: org.name })}
      description={sent ? undefined : ti('hint')}
      size="lg"
      footer={
        sent ? null : (
          <>
            <button type="button" className={buttonClass('secondary')} onClick={onClose}>
              {t('ui.cancel')}
            </button>
            <button type="button" className={buttonClass('primary')} disabled={busy} onClick={submit}>
              {ti('submit')}
            </button>
          </>
        )
      }
    >
      {sent ? (
        <div role="status" className="rounded-xl bg-primary-soft p-4 text-primary-strong">
          <p className="font-medium">{ti('sent')}</p>
          <p className="text-sm">{ti('sentText', { email: sent })}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Field
            label={t('work.inviteEmail')}
            type="email"
            autoComplete="off"
            value={email}
            error={errors.user_email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <MemberFields
            orgId={org.id}
            v={v}
            setV={setV}
            errors={errors}
            members={members.data?.members ?? []}
            rights={org.user_is_admin}
          />
          {error ? (
            <p role="alert" className="text-sm text-danger-fg">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
