import './texts.ts';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useLeave } from './use-leave.ts';

const TEXTS = { family: 'leaveFamily', household: 'leaveHousehold', group: 'leaveGroup' } as const;

interface Props {
  /** What is left: a family, a household or a chat group. */
  kind: keyof typeof TEXTS;
  /** Its name, shown in the question and the confirmation. */
  name: string;
  /** Its id. */
  of: string;
  /** The caller's own user id (`DELETE …/members/{me}`). */
  me: string;
  /** Runs after leaving (typically navigates away from what is no longer visible). */
  onLeft?(): void;
  className?: string;
}

/**
 * «Покинуть»: asks in a dialog naming what will be lost, then leaves. A refusal (409: the creator
 * of a family or the owner of a household cannot leave) is shown inside the dialog with the
 * server's own sentence.
 */
export function LeaveButton({ kind, name, of, me, onLeft, className = '' }: Props) {
  const { t } = useTranslation('invitations');
  const leave = useLeave(kind, of, me);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = TEXTS[kind];
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', `min-h-touch ${className}`)}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {t(`invitations.${key}.button`)}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`invitations.${key}.title`, { name })}
        description={
          <>
            {t(`invitations.${key}.text`)}
            {failure ? (
              <span role="alert" className="mt-3 block font-medium text-danger-fg">
                {failure}
              </span>
            ) : null}
          </>
        }
        confirmLabel={t('invitations.leave')}
        destructive
        pending={leave.isPending}
        onConfirm={async () => {
          setFailure(null);
          try {
            await leave.mutateAsync();
          } catch (err) {
            setFailure(errorText(err, t('invitations.leaveFailed')));
            throw err;
          }
          notify({ type: 'info', message: t(`invitations.${key}.done`, { name }) });
          onLeft?.();
        }}
      />
    </>
  );
}
