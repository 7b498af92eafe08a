import type { Moderation } from '@krug/contract/reports';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { registerReportsTexts } from './texts.ts';

registerReportsTexts();

/** What the author of hidden content (and an admin) sees on it: that it is hidden, and why. */
export function HiddenNotice({
  moderation,
  kind,
  className = '',
}: {
  moderation: Moderation | null | undefined;
  kind: 'post' | 'comment' | 'message';
  className?: string;
}) {
  const { t } = useTranslation('reports');
  if (!moderation) return null;
  return (
    <p
      role="note"
      className={`flex items-start gap-2 rounded-lg bg-warn-soft px-3 py-2 text-sm text-warn-fg ${className}`}
    >
      <EyeOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {t(`hidden.${kind}`)} {t('hidden.note', { note: moderation.note })}
      </span>
    </p>
  );
}
