import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface ConfirmOptions {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/**
 * An awaitable ConfirmDialog, for handlers that used to call `window.confirm`:
 * `const [ask, dialog] = useConfirm();` … `if (!(await ask({...}))) return;` and render
 * `{dialog}` once in the component.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );

  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = (
    <ConfirmDialog
      open={options !== null}
      onOpenChange={(open) => (open ? undefined : settle(false))}
      title={options?.title ?? ''}
      description={options?.description ?? ''}
      confirmLabel={options?.confirmLabel ?? ''}
      cancelLabel={options?.cancelLabel}
      destructive={options?.destructive}
      onConfirm={() => settle(true)}
    />
  );
  return [confirm, dialog];
}
