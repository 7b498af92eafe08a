import {
  DOCUMENT_DATA_KEYS,
  DOCUMENT_TEXTS,
  DOCUMENT_TYPES,
  type Document,
  type DocumentType,
  SCAN_ACCEPT,
} from '@krug/contract/documents';
import { TOAST_LIBRARY_UPLOAD_MS } from '@krug/contract/limits';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorText } from '../../lib/api.ts';
import { buttonClass, Field } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { notify } from '../../ui/toast.ts';
import { scanProblem, uploadScan } from './upload-scan.ts';

const key = ['my-documents'] as const;

/** My Documents (02 §2.2): cards with edit and delete, scans uploaded in chunks with progress. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const docs = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<Document[]>('/api/my-documents', { signal }),
  });
  return (
    <section aria-labelledby="docs-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h1 id="docs-title" className="text-xl font-semibold">
          {DOCUMENT_TEXTS.header}
        </h1>
        <AddDocument />
      </div>
      {docs.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : (docs.data ?? []).length === 0 ? (
        <p className="rounded-2xl bg-white p-10 text-center text-slate-600 ring-1 ring-slate-200">
          {DOCUMENT_TEXTS.empty}
        </p>
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
      notify({ type: 'success', message: DOCUMENT_TEXTS.created });
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
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(30rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold">{t('documents.add')}</Dialog.Title>
          <div className="flex flex-col gap-1">
            <label htmlFor="doc-type" className="text-sm font-medium text-slate-700">
              {t('documents.type')}
            </label>
            <select
              id="doc-type"
              value={v.document_type}
              onChange={(e) =>
                setV({ ...v, document_type: e.target.value as DocumentType, document_data: {} })
              }
              className="rounded-lg border border-slate-300 px-3 py-2"
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
      notify({ type: 'success', message: DOCUMENT_TEXTS.uploaded, duration: TOAST_LIBRARY_UPLOAD_MS });
    } catch (err) {
      setError(errorText(err, DOCUMENT_TEXTS.uploadError));
    } finally {
      setProgress(null);
    }
  }
  const isImage = doc.scan_mime_type?.startsWith('image/');
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between">
        <div>
          <p className="font-semibold">{t(`documents.types.${doc.document_type}`)}</p>
          <p className="text-sm text-slate-600">
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
            onClick={() => {
              if (window.confirm(DOCUMENT_TEXTS.deleteConfirm)) remove.mutate();
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
                <dt className="text-slate-500">{t(`documents.keys.${k}`)}</dt>
                <dd>{val}</dd>
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
              className="flex items-center gap-2 text-sm text-emerald-700 underline"
            >
              <FileText aria-hidden="true" className="h-4 w-4" />
              {t('documents.openScan')}
            </a>
          )}
          <label className={`${buttonClass('secondary', 'self-start')} cursor-pointer`}>
            {DOCUMENT_TEXTS.replaceScan}
            <input
              type="file"
              accept={SCAN_ACCEPT}
              className="sr-only"
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
        </div>
      ) : (
        <label className="flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed border-slate-300 p-4 text-sm text-slate-600 hover:border-emerald-500">
          {t('documents.uploadScan')}
          <span className="text-xs">{t('documents.scanHint')}</span>
          <input
            type="file"
            accept={SCAN_ACCEPT}
            className="sr-only"
            aria-label={t('documents.uploadScan')}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
      )}
      {progress !== null ? (
        <progress
          max={100}
          value={progress}
          aria-label={t('documents.progress')}
          className="h-2 w-full accent-emerald-600"
        />
      ) : null}
      {progress !== null ? <p className="text-xs text-slate-500">{progress}%</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </li>
  );
}
