import type { DocumentType } from './documents.ts';

/**
 * How each document's number and fields are written (issue 32): the mask the form types into
 * (react-imask: `0` a digit, `Б` a Cyrillic letter, `R` a Roman numeral) and the pattern the
 * server checks. The three first types may be foreign documents: their formats apply only when the
 * country is Russia; the others exist only in Russia and are always checked.
 */
export interface FieldFormat {
  mask: string;
  pattern: RegExp;
  /** Shown under the field and in the error: «45 12 345678». */
  example: string;
  /** A form stored before the mask (kept valid, edited as typed): a passport number without its series. */
  legacy?: RegExp;
}

export interface DocumentFormat {
  number?: FieldFormat;
  data?: Record<string, FieldFormat>;
  russianOnly: boolean;
}

const DEPARTMENT_CODE: FieldFormat = { mask: '000-000', pattern: /^\d{3}-\d{3}$/, example: '770-001' };

export const DOCUMENT_FORMATS: Record<DocumentType, DocumentFormat> = {
  // Серия и номер together; a number stored alone before (6 digits, the series apart) still passes.
  PASSPORT: {
    number: {
      mask: '00 00 000000',
      pattern: /^\d{2} \d{2} \d{6}$/,
      example: '45 12 345678',
      legacy: /^\d{6}$/,
    },
    data: { department_code: DEPARTMENT_CODE },
    russianOnly: false,
  },
  TRAVELING_PASSPORT: {
    number: { mask: '00 0000000', pattern: /^\d{2} \d{7}$/, example: '75 1234567' },
    russianOnly: false,
  },
  DRIVERS_LICENSE: {
    number: { mask: '00 00 000000', pattern: /^\d{2} \d{2} \d{6}$/, example: '99 12 345678' },
    russianOnly: false,
  },
  SNILS: {
    number: { mask: '000-000-000 00', pattern: /^\d{3}-\d{3}-\d{3} \d{2}$/, example: '112-233-445 95' },
    russianOnly: true,
  },
  INN: {
    number: { mask: '000000000000', pattern: /^\d{12}$/, example: '500100732259' },
    russianOnly: true,
  },
  OMS_POLICY: {
    number: {
      mask: '0000 0000 0000 0000',
      pattern: /^\d{4} \d{4} \d{4} \d{4}$/,
      example: '7700 1234 5678 9012',
    },
    russianOnly: true,
  },
  BIRTH_CERTIFICATE: {
    number: { mask: 'R-ББ 000000', pattern: /^[IVXLC]{1,4}-[А-ЯЁ]{2} \d{6}$/, example: 'IV-МЮ 123456' },
    russianOnly: true,
  },
  MILITARY_ID: {
    number: { mask: 'ББ 0000000', pattern: /^[А-ЯЁ]{2} \d{7}$/, example: 'АК 1234567' },
    russianOnly: true,
  },
};

const RUSSIA = new Set(['россия', 'российская федерация', 'рф', 'russia', 'russian federation', 'ru']);

/** Whether a country as typed is Russia («Россия», «РФ», «Russia»…). */
export const isRussia = (country: string) => RUSSIA.has(country.trim().toLocaleLowerCase('ru'));

export const formatError = (f: FieldFormat) => `Неверный формат, пример: ${f.example}`;

/** Whether a value is written in the format (or in its older stored form). */
export const fitsFormat = (f: FieldFormat, value: string) => f.pattern.test(value) || !!f.legacy?.test(value);

/** Wrongly written fields of a document, `document_number` or `document_data.<key>`, with their messages. */
export function documentFormatIssues(
  type: DocumentType,
  country: string,
  number: string | null | undefined,
  data: Record<string, string | null>,
): { path: string; message: string }[] {
  const format = DOCUMENT_FORMATS[type];
  if (!format.russianOnly && !isRussia(country)) return [];
  const issues: { path: string; message: string }[] = [];
  if (number && format.number && !fitsFormat(format.number, number))
    issues.push({ path: 'document_number', message: formatError(format.number) });
  for (const [key, f] of Object.entries(format.data ?? {})) {
    const value = data[key];
    if (value && !f.pattern.test(value))
      issues.push({ path: `document_data.${key}`, message: formatError(f) });
  }
  return issues;
}

/** «45 12 345678» → «•• •• ••5678»: a number on a card until it is tapped (as Госуслуги do). */
export const hideNumber = (number: string) => {
  const digits = [...number].filter((c) => /[\p{L}\p{N}]/u.test(c)).length;
  let seen = 0;
  return [...number]
    .map((c) => {
      if (!/[\p{L}\p{N}]/u.test(c)) return c;
      seen += 1;
      return seen > digits - 4 ? c : '•';
    })
    .join('');
};
