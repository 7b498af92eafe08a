import { DOCUMENT_MESSAGES } from '@krug/contract/documents-texts';
import { addTexts } from '../add-texts.ts';

/** The documents screens' Russian texts: registered when a module that uses them loads (see add-texts.ts). */
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

addTexts(documentsRu);
