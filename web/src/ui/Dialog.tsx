import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sheetClass } from './sheet.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's content (a form, a list...). */
  children?: ReactNode;
  /** Buttons under the body, right-aligned on wide screens, stacked on phones. */
  footer?: ReactNode;
  /** Width on wide screens. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const widths = { sm: 'sm', md: 'md', lg: '2xl' } as const;

/**
 * The styled Radix dialog (focus trap, Escape, labelled by its title): a bottom sheet on phones,
 * a centred card on wide screens. Used for prompts such as a rejection reason.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  className = '',
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={sheetClass(widths[size], `flex flex-col ${className}`)}
        >
          <div className="flex items-start gap-3 px-5 pt-5">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold text-fg">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-fg-subtle">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="-mr-2 -mt-1 inline-flex h-11 w-11 items-center justify-center rounded-full text-fg-faint hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
              aria-label={t('ui.close')}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-4">{children}</div> : null}
          {footer ? (
            <div className="flex flex-col-reverse gap-2 px-5 pb-5 pt-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          ) : (
            <div className="pb-5" />
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
