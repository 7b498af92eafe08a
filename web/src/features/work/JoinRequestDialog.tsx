import './join-texts.ts';
import { JoinRequestBody } from '@krug/contract/work';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';

/**
 * Asks for an optional message before a join request is sent (issue 32); the contract's schema
 * checks it (at most 1000 characters) before `onSend`.
 */
export function JoinRequestDialog({
  orgName,
  open,
  onOpenChange,
  onSend,
}: {
  orgName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (message: string | null) => Promise<unknown>;
}) {
  const { t } = useTranslation('orgJoin');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    const parsed = JoinRequestBody.safeParse({ message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setSending(true);
    try {
      await onSend(parsed.data.message);
      setMessage('');
      onOpenChange(false);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description', { name: orgName })}
      footer={
        <>
          <button
            type="button"
            className={buttonClass('secondary', 'min-h-11')}
            onClick={() => onOpenChange(false)}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'min-h-11')}
            disabled={sending}
            onClick={() => void send()}
          >
            {t('send')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-1 px-5 py-3">
        <label htmlFor="join-message" className="text-sm font-medium text-fg-muted">
          {t('message')} <span className="font-normal text-fg-faint">{t('messageHint')}</span>
        </label>
        <textarea
          id="join-message"
          rows={4}
          value={message}
          placeholder={t('placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'join-message-error' : undefined}
          onChange={(e) => {
            setMessage(e.target.value);
            setError(null);
          }}
          className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20 aria-[invalid=true]:border-danger"
        />
        {error ? (
          <p id="join-message-error" className="text-sm text-danger-fg">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
