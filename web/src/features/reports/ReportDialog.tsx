import { REPORT_REASONS, type ReportReason, type ReportTargetType } from '@krug/contract/reports-texts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Field.tsx';
import { notify } from '../../ui/toast.ts';
import { useCreateReport } from './api.ts';
import { registerReportsTexts } from './texts.ts';

registerReportsTexts();

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

const COMMENT_MAX = 1000;

/** «Пожаловаться»: a reason and an optional comment; the server's refusal (409, 404) is shown as it says. */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose(): void }) {
  const { t } = useTranslation('reports');
  const formId = useId();
  const commentId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useCreateReport();
  const close = () => {
    setReason(null);
    setComment('');
    setMissing(false);
    create.reset();
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={target ? t(`titleOf.${target.type}`) : t('title')}
      description={t('intro')}
      footer={
        <>
          <button type="button" className={buttonClass('secondary', 'min-h-11')} onClick={close}>
            {t('cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className={buttonClass('danger', 'min-h-11')}
            disabled={create.isPending}
          >
            {create.isPending ? t('sending') : t('send')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!target) return;
          if (!reason) {
            setMissing(true);
            return;
          }
          create.mutate(
            { target_type: target.type, target_id: target.id, reason, comment: comment.trim() || null },
            {
              onSuccess: () => {
                notify({ type: 'info', message: t('sent') });
                close();
              },
            },
          );
        }}
      >
        <fieldset aria-describedby={missing ? `${formId}-missing` : undefined}>
          <legend className="mb-1 text-sm font-medium text-fg-muted">{t('reason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label
              key={r}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-surface-muted"
            >
              <input
                type="radio"
                name={`${formId}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setMissing(false);
                }}
                className="h-4 w-4"
              />
              <span className="text-sm">{t(`reasons.${r}`)}</span>
            </label>
          ))}
          {missing ? (
            <p id={`${formId}-missing`} className="text-sm text-danger-fg">
              {t('reasonRequired')}
            </p>
          ) : null}
        </fieldset>
        <label htmlFor={commentId} className="text-sm font-medium text-fg-muted">
          {t('comment')} <span className="font-normal text-fg-faint">({t('commentHint')})</span>
        </label>
        <textarea
          id={commentId}
          rows={3}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          className="rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg shadow-sm outline-none focus:border-primary-line focus:ring-2 focus:ring-primary-line/20"
        />
        {create.error ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-fg">
            {errorText(create.error, t('failed'))}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
