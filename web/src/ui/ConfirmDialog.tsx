import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './Field.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** «Отмена» unless told. */
  cancelLabel?: string;
  /** Red confirm button, for deletes and other actions that cannot be undone. */
  destructive?: boolean;
  /**
   * Runs on confirm. A returned promise keeps the dialog open until it settles (closed on
   * success, left open on failure so the user can retry); otherwise the dialog closes at once.
   */
  onConfirm(): unknown;
  pending?: boolean;
}

/**
 * Asks before an action (the accessible replacement of `window.confirm`): focus starts on
 * «Отмена», Escape cancels, the confirm button says what will happen.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => (pending && !next ? undefined : onOpenChange(next))}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <AlertDialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-sheet bg-surface p-5 shadow-overlay outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-sheet">
          <AlertDialog.Title className="text-lg font-semibold text-fg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-fg-subtle">
            {description}
          </AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary', 'min-h-11')} disabled={pending}>
              {cancelLabel ?? t('ui.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClass(destructive ? 'danger' : 'primary', 'min-h-11')}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={async () => {
                const result = onConfirm();
                if (result instanceof Promise) {
                  try {
                    await result;
                  } catch {
                    // The caller shows the error; the dialog stays open so the user can retry.
                    return;
                  }
                }
                onOpenChange(false);
              }}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
