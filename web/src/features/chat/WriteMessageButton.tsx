import type { ModuleKey } from '@krug/contract/modules';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { conversationPath } from '../posts/post-path.ts';
import { useChatMutations } from './api.ts';
import { registerDmTexts } from './dm-texts.ts';

registerDmTexts();

/**
 * «Написать сообщение» on a person's page: opens (creating on first use) the one-to-one
 * conversation at its chat URL; a refusal shows the server's reason (who may write to whom).
 */
export function WriteMessageButton({
  userId,
  module,
  primary = false,
}: {
  userId: string;
  module: ModuleKey;
  /** The page's main action (between friends); otherwise beside «Добавить в друзья». */
  primary?: boolean;
}) {
  const { t } = useTranslation('dm');
  const { openDirect } = useChatMutations();
  const navigate = useNavigate();
  const open = async () => {
    try {
      const entry = await openDirect.mutateAsync(userId);
      void navigate(conversationPath(module, entry.group.id));
    } catch (err) {
      const detail = err instanceof ApiError && err.status !== 0 && err.detail ? err.detail : t('openFailed');
      notify({ type: 'error', message: detail });
    }
  };
  return (
    <button
      type="button"
      className={buttonClass(primary ? 'primary' : 'secondary', 'min-h-11')}
      disabled={openDirect.isPending}
      aria-busy={openDirect.isPending || undefined}
      onClick={() => void open()}
    >
      <MessageCircle aria-hidden="true" className="h-4 w-4" />
      {openDirect.isPending ? t('opening') : t('write')}
    </button>
  );
}
