import './texts.ts';
import { DOCUMENT_DATA_KEYS, type DocumentType } from '@krug/contract/documents';
import { useTranslation } from 'react-i18next';
import type { useFieldErrors } from '../../lib/field-errors.ts';
import { Field } from '../../ui/Field.tsx';

/** What a document form edits (the type is chosen on add and fixed after). */
export interface DocumentValues {
  country: string;
  document_number: string;
  document_data: Record<string, string | null>;
}

/** A document's form inputs in the order they are shown (the first bad one gets the focus). */
export const formOrder = (type: DocumentType) => [
  'country',
  'document_number',
  ...DOCUMENT_DATA_KEYS[type].map((k) => `document_data.${k}`),
];

/**
 * The country, the number and the type's own fields (02 §2.2), each with its error under it; a
 * change clears that field's error. Shared by «Добавить документ» and a card's edit form.
 */
export function DocumentFields(props: {
  type: DocumentType;
  value: DocumentValues;
  onChange(value: DocumentValues): void;
  idOf(field: string): string;
  fieldErrors: ReturnType<typeof useFieldErrors>;
}) {
  const { t } = useTranslation('documents');
  const { value: v, fieldErrors } = props;
  const { errors } = fieldErrors;
  const change = (next: Partial<DocumentValues>, field: string) => {
    props.onChange({ ...v, ...next });
    fieldErrors.clear(field);
  };
  return (
    <>
      <Field
        id={props.idOf('country')}
        label={t('documents.country')}
        value={v.country}
        required
        error={errors.country}
        onChange={(e) => change({ country: e.target.value }, 'country')}
      />
      <Field
        id={props.idOf('document_number')}
        label={t('documents.number')}
        value={v.document_number}
        error={errors.document_number}
        onChange={(e) => change({ document_number: e.target.value }, 'document_number')}
      />
      {DOCUMENT_DATA_KEYS[props.type].map((k) => (
        <Field
          key={k}
          id={props.idOf(`document_data.${k}`)}
          label={t(`documents.keys.${k}`)}
          type={k.includes('date') || k === 'expires' ? 'date' : 'text'}
          value={v.document_data[k] ?? ''}
          error={errors[`document_data.${k}`]}
          onChange={(e) =>
            change({ document_data: { ...v.document_data, [k]: e.target.value } }, `document_data.${k}`)
          }
        />
      ))}
    </>
  );
}
