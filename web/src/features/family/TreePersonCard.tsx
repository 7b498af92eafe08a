import './tree-texts.ts';
import type { TreePerson, TreeRelation } from '@krug/contract/family-tree';
import { TREE_RELATIONS } from '@krug/contract/family-tree';
import { ExternalLink, Pencil, Trash2, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { AddRelativeDialog } from './AddRelativeDialog.tsx';
import { useKinship, useTreeMutations } from './tree-api.ts';
import { lifeYears } from './tree-layout.ts';

/** The card of the person chosen in the tree: who they are to the viewer, their page, and (PARENTs) adding relatives. */
export function TreePersonCard({
  familyId,
  person,
  canEdit,
  isMe,
  onClose,
}: {
  familyId: string;
  person: TreePerson;
  canEdit: boolean;
  isMe: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('familyTree');
  const kin = useKinship();
  const { remove } = useTreeMutations(familyId);
  const [ask, confirmDialog] = useConfirm();
  const [adding, setAdding] = useState<TreeRelation | null>(null);
  const [editing, setEditing] = useState(false);
  const name = `${person.first_name} ${person.last_name}`;
  const label = isMe ? t('familyTree.you') : kin(person);
  const removePerson = async () => {
    const ok = await ask({
      title: t('familyTree.remove'),
      description: t('familyTree.removeConfirm', { name }),
      confirmLabel: t('familyTree.remove'),
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(person.id, {
      onSuccess: onClose,
      onError: (err) => notify({ type: 'error', message: errorText(err, t('familyTree.failed')) }),
    });
  };
  return (
    <section aria-label={name} className="rounded-xl bg-surface p-4 ring-1 ring-line">
      <div className="flex items-start gap-3">
        {person.photo_url ? (
          <img src={person.photo_url} alt="" className="h-14 w-14 rounded-full object-cover" />
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{name}</h3>
          <p className="text-sm text-fg-subtle">{[label, lifeYears(person)].filter(Boolean).join(' · ')}</p>
        </div>
        <button
          type="button"
          className={buttonClass('ghost', 'h-11 w-11 px-0')}
          aria-label={t('familyTree.cancel')}
          onClick={onClose}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {person.user_id ? (
          <Link to={`/family/people/${person.user_id}`} className={buttonClass('secondary', 'min-h-11')}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t('familyTree.openPage')}
          </Link>
        ) : null}
        {canEdit
          ? TREE_RELATIONS.map((rel) => (
              <button
                key={rel}
                type="button"
                className={buttonClass('secondary', 'min-h-11')}
                onClick={() => setAdding(rel)}
              >
                <UserPlus aria-hidden="true" className="h-4 w-4" />
                {t(`familyTree.add.${rel}`)}
              </button>
            ))
          : null}
        {canEdit && !person.user_id ? (
          <button type="button" className={buttonClass('ghost', 'min-h-11')} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t('familyTree.edit')}
          </button>
        ) : null}
        {canEdit && !isMe ? (
          <button
            type="button"
            className={buttonClass('ghost', 'min-h-11')}
            onClick={() => void removePerson()}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('familyTree.remove')}
          </button>
        ) : null}
      </div>
      {adding ? (
        <AddRelativeDialog
          familyId={familyId}
          anchor={person}
          relation={adding}
          onClose={() => setAdding(null)}
        />
      ) : null}
      {editing ? (
        <AddRelativeDialog familyId={familyId} anchor={person} editing onClose={() => setEditing(false)} />
      ) : null}
      {confirmDialog}
    </section>
  );
}
