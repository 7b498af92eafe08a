import './texts.ts';
import '../family/texts.ts';
import type { FamilyMember } from '@krug/contract/family';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useFamilyMutations } from '../family/api.ts';
import { RelativeDialog } from './RelativeDialog.tsx';

/**
 * A PARENT's actions on one member in the family settings: remove anyone but the creator (an
 * invited user's invitation is withdrawn the same way); edit a relative entered by name only.
 */
export function FamilyMemberActions({ familyId, member }: { familyId: string; member: FamilyMember }) {
  const { t } = useTranslation(['family', 'invitations']);
  const { removeMember } = useFamilyMutations(familyId);
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const name = `${member.first_name} ${member.last_name}`.trim();
  const relative = member.user_id === null;
  if (member.is_creator) return null;
  return (
    <span className="ml-auto flex shrink-0 items-center gap-1">
      {relative ? (
        <button
          type="button"
          aria-label={t('invitations.relative.editLabel', { name })}
          className={buttonClass('ghost', 'min-h-touch px-3')}
          onClick={() => setDialog('edit')}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
      <button
        type="button"
        aria-label={t('invitations.relative.removeLabel', { name })}
        className={buttonClass('ghost', 'min-h-touch px-3')}
        onClick={() => setDialog('remove')}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
      {relative ? (
        <RelativeDialog
          familyId={familyId}
          member={member}
          open={dialog === 'edit'}
          onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'remove'}
        onOpenChange={(open) => setDialog(open ? 'remove' : null)}
        title={relative ? t('invitations.relative.removeTitle', { name }) : t('family.removeConfirm')}
        description={relative ? t('invitations.relative.removeText') : name}
        confirmLabel={relative ? t('invitations.relative.removeConfirm') : t('family.remove')}
        destructive
        pending={removeMember.isPending}
        onConfirm={async () => {
          try {
            // The member row's id: it names relatives without an account as well as users.
            await removeMember.mutateAsync(member.id);
            notify({
              type: 'success',
              message: relative ? t('invitations.relative.removed') : t('family.memberRemoved'),
            });
          } catch (err) {
            const fallback = relative
              ? t('invitations.relative.removeFailed')
              : t('family.memberRemoveError');
            notify({ type: 'error', message: errorText(err, fallback) });
          }
        }}
      />
    </span>
  );
}
