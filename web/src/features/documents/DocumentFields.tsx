import './texts.ts';
import { DOCUMENT_FORMATS, type FieldFormat, isRussia } from '@krug/contract/document-formats';
import { DOCUMENT_DATA_KEYS, type DocumentType } from '@krug/contract/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useFieldErrors } from '../../lib/field-errors.ts';
import { Field } from '../../ui/Field.tsx';
import { MaskedField } from './MaskedField.tsx';

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
  const format = DOCUMENT_FORMATS[props.type];
  const numberFormat = format.number;
  // A Russian document types into its mask; a foreign passport or licence is typed freely.
  // A number stored before the masks (a passport's six digits, the series apart) stays as typed.
  const [legacy] = useState(() => !!numberFormat?.legacy?.test(v.document_number));
  const masked = (country: string, f: FieldFormat | undefined): f is FieldFormat =>
    !!f && (format.russianOnly || isRussia(country));
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
      {!legacy && masked(v.country, numberFormat) ? (
        <MaskedField
          key={props.type}
          id={props.idOf('document_number')}
          label={t(`documents.numbers.${props.type}`)}
          format={numberFormat}
          hint={t('documents.example', { example: numberFormat.example })}
          value={v.document_number}
          error={errors.document_number}
          onChange={(next) => change({ document_number: next }, 'document_number')}
        />
      ) : (
        <Field
          id={props.idOf('document_number')}
          label={t(`documents.numbers.${props.type}`)}
          value={v.document_number}
          error={errors.document_number}
          onChange={(e) => change({ document_number: e.target.value }, 'document_number')}
        />
      )}
      {DOCUMENT_DATA_KEYS[props.type].map((k) => {
        const f = format.data?.[k];
        return f && masked(v.country, f) ? (
          <MaskedField
            key={k}
            id={props.idOf(`document_data.${k}`)}
            label={t(`documents.keys.${k}`)}
            format={f}
            hint={t('documents.example', { example: f.example })}
            value={v.document_data[k] ?? ''}
            error={errors[`document_data.${k}`]}
            onChange={(next) =>
              change({ document_data: { ...v.document_data, [k]: next } }, `document_data.${k}`)
            }
          />
        ) : (
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
        );
      })}
    </>
  );
}
