import { addTexts } from '../add-texts.ts';

/** The media screens' Russian texts: registered when a module that uses them loads (see add-texts.ts). */
export const mediaRu = {
  media: {
    titles: { image: 'Мои фото', document: 'Мои файлы', video: 'Мои видео' },
    upload: 'Загрузить',
    uploading: 'Загрузка {{n}} из {{total}}…',
    album: 'Альбом',
    albumSoon: 'Альбомы появятся позже',
    search: 'Поиск по названию файла',
    grid: 'Плиткой',
    list: 'Списком',
    view: 'Вид',
    moduleFilter: 'Модуль',
    allModules: 'Все',
    empty: 'Здесь пока нет файлов. Нажмите «Загрузить», чтобы добавить первые.',
    emptySearch: 'Ничего не найдено.',
    loadFailed: 'Не удалось загрузить файлы.',
    retry: 'Повторить',
    more: 'Показать ещё',
    today: 'Сегодня',
    yesterday: 'Вчера',
    uploaded: 'Загружено файлов: {{n}}',
    uploadError: 'Не удалось загрузить файлы',
    skipped: 'Не загружены: {{names}}',
    open: 'Открыть',
    delete: 'Удалить',
    deleteConfirm: 'Удалить файл «{{name}}»?',
    deleted: 'Файл удалён',
    stats: 'Медиафайлы',
    total: 'Всего',
    images: 'Фото',
    documents: 'Документы',
    videos: 'Видео',
    sections: 'Разделы',
    quickActions: 'Быстрые действия',
    downloadAll: 'Скачать все',
    downloadAllHint: 'Открыть файлы раздела для скачивания',
    size: 'Размер',
    date: 'Дата',
    name: 'Название',
  },
  /** Per-user storage quota in the media sidebar (issue 16 §3). */
  storage: {
    title: 'Хранилище',
    used: 'Использовано {{used}} из {{quota}}',
    bar: 'Занято хранилища',
  },
} as const;

addTexts(mediaRu);
