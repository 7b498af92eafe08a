import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { ReportTarget } from './ReportDialog.tsx';

// The form downloads on the first «Пожаловаться», not with the feed (issue 10); once there it stays
// mounted, so it opens and closes as before.
const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

/**
 * `const [report, dialog] = useReport();` … `report({ type: 'post', id })` from a menu item, and
 * render `{dialog}` once in the component.
 */
export function useReport(): [(target: ReportTarget) => void, ReactNode] {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const [used, setUsed] = useState(false);
  const open = (next: ReportTarget) => {
    setUsed(true);
    setTarget(next);
  };
  return [
    open,
    used ? (
      <Suspense key="report" fallback={null}>
        <ReportDialog target={target} onClose={() => setTarget(null)} />
      </Suspense>
    ) : null,
  ];
}
