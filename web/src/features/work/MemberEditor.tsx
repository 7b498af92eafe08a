import './texts.ts';
import type { Member } from '@krug/contract/work';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import './invite-texts.ts';
import { MemberFields, type MemberValues } from './MemberFields.tsx';

/** Edits a member (admins): role, job, department, team and rights. */
export function MemberEditor({
  orgId,
  member,
  members,
  onSave,
  onClose,
}: {
  orgId: string;
  member: Member;
  members: readonly Member[];
  onSave(body: MemberValues): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('work');
  const [v, setV] = useState<MemberValues>({
    role: member.role,
    custom_role_name: member.custom_role_name ?? '',
    job_title: member.job_title ?? '',
    department: member.department ?? '',
    team: member.team ?? '',
    is_admin: member.is_admin,
    can_invite: member.can_invite,
    can_post: member.can_post,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (v.role === 'CUSTOM' && !v.custom_role_name.trim())
      return setErrors({ custom_role_name: t('work.texts.customRoleRequired') });
    setErrors({});
    setBusy(true);
    await onSave(v);
    setBusy(false);
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={`${member.user_first_name} ${member.user_last_name}`}
      description={member.user_email}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <button type="button" className={buttonClass('primary')} disabled={busy} onClick={save}>
            {t('work.save')}
          </button>
        </>
      }
    >
      <MemberFields orgId={orgId} v={v} setV={setV} errors={errors} members={members} rights />
    </Dialog>
  );
}
