import './texts.ts';
import { DOCUMENT_FORMATS } from '@krug/contract/document-formats';
import { CreateDocumentBody, DOCUMENT_TYPES, type DocumentType } from '@krug/contract/documents';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/field-errors.ts';
import { buttonClass, SelectField } from '../../ui/Field.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states.tsx';
import { notify } from '../../ui/toast.ts';
import { createDocument, documentsKey, fetchDocuments } from './api.ts';
import { DocumentCard } from './DocumentCard.tsx';
import { DocumentFields, formOrder } from './DocumentFields.tsx';

/** My Documents (02 §2.2): cards with edit and delete, scans uploaded in chunks with progress. */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const docs = useQuery({
    queryKey: documentsKey,
    queryFn: ({ signal }) => fetchDocuments(signal),
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

function AddDocument() {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState({
    document_type: 'PASSPORT' as DocumentType,
    country: '',
    document_number: '',
    document_data: {} as Record<string, string | null>,
  });
  const addId = (field: string) => `new-document-${field}`;
  const fieldErrors = useFieldErrors(formOrder(v.document_type), addId);
  const create = useMutation({
    mutationFn: () => createDocument(v),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: documentsKey });
      notify({ type: 'success', message: t('documents.texts.created') });
      setOpen(false);
    },
    onError: (err) => {
      // Failures are logged (02 §9); one about an input is also shown under it.
      console.error('Document creation failed', err);
      fieldErrors.fromError(err, '');
    },
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        fieldErrors.reset();
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={buttonClass('primary')}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('documents.add')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content aria-describedby={undefined} className={sheetClass('lg', 'flex flex-col gap-3 p-6')}>
          <Dialog.Title className="text-lg font-semibold">{t('documents.add')}</Dialog.Title>
          <SelectField
            id="doc-type"
            label={t('documents.type')}
            value={v.document_type}
            onChange={(e) => {
              const type = e.target.value as DocumentType;
              // The Russian set exists only in Russia: the country is filled in for it.
              const country = !v.country.trim() && DOCUMENT_FORMATS[type].russianOnly ? 'Россия' : v.country;
              setV({ ...v, document_type: type, country, document_number: '', document_data: {} });
              fieldErrors.reset();
            }}
          >
            {DOCUMENT_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(`documents.types.${d}`)}
              </option>
            ))}
          </SelectField>
          <DocumentFields
            type={v.document_type}
            value={v}
            onChange={(next) => setV({ ...v, ...next })}
            idOf={addId}
            fieldErrors={fieldErrors}
          />
          <div className="flex justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>{t('documents.cancel')}</Dialog.Close>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={!v.country.trim() || create.isPending}
              onClick={() => {
                // The contract's schema checks the number's format before sending (the server again).
                const parsed = CreateDocumentBody.safeParse(v);
                if (!parsed.success)
                  return void fieldErrors.show(
                    Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])),
                  );
                create.mutate();
              }}
            >
              {t('documents.save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
