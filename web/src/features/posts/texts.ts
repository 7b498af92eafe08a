import { POST_TEXTS } from '@krug/contract/posts-texts';
import { addTexts } from '../../i18n/index.ts';

/**
 * The wall's texts (feed, post card, comments, composer, a post's page): the `posts` namespace. The
 * first screen needs them, so the shell registers them eagerly (app/texts.ts imports this module)
 * and their English (texts.en.ts) is fetched only when English is chosen.
 */
export const postsRu = {
  posts: {
    published: POST_TEXTS.published,
    emptyFeed: POST_TEXTS.emptyFeed,
    createEntry: POST_TEXTS.createEntry,
    deleteCommentConfirm: POST_TEXTS.deleteCommentConfirm,
    unknownError: POST_TEXTS.unknownError,
    uploadedToPost: 'К записи загружено файлов: {{n}}',
    createFailed: 'Не удалось создать запись: {{detail}}',
    uploadErrorToast: 'Ошибка загрузки: {{message}}',
    uploadFailedAlert: 'Не удалось загрузить: {{message}}',
    whatsNew: 'Что у вас нового?',
    content: 'Текст записи',
    visibility: 'Кто увидит',
    visibilities: {
      FAMILY_ONLY: 'Только семья',
      HOUSEHOLD_ONLY: 'Только домохозяйство',
      PUBLIC: 'Все',
      ONLY_ME: 'Только я',
      GENDER_MALE: 'Только мужчины',
      GENDER_FEMALE: 'Только женщины',
      GENDER_IT: 'Только IT/AI',
    },
    attach: 'Прикрепить файлы',
    publish: 'Опубликовать',
    publishing: 'Публикуем…',
    cancel: 'Отмена',
    removeFile: 'Убрать файл',
    like: 'Нравится',
    react: 'Реакция',
    moreReactions: 'Ещё реакции',
    comments: 'Комментарии ({{n}})',
    commentPlaceholder: 'Написать комментарий…',
    commentLabel: 'Комментарий',
    send: 'Отправить',
    reply: 'Ответить',
    edit: 'Изменить',
    save: 'Сохранить',
    delete: 'Удалить',
    edited: '(изменён)',
    menu: 'Действия с записью',
    copyLink: 'Скопировать ссылку',
    linkCopied: 'Ссылка скопирована',
    deletePost: 'Удалить запись',
    deletePostConfirm: 'Удалить эту запись?',
    more: 'Показать ещё',
    loadFailed: 'Не удалось загрузить записи.',
    video: 'Видео YouTube',
    wallTab: 'Лента',
    chatTab: 'Чат',
    calendarToggle: 'Календарь',
    searchRecords: 'Поиск записей',
    filters: 'Фильтр записей',
    quick: 'Быстрые фильтры',
    quickAll: 'Все',
    quickNews: 'Новости',
    quickEvents: 'События',
    filterKeys: {
      all: 'Все записи',
      'my-family': 'Моя семья',
      subscribed: 'Подписки',
      public: 'Публичные',
      household: 'Домохозяйство',
      'gender-male': 'Для мужчин',
      'gender-female': 'Для женщин',
      'gender-it': 'Для IT/AI',
    },
  },
  /** Post card, comments and composer (issue 19). */
  postsCard: {
    showMore: 'Показать полностью',
    showLess: 'Свернуть',
    replyTo: 'Ответ пользователю {{name}}…',
    replyLabel: 'Ваш ответ',
    editLabel: 'Текст комментария',
    cancel: 'Отмена',
    audience: 'Кто увидит:',
  },
  /** A post's own page and the feed search (issue 19). */
  postPage: {
    loading: 'Загрузка записи',
    notFound: 'Запись не найдена',
    notFoundText: 'Возможно, её удалили или автор ограничил, кто её видит.',
    backToWall: 'Вернуться на стену',
    nothingFound: 'Ничего не найдено по запросу «{{q}}»',
    nothingFoundText: 'Попробуйте другие слова или сбросьте поиск.',
    clearSearch: 'Сбросить поиск',
  },
} as const;

addTexts('posts', postsRu, () => import('./texts.en.ts').then((m) => m.postsEn));
