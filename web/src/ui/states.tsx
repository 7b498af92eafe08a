import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NETWORK_ERROR } from '../lib/api.ts';
import { buttonClass } from './Field.tsx';

/** Stable keys for n placeholders (they have no identity of their own). */
const placeholderIds = (n: number) => Array.from({ length: n }, (_, i) => `placeholder-${i}`);

/** A grey placeholder block while something loads; `lines` stacks several text-like bars. */
export function Skeleton({
  className = 'h-4 w-full',
  lines,
  label,
}: {
  className?: string;
  lines?: number;
  /** Announced to screen readers («Загрузка…» unless told). */
  label?: string;
}) {
  const { t } = useTranslation();
  const bar = 'animate-pulse rounded-md bg-surface-strong motion-reduce:animate-none';
  return (
    <div role="status" aria-busy="true" data-testid="skeleton" className={lines ? 'flex flex-col gap-2' : ''}>
      <span className="sr-only">{label ?? t('app.loading')}</span>
      {lines ? (
        placeholderIds(lines).map((id, i) => (
          <div
            key={id}
            aria-hidden="true"
            className={`${bar} ${className} ${i === lines - 1 ? 'w-2/3' : ''}`}
          />
        ))
      ) : (
        <div aria-hidden="true" className={`${bar} ${className}`} />
      )}
    </div>
  );
}

/** A list's loading placeholder: `rows` cards with a face and two lines of text. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  const bar = 'animate-pulse rounded-md bg-surface-strong motion-reduce:animate-none';
  return (
    <div role="status" aria-busy="true" data-testid="skeleton" className="flex flex-col gap-3">
      <span className="sr-only">{label ?? t('app.loading')}</span>
      {placeholderIds(rows).map((id) => (
        <div key={id} aria-hidden="true" className="flex items-center gap-3">
          <div className={`${bar} h-10 w-10 shrink-0 rounded-full`} />
          <div className="flex flex-1 flex-col gap-2">
            <div className={`${bar} h-3 w-1/3`} />
            <div className={`${bar} h-3 w-2/3`} />
          </div>
        </div>
      ))}
    </div>
  );
}

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** What to do next («Создайте первое событие…»). */
  text?: string;
  /** The one clear action (a button or a link). */
  action?: ReactNode;
  className?: string;
}

/** An empty list that says what to do. */
export function EmptyState({ icon, title, text, action, className = '' }: EmptyStateProps) {
  return (
    <div
      className={`flex flex-col items-center gap-2 rounded-xl border border-dashed border-line-strong px-4 py-8 text-center ${className}`}
    >
      {icon ? (
        <div aria-hidden="true" className="text-fg-faint [&_svg]:h-8 [&_svg]:w-8">
          {icon}
        </div>
      ) : null}
      <p className="font-medium text-fg">{title}</p>
      {text ? <p className="max-w-prose text-sm text-fg-subtle">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** The Russian sentence for a failed load: the server's `detail` when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.detail && error.detail !== NETWORK_ERROR)
    return error.detail;
  return fallback;
}

export interface ErrorStateProps {
  error: unknown;
  onRetry(): void;
  /** The heading («Не удалось загрузить» unless told). */
  title?: string;
  className?: string;
}

/** A failed load: what happened and «Повторить». */
export function ErrorState({ error, onRetry, title, className = '' }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-2 rounded-xl border border-danger-line bg-danger-soft px-4 py-6 text-center ${className}`}
    >
      <p className="font-medium text-danger-strong">{title ?? t('ui.loadFailed')}</p>
      <p className="text-sm text-danger-fg">{errorMessage(error, t('ui.loadFailedText'))}</p>
      <button type="button" className={buttonClass('secondary', 'mt-2 min-h-11')} onClick={onRetry}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        {t('ui.retry')}
      </button>
    </div>
  );
}
