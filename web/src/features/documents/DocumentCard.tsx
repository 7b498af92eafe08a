import './texts.ts';
import { hideNumber } from '@krug/contract/document-formats';
import { DOCUMENT_DATA_KEYS, type Document, SCAN_ACCEPT, SCAN_TYPES } from '@krug/contract/documents';
import { SCAN_MAX_BYTES, TOAST_LIBRARY_UPLOAD_MS } from '@krug/contract/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, FileText, Maximize2, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api.ts';
import { useFieldErrors } from '../../lib/field-errors.ts';
import { formatIfDate } from '../../lib/format.ts';
import { buttonClass } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { Lightbox } from '../../ui/Lightbox.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { Flash, useFlash } from '../family/use-flash.tsx';
import { deleteDocument, documentsKey, updateDocument } from './api.ts';
import { DocumentFields, type DocumentValues, formOrder } from './DocumentFields.tsx';
import { scanProblem, uploadScan } from './upload-scan.ts';

const SCAN_PICKER_ACCEPT = [...SCAN_ACCEPT.split(','), ...SCAN_TYPES];
/** The upload error clears after 5 s (02 §9). */
const SCAN_ERROR_MS = 5000;

const valuesOf = (doc: Document): DocumentValues => ({
  country: doc.country,
  document_number: doc.document_number ?? '',
  document_data: doc.document_data,
});

export function DocumentCard({ doc }: { doc: Document }) {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [v, setV] = useState(() => valuesOf(doc));
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [flash, setFlash] = useFlash();
  const [enlarged, setEnlarged] = useState(false);
  const [ask, confirmDialog] = useConfirm();
  const editId = (field: string) => `document-${doc.id}-${field}`;
  const fieldErrors = useFieldErrors(formOrder(doc.document_type), editId);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), SCAN_ERROR_MS); // upload errors clear after 5 s
    return () => clearTimeout(timer);
  }, [error]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsKey });
  const startEdit = () => {
    setV(valuesOf(doc));
    fieldErrors.reset();
    setEditing(true);
  };
  /** Cancel restores the saved values. */
  const cancelEdit = () => {
    setV(valuesOf(doc));
    fieldErrors.reset();
    setEditing(false);
  };
  const save = useMutation({
    mutationFn: () => updateDocument(doc.id, v),
    onSuccess: async () => {
      await refresh();
      setEditing(false);
      setFlash({ ok: true, text: t('documents.saved') });
    },
    onError: (err) => {
      // Failures are logged (02 §9); one about an input is also shown under it.
      console.error('Document save failed', err);
      fieldErrors.fromError(err, '');
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteDocument(doc.id),
    onSuccess: refresh,
    onError: (err) => console.error('Document delete failed', err),
  });
  async function upload(file: File | undefined) {
    const problem = scanProblem(file);
    if (problem || !file) return setError(problem);
    setError(null);
    setProgress(0);
    try {
      await uploadScan(doc.id, file, setProgress);
      await refresh();
      // A scan is routine, not a milestone: a plain toast, no confetti (issue 32).
      notify({ type: 'info', message: t('documents.texts.uploaded'), duration: TOAST_LIBRARY_UPLOAD_MS });
    } catch (err) {
      setError(errorText(err, t('documents.texts.uploadError')));
    } finally {
      setProgress(null);
    }
  }
  const typeName = t(`documents.types.${doc.document_type}`);
  // Shown in the spec's order of the type (the server's JSON keeps no order).
  const details = DOCUMENT_DATA_KEYS[doc.document_type].filter((k) => doc.document_data[k]);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">{typeName}</h2>
          <p className="break-words text-sm text-fg-subtle">{doc.country}</p>
          {doc.document_number ? <HiddenNumber number={doc.document_number} /> : null}
        </div>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            aria-label={t('documents.edit')}
            aria-pressed={editing}
            className={buttonClass('ghost', 'h-10 min-w-10 px-2')}
            onClick={() => (editing ? cancelEdit() : startEdit())}
          >
            <Pencil aria-hidden="true" className="h-4 w-4 shrink-0" />
          </button>
          <button
            type="button"
            aria-label={t('documents.delete')}
            className={buttonClass('ghost', 'h-10 min-w-10 px-2')}
            onClick={async () => {
              const ok = await ask({
                title: t('documents.texts.deleteConfirm'),
                description: t('ui.irreversible'),
                confirmLabel: t('ui.delete'),
                destructive: true,
              });
              if (ok) remove.mutate();
            }}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4 shrink-0" />
          </button>
        </div>
      </div>
      {editing ? (
        <div className="flex flex-col gap-3">
          <DocumentFields
            type={doc.document_type}
            value={v}
            onChange={setV}
            idOf={editId}
            fieldErrors={fieldErrors}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={!v.country.trim() || save.isPending}
              onClick={() => save.mutate()}
            >
              {t('documents.save')}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={cancelEdit}>
              {t('documents.cancel')}
            </button>
          </div>
        </div>
      ) : details.length ? (
        <dl
          aria-label={t('documents.details')}
          className="grid grid-cols-1 gap-x-4 text-sm sm:grid-cols-[minmax(9rem,max-content)_minmax(0,1fr)]"
        >
          {details.map((k) => (
            <div key={k} className="contents">
              <dt className="pt-1.5 text-fg-faint sm:py-1">{t(`documents.keys.${k}`)}</dt>
              <dd className="break-words pb-1.5 sm:py-1">{formatIfDate(String(doc.document_data[k]))}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Flash flash={flash} />
      {doc.scan_file_url ? (
        <ScanPreview
          doc={doc}
          title={`${t('documents.scan')}: ${typeName}`}
          onOpen={() => setEnlarged(true)}
        />
      ) : null}
      <FilePicker
        showSelection={false}
        label={doc.scan_file_url ? t('documents.texts.replaceScan') : t('documents.uploadScan')}
        accept={SCAN_PICKER_ACCEPT}
        acceptLabel="PDF, JPG, PNG, GIF, WEBP"
        maxBytes={SCAN_MAX_BYTES}
        tooLargeMessage={t('documents.texts.scanTooLarge')}
        badTypeMessage={t('documents.texts.scanWrongType')}
        disabled={progress !== null}
        progress={progress}
        error={error}
        onFiles={(files) => void (files[0] ? upload(files[0]) : undefined)}
      />
      {doc.scan_file_url && doc.scan_thumb_url ? (
        <Lightbox
          items={[
            {
              id: doc.id,
              title: `${t('documents.scan')}: ${typeName}`,
              // The 2048 px rendition, not the original of several megabytes; the download is the original.
              url: doc.scan_large_url ?? doc.scan_file_url,
              downloadUrl: doc.scan_file_url,
              kind: 'image',
            },
          ]}
          index={enlarged ? 0 : null}
          onIndexChange={() => {}}
          onClose={() => setEnlarged(false)}
        />
      ) : null}
      {confirmDialog}
    </li>
  );
}

/**
 * The scan on its card: an image as a small thumbnail (the server's 320 px WebP, not the original
 * of several megabytes) that opens a 2048 px rendition enlarged; a PDF as a document icon that opens it.
 */
function ScanPreview({ doc, title, onOpen }: { doc: Document; title: string; onOpen(): void }) {
  const { t } = useTranslation('documents');
  if (doc.scan_thumb_url)
    return (
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('documents.enlargeScan')}
        className="group relative self-start overflow-hidden rounded-lg bg-surface-sunken ring-1 ring-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <img
          src={doc.scan_thumb_url}
          alt={title}
          loading="lazy"
          decoding="async"
          className="block h-40 w-auto max-w-full object-contain transition-opacity group-hover:opacity-90"
        />
        <span className="absolute right-1.5 bottom-1.5 rounded-full bg-black/60 p-1 text-white">
          <Maximize2 aria-hidden="true" className="h-3.5 w-3.5" />
        </span>
      </button>
    );
  return (
    <a
      href={doc.scan_file_url ?? undefined}
      target="_blank"
      rel="noopener"
      className="flex items-center gap-3 self-start rounded-lg bg-surface-sunken px-3 py-2 text-sm text-fg ring-1 ring-line hover:bg-surface-muted"
    >
      <FileText aria-hidden="true" className="h-8 w-8 shrink-0 text-primary-fg" />
      <span className="flex flex-col">
        <span className="font-medium">{t('documents.openScan')}</span>
        <span className="text-xs text-fg-faint">PDF</span>
      </span>
    </a>
  );
}

/**
 * The number on a card hidden but for its last four characters until it is tapped, as Госуслуги
 * show them (someone may be looking at the screen); a second tap hides it again.
 */
function HiddenNumber({ number }: { number: string }) {
  const { t } = useTranslation('documents');
  const [shown, setShown] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={shown ? t('documents.hideNumber') : t('documents.showNumber')}
      title={shown ? t('documents.hideNumber') : t('documents.showNumber')}
      onClick={() => setShown((s) => !s)}
      className="-ml-1 mt-0.5 inline-flex min-h-11 items-center gap-2 rounded-md px-1 font-mono text-base text-fg hover:bg-surface-muted sm:min-h-8"
    >
      <span data-testid="document-number">{shown ? number : hideNumber(number)}</span>
      {shown ? (
        <EyeOff aria-hidden="true" className="h-4 w-4 text-fg-faint" />
      ) : (
        <Eye aria-hidden="true" className="h-4 w-4 text-fg-faint" />
      )}
    </button>
  );
}
