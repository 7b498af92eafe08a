import { type ReactNode, useState } from 'react';
import { ReportDialog, type ReportTarget } from './ReportDialog.tsx';

/**
 * `const [report, dialog] = useReport();` … `report({ type: 'post', id })` from a menu item, and
 * render `{dialog}` once in the component.
 */
export function useReport(): [(target: ReportTarget) => void, ReactNode] {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  return [setTarget, <ReportDialog key="report" target={target} onClose={() => setTarget(null)} />];
}
