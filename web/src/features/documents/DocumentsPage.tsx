import {
  DOCUMENT_DATA_KEYS,
  DOCUMENT_TYPES,
  type Document,
  type DocumentType,
  SCAN_ACCEPT,
  SCAN_TYPES,
} from '@krug/contract/documents';
import { SCAN_MAX_BYTES, TOAST_LIBRARY_UPLOAD_MS } from '@krug/contract/limits';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, FolderOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorText } from '../../lib/api.ts';
import { formatIfDate } from '../../lib/format.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { FilePicker } from '../../ui/FilePicker.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { scanProblem, uploadScan } from './upload-scan.ts';

const key = ['my-documents'] as const;
const SCAN_PICKER_ACCEPT = [...SCAN_ACCEPT.split(','), ...SCAN_TYPES];

/** My Documents (02 §2.2): cards with edit and delete, scans uploaded in chunks with progress. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const docs = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<Document[]>('/api/my-documents', { signal }),
  });
  return (
    <section aria-labelledby="docs-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="docs-title" className="text-xl font-semibold">
          {t('documents.texts.header')}
        </h1>
        <AddDocument />
      </div>
      {docs.isPending ? (
        <ListSkeleton rows={2} />
      ) : docs.isError ? (
        <ErrorState error={docs.error} onRetry={() => void docs.refetch()} />
      ) : (docs.data ?? []).length === 0 ? (
        <EmptyState icon={<FolderOpen />} title={t('documents.texts.empty')} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {docs.data?.map((d) => (
            <DocumentCard key={d.id} doc={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DataFields(props: {
  type: DocumentType;
  data: Record<string, string | null>;
  onChange(data: Record<string, string | null>): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {DOCUMENT_DATA_KEYS[props.type].map((k) => (
        <Field
          key={k}
          label={t(`documents.keys.${k}`)}
          type={k.includes('date') || k === 'expires' ? 'date' : 'text'}
          value={props.data[k] ?? ''}
          onChange={(e) => props.onChange({ ...props.data, [k]: e.target.value })}
        />
      ))}
    </>
  );
}

function AddDocument() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({
    document_type: 'PASSPORT' as DocumentType,
    country: '',
    document_number: '',
    document_data: {} as Record<string, string | null>,
  });
  const create = useMutation({
    mutationFn: () => apiFetch<Document>('/api/my-documents', { method: 'POST', body: v }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      notify({ type: 'success', message: t('documents.texts.created') });
      setOpen(false);
    },
    onError: (err) => console.error('Document creation failed', err),
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('primary')}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('documents.add')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content aria-describedby={undefined} className={sheetClass('lg', 'flex flex-col gap-3 p-6')}>
          <Dialog.Title className="text-lg font-semibold">{t('documents.add')}</Dialog.Title>
          <div className="flex flex-col gap-1">
            <label htmlFor="doc-type" className="text-sm font-medium text-fg-muted">
              {t('documents.type')}
            </label>
            <select
              id="doc-type"
              value={v.document_type}
              onChange={(e) =>
                setV({ ...v, document_type: e.target.value as DocumentType, document_data: {} })
              }
              className="rounded-lg border border-line-strong px-3 py-2"
            >
              {DOCUMENT_TYPES.map((d) => (
                <option key={d} value={d}>
                  {t(`documents.types.${d}`)}
                </option>
              ))}
            </select>
          </div>
          <Field
            label={t('documents.country')}
            value={v.country}
            required
            onChange={(e) => setV({ ...v, country: e.target.value })}
          />
          <Field
            label={t('documents.number')}
            value={v.document_number}
            onChange={(e) => setV({ ...v, document_number: e.target.value })}
          />
          <DataFields
            type={v.document_type}
            data={v.document_data}
            onChange={(document_data) => setV({ ...v, document_data })}
          />
          <div className="flex justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>{t('documents.cancel')}</Dialog.Close>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={!v.country.trim() || create.isPending}
              onClick={() => create.mutate()}
            >
              {t('documents.save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DocumentCard({ doc }: { doc: Document }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [v, setV] = useState({
    country: doc.country,
    document_number: doc.document_number ?? '',
    document_data: doc.document_data,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ask, confirmDialog] = useConfirm();
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), 5000); // upload errors clear after 5 s
    return () => clearTimeout(timer);
  }, [error]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: () => apiFetch(`/api/my-documents/${doc.id}`, { method: 'PUT', body: v }),
    onSuccess: async () => {
      await refresh();
      setEditing(false);
    },
    onError: (err) => console.error('Document save failed', err),
  });
  const remove = useMutation({
    mutationFn: () => apiFetch(`/api/my-documents/${doc.id}`, { method: 'DELETE' }),
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
      notify({ type: 'success', message: t('documents.texts.uploaded'), duration: TOAST_LIBRARY_UPLOAD_MS });
    } catch (err) {
      setError(errorText(err, t('documents.texts.uploadError')));
    } finally {
      setProgress(null);
    }
  }
  const isImage = doc.scan_mime_type?.startsWith('image/');
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
      <div className="flex items-start justify-between">
        <div>
          <p className="font-semibold">{t(`documents.types.${doc.document_type}`)}</p>
          <p className="text-sm text-fg-subtle">
            {doc.country}
            {doc.document_number ? ` · ${doc.document_number}` : ''}
          </p>
        </div>
        <div className="flex gap-1">
          <button
            type="button"
            aria-label={t('documents.edit')}
            className={buttonClass('ghost', 'px-2')}
            onClick={() => setEditing(!editing)}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </button>
          <button
            type="button"
            aria-label={t('documents.delete')}
            className={buttonClass('ghost', 'px-2')}
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
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </div>
      {editing ? (
        <div className="flex flex-col gap-2">
          <Field
            label={t('documents.country')}
            value={v.country}
            onChange={(e) => setV({ ...v, country: e.target.value })}
          />
          <Field
            label={t('documents.number')}
            value={v.document_number}
            onChange={(e) => setV({ ...v, document_number: e.target.value })}
          />
          <DataFields
            type={doc.document_type}
            data={v.document_data}
            onChange={(document_data) => setV({ ...v, document_data })}
          />
          <button
            type="button"
            className={buttonClass('primary', 'self-start')}
            disabled={!v.country.trim() || save.isPending}
            onClick={() => save.mutate()}
          >
            {t('documents.save')}
          </button>
        </div>
      ) : (
        <dl className="text-sm">
          {Object.entries(doc.document_data)
            .filter(([, val]) => val)
            .map(([k, val]) => (
              <div key={k} className="flex justify-between gap-2">
                <dt className="text-fg-faint">{t(`documents.keys.${k}`)}</dt>
                <dd>{formatIfDate(String(val))}</dd>
              </div>
            ))}
        </dl>
      )}
      {doc.scan_file_url ? (
        <div className="flex flex-col gap-2">
          {isImage ? (
            <img
              src={doc.scan_file_url}
              alt={t('documents.scan')}
              className="max-h-48 rounded-lg object-contain"
            />
          ) : (
            <a
              href={doc.scan_file_url}
              target="_blank"
              rel="noopener"
              className="flex items-center gap-2 text-sm text-primary-fg underline"
            >
              <FileText aria-hidden="true" className="h-4 w-4" />
              {t('documents.openScan')}
            </a>
          )}
        </div>
      ) : null}
      <FilePicker
        compact
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
      {confirmDialog}
    </li>
  );
}
