import './texts.ts';
import type { Organization } from '@krug/contract/work';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFetch, errorText } from '../../lib/api.ts';
import { buttonClass, SelectField } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useMembers, workKeys } from './api.ts';

/**
 * The settings dialog's danger zone (02 §2.10, §2.12): transfer ownership (owner only, to another
 * admin) and leave; each asks first and confirms with a toast.
 */
export function OrgDangerZone({ org, onLeft }: { org: Organization; onLeft(): void }) {
  const { t } = useTranslation('work');
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const members = useMembers(org.id);
  const [ask, confirmDialog] = useConfirm();
  const [owner, setOwner] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const candidates = (members.data?.members ?? []).filter((m) => m.is_admin && !m.is_owner);
  const transfer = async () => {
    const chosen = candidates.find((m) => m.user_id === owner);
    if (!chosen) return setProblem(t('work.texts.newOwnerRequired'));
    setProblem(null);
    const ok = await ask({
      title: t('orgAdmin.transferTitle'),
      description: t('orgAdmin.transferConfirmText', {
        name: `${chosen.user_first_name} ${chosen.user_last_name}`,
        org: org.name,
      }),
      confirmLabel: t('work.transfer'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await apiFetch(`/api/work/organizations/${org.id}/transfer-ownership`, {
        method: 'POST',
        body: { new_owner_id: chosen.user_id },
      });
      notify({ type: 'success', message: t('orgAdmin.transferred') });
      setOwner('');
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('ui.actionFailed')) });
    }
  };
  const leave = async () => {
    const ok = await ask({
      title: t('orgAdmin.leaveTitle'),
      description: t('orgAdmin.leaveText'),
      confirmLabel: t('work.leave'),
      destructive: true,
    });
    if (!ok) return;
    try {
      await apiFetch(`/api/work/organizations/${org.id}/leave`, { method: 'POST' });
      notify({ type: 'success', message: t('orgAdmin.left') });
      onLeft();
      await queryClient.invalidateQueries({ queryKey: workKeys.all });
      navigate('/organizations/my-work');
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('ui.actionFailed')) });
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-2 flex flex-col gap-4 rounded-xl border-2 border-danger p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-danger-fg">
        {t('orgAdmin.dangerZone')}
      </h3>
      {org.user_is_owner ? (
        <div className="flex flex-col gap-2">
          <p className="font-medium text-fg">{t('orgAdmin.transferTitle')}</p>
          <p className="text-fg-subtle">{t('orgAdmin.transferText')}</p>
          {candidates.length === 0 ? (
            <p className="text-fg-subtle">{t('work.transferHint')}</p>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <SelectField
                wrapperClassName="flex-1"
                id={`${id}-owner`}
                label={t('work.newOwner')}
                value={owner}
                onChange={(e) => setOwner(e.target.value)}
              >
                <option value="">—</option>
                {candidates.map((m) => (
                  <option key={m.user_id} value={m.user_id}>
                    {m.user_first_name} {m.user_last_name}
                  </option>
                ))}
              </SelectField>
              <button type="button" className={buttonClass('danger')} onClick={transfer}>
                {t('work.transfer')}
              </button>
            </div>
          )}
          {problem ? (
            <p role="alert" className="text-danger-fg">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <div
        className={`flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between ${
          org.user_is_owner ? 'border-t border-line pt-4' : ''
        }`}
      >
        <div>
          <p className="font-medium text-fg">{t('orgAdmin.leaveTitle')}</p>
          <p className="text-fg-subtle">
            {org.user_is_owner ? t('orgAdmin.leaveOwnerHint') : t('orgAdmin.leaveText')}
          </p>
        </div>
        <button
          type="button"
          className={buttonClass('danger', 'shrink-0')}
          disabled={org.user_is_owner}
          onClick={leave}
        >
          {t('work.leave')}
        </button>
      </div>
      {confirmDialog}
    </section>
  );
}
