import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';

// The dialog (Radix's alert dialog) downloads on the first question, not with the screen that may
// ask one (issue 10: the feed's cards all hold one); once there it stays mounted, as before.
const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

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
  const [used, setUsed] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setUsed(true);
        setOptions(next);
      }),
    [],
  );

  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = used ? (
    <Suspense fallback={null}>
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
    </Suspense>
  ) : null;
  return [confirm, dialog];
}
