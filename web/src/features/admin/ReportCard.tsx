import type { AdminReport, ReportAction } from '@krug/contract/reports';
import './texts.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { commentAnchor, postPath } from '../posts/post-path.ts';
import { useResolveReport } from './use-admin-actions.ts';

/** One report with the reported thing in its context, and (while open) the three decisions. */
export function ReportCard({ report }: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  const noteId = useId();
  const [note, setNote] = useState('');
  const resolve = useResolveReport();
  const target = report.target;
  const hideable = ['post', 'comment', 'message'].includes(report.target_type);
  const decide = (action: ReportAction) =>
    resolve.mutate(
      { id: report.id, action, note: note.trim() || null },
      {
        onSuccess: () => notify({ type: 'info', message: t('reports.done') }),
        onError: (err) => notify({ type: 'error', message: errorText(err, t('failed')) }),
      },
    );
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-line p-4"
      data-testid="admin-report"
      aria-label={`${t(`targets.${report.target_type}`)}: ${target?.text ?? ''}`}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium">
          {t(`targets.${report.target_type}`)}
        </span>
        <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium text-danger-fg">
          {t(`reasons.${report.reason}`)}
        </span>
        {target?.hidden ? (
          <span className="rounded-full bg-warn-soft px-2 py-0.5 text-xs font-medium text-warn-fg">
            {t('reports.hidden')}
          </span>
        ) : null}
        <span className="text-xs text-fg-faint">{formatDateTime(report.created_at)}</span>
      </p>
      <blockquote className="whitespace-pre-wrap break-words rounded-lg bg-surface-sunken px-3 py-2 text-sm text-fg">
        {target?.preview_url ? (
          <img src={target.preview_url} alt="" className="mb-2 max-h-40 rounded-md" />
        ) : null}
        {target?.text}
      </blockquote>
      <p className="text-xs text-fg-subtle">
        {target?.owner ? t('reports.author', { name: target.owner.name }) : t('reports.noAuthor')}
        {target?.context ? ` · ${t('reports.context', { context: target.context })}` : null}
        {' · '}
        {report.reporter ? t('reports.from', { name: report.reporter.name }) : t('reports.fromUnknown')}
      </p>
      {report.comment ? (
        <p className="text-sm text-fg-muted">{t('reports.comment', { comment: report.comment })}</p>
      ) : null}
      {target?.post_id || report.target_type === 'post' ? (
        <Link
          to={`${postPath('family', target?.post_id ?? report.target_id)}${
            report.target_type === 'comment' ? `#${commentAnchor(report.target_id)}` : ''
          }`}
          className="self-start text-sm font-medium text-primary-fg underline"
        >
          {t('reports.openPost')}
        </Link>
      ) : null}
      {report.status === 'open' ? (
        <>
          <label htmlFor={noteId} className="text-sm font-medium text-fg-muted">
            {t('reports.note')}
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
            className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20"
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('secondary', 'min-h-11')}
              disabled={resolve.isPending}
              onClick={() => decide('dismiss')}
            >
              {t('reports.dismiss')}
            </button>
            {hideable ? (
              <button
                type="button"
                className={buttonClass('primary', 'min-h-11')}
                disabled={resolve.isPending}
                onClick={() => decide('hide_content')}
              >
                {t('reports.hide')}
              </button>
            ) : null}
            {target?.owner ? (
              <button
                type="button"
                className={buttonClass('danger', 'min-h-11')}
                disabled={resolve.isPending}
                onClick={() => decide('suspend_user')}
              >
                {t('reports.suspendAuthor')}
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <p className="text-sm text-fg-muted">
          {t('reports.decision', { action: t(`reports.actions.${report.action ?? 'dismiss'}`) })}
          {report.resolved_by && report.resolved_at
            ? ` — ${t('reports.decidedBy', { name: report.resolved_by.name, date: formatDateTime(report.resolved_at) })}`
            : null}
          {report.note ? (
            <span className="block text-fg-subtle">{t('reports.notePrefix', { note: report.note })}</span>
          ) : null}
        </p>
      )}
    </li>
  );
}
