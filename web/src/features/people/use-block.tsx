import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useBlockMutations } from './blocks-api.ts';
import { registerBlocksTexts } from './blocks-texts.ts';

registerBlocksTexts();

export interface BlockTarget {
  id: string;
  name: string;
}

/**
 * «Заблокировать» with its confirmation (CONTRACT §8): answers a function that asks, blocks and
 * says how it went, the dialog to render, and whether a block is being sent.
 */
export function useBlockPerson(): [(person: BlockTarget) => Promise<boolean>, ReactNode, boolean] {
  const { t } = useTranslation('blocks');
  const [ask, dialog] = useConfirm();
  const m = useBlockMutations();
  const block = async (person: BlockTarget) => {
    const ok = await ask({
      title: t('confirmTitle', { name: person.name }),
      description: t('confirmText', { name: person.name }),
      confirmLabel: t('block'),
      destructive: true,
    });
    if (!ok) return false;
    try {
      await m.block.mutateAsync(person.id);
      notify({ type: 'success', message: t('blocked', { name: person.name }) });
      return true;
    } catch (err) {
      const detail = err instanceof ApiError && err.status !== 0 && err.detail ? err.detail : t('failed');
      notify({ type: 'error', message: detail });
      return false;
    }
  };
  return [block, dialog, m.block.isPending];
}

/** «Разблокировать»: lifts the block at once (nothing that ended comes back) and says so. */
export function useUnblockPerson() {
  const { t } = useTranslation('blocks');
  const m = useBlockMutations();
  const unblock = async (person: BlockTarget) => {
    try {
      await m.unblock.mutateAsync(person.id);
      notify({ type: 'success', message: t('unblocked', { name: person.name }) });
    } catch (err) {
      const detail = err instanceof ApiError && err.status !== 0 && err.detail ? err.detail : t('failed');
      notify({ type: 'error', message: detail });
    }
  };
  return [unblock, m.unblock.isPending] as const;
}
