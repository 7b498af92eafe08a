import { DOCUMENT_MESSAGES } from '@krug/contract/documents-texts';
import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * The documents screens' texts (My documents, the scan upload): the `documents` namespace,
 * registered when a module that uses it loads.
 */
export const documentsRu = {
  documents: {
    add: 'Добавить документ',
    type: 'Тип документа',
    types: {
      PASSPORT: 'Паспорт',
      TRAVELING_PASSPORT: 'Заграничный паспорт',
      DRIVERS_LICENSE: 'Водительское удостоверение',
    },
    country: 'Страна',
    number: 'Номер документа',
    save: 'Сохранить',
    cancel: 'Отмена',
    edit: 'Изменить документ',
    delete: 'Удалить документ',
    scan: 'Скан документа',
    openScan: 'Открыть скан',
    uploadScan: 'Загрузить скан',
    scanHint: 'PDF, JPG, PNG, GIF, WEBP до 10 МБ',
    progress: 'Загрузка скана',
    chunkFailed: 'Не удалось загрузить часть файла {{n}}',
    saved: 'Изменения сохранены',
    details: 'Данные документа',
    enlargeScan: 'Открыть скан крупно',
    keys: {
      series: 'Серия',
      issued_by: 'Кем выдан',
      issue_date: 'Дата выдачи',
      department_code: 'Код подразделения',
      first_name: 'Имя (латиницей)',
      last_name: 'Фамилия (латиницей)',
      expiry_date: 'Действует до',
      expires: 'Действует до',
      issued_in: 'Где выдано',
      categories: 'Категории',
    },
    texts: DOCUMENT_MESSAGES,
  },
} as const;

export const documentsEn: Texts<typeof documentsRu> = {
  documents: {
    add: 'Add document',
    type: 'Document type',
    types: {
      PASSPORT: 'Passport',
      TRAVELING_PASSPORT: 'Travel passport',
      DRIVERS_LICENSE: 'Driver’s licence',
    },
    country: 'Country',
    number: 'Document number',
    save: 'Save',
    cancel: 'Cancel',
    edit: 'Edit document',
    delete: 'Delete document',
    scan: 'Document scan',
    openScan: 'Open scan',
    uploadScan: 'Upload scan',
    scanHint: 'PDF, JPG, PNG, GIF, WEBP up to 10 MB',
    progress: 'Uploading the scan',
    chunkFailed: 'Chunk {{n}} upload failed',
    saved: 'Changes saved',
    details: 'Document details',
    enlargeScan: 'Open the scan enlarged',
    keys: {
      series: 'Series',
      issued_by: 'Issued by',
      issue_date: 'Date of issue',
      department_code: 'Department code',
      first_name: 'First name (Latin)',
      last_name: 'Last name (Latin)',
      expiry_date: 'Valid until',
      expires: 'Valid until',
      issued_in: 'Issued in',
      categories: 'Categories',
    },
    texts: {
      header: 'MY DOCUMENTS',
      empty: 'No documents',
      replaceScan: 'Replace scan',
      countryRequired: 'Enter the country',
      scanTooLarge: 'File is too large. Maximum size: 10 MB',
      scanWrongType: 'Unsupported file type. Allowed: PDF, JPG, PNG, GIF, WEBP',
      scanMissing: 'No file selected',
      uploaded: 'Document uploaded successfully!',
      created: 'Document created successfully!',
      uploadFailed: 'Failed to upload the scan',
      uploadError: 'File upload error',
      notFound: 'Document not found',
      chunkInvalid: 'Invalid file part',
      deleteConfirm: 'Delete this document?',
    },
  },
};

addTexts('documents', documentsRu, documentsEn);
