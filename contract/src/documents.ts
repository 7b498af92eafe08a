import { z } from 'zod';
import { Id } from './common.ts';
import { documentFormatIssues } from './document-formats.ts';
import { DOCUMENT_TEXTS } from './documents-texts.ts';

export { DOCUMENT_MESSAGES, DOCUMENT_TEXTS } from './documents-texts.ts';

/** The spec's three, then the common Russian set (issue 32). */
export const DOCUMENT_TYPES = [
  'PASSPORT',
  'TRAVELING_PASSPORT',
  'DRIVERS_LICENSE',
  'SNILS',
  'INN',
  'OMS_POLICY',
  'BIRTH_CERTIFICATE',
  'MILITARY_ID',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** document_data keys by type (02 §3). */
export const DOCUMENT_DATA_KEYS: Record<DocumentType, string[]> = {
  PASSPORT: ['series', 'issued_by', 'issue_date', 'department_code'],
  TRAVELING_PASSPORT: ['first_name', 'last_name', 'issue_date', 'expiry_date'],
  DRIVERS_LICENSE: ['issue_date', 'expires', 'issued_in', 'categories'],
  SNILS: ['full_name', 'registration_date'],
  INN: ['full_name', 'issued_by', 'issue_date'],
  OMS_POLICY: ['full_name', 'insurer', 'issue_date'],
  BIRTH_CERTIFICATE: ['full_name', 'birth_date', 'issued_by', 'issue_date'],
  MILITARY_ID: ['full_name', 'issued_by', 'issue_date', 'rank'],
};

export const SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const SCAN_ACCEPT = '.pdf,.jpg,.jpeg,.png,.gif,.webp';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Максимум ${max} символов` })
    .nullish()
    .transform((v) => v || null);

const DocumentData = z
  .record(
    z.string().max(40, { message: 'Недопустимое поле документа' }),
    z
      .string({ message: 'Значение поля должно быть строкой' })
      .max(500, { message: 'Максимум 500 символов' })
      .nullable(),
    { message: 'Данные документа должны быть объектом' },
  )
  .default({});

/** Keeps only the keys of the type (others are dropped). */
export const pickDataKeys = (type: DocumentType, data: Record<string, string | null>) =>
  Object.fromEntries(DOCUMENT_DATA_KEYS[type].map((k) => [k, data[k] ?? null]));

const Fields = z.object({
  document_type: z.enum(DOCUMENT_TYPES, { message: 'Недопустимый тип документа' }),
  country: z
    .string({ message: DOCUMENT_TEXTS.countryRequired })
    .trim()
    .min(1, { message: DOCUMENT_TEXTS.countryRequired })
    .max(100, { message: 'Максимум 100 символов' }),
  document_number: text(100),
  document_data: DocumentData,
});
/** A new document; its number and fields are checked against its type's format (issue 32). */
export const CreateDocumentBody = Fields.superRefine((b, ctx) => {
  for (const issue of documentFormatIssues(b.document_type, b.country, b.document_number, b.document_data))
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.split('.') });
});
/** The type cannot change on edit (02 §2.2); the service checks the format against the stored type. */
export const UpdateDocumentBody = Fields.omit({ document_type: true });

export const Document = z.object({
  id: Id,
  document_type: z.enum(DOCUMENT_TYPES),
  country: z.string(),
  document_number: z.string().nullable(),
  document_data: z.record(z.string(), z.string().nullable()),
  scan_file_url: z.string().nullable(),
  /** A small WebP (about 320 px on its long side) of an image scan; null for a PDF or no scan. */
  scan_thumb_url: z.string().nullable(),
  /**
   * A large WebP (2048 px on its long side, never upscaled, metadata stripped) of an image scan,
   * for the enlarged view instead of the original of several megabytes; null for a PDF or no scan.
   */
  scan_large_url: z.string().nullish(),
  scan_mime_type: z.string().nullable(),
  created_at: z.string(),
});
export type Document = z.infer<typeof Document>;

export const ScanUploadResponse = z.object({
  complete: z.boolean(),
  received: z.number().int(),
  total: z.number().int(),
  document: Document.nullable(),
});
