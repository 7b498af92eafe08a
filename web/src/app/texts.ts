import '../features/posts/texts.ts';
import { addTexts } from '../i18n/index.ts';
import { labelsRu } from './label-texts.ts';

/**
 * The shell's texts (top bar, navigation, errors, the shared components in ui/, common words, enum
 * labels): the `common` namespace, the default one, which every other namespace falls back to.
 * main.tsx imports this module first, so it is registered before anything renders, together with the
 * other namespace the first screen needs (`posts`, imported above). Their English (texts.en.ts) is
 * fetched only when English is chosen. Texts quoted by the spec are used word for word.
 */
export const commonRu = {
  app: {
    name: 'Круг',
    tagline: 'Семья, дом, друзья и работа — в одном круге',
    loading: 'Загрузка…',
    errorTitle: 'Произошла ошибка',
    errorText: 'Пожалуйста, попробуйте обновить страницу',
    refresh: 'Обновить страницу',
    /** Issue 32 item 4: one view's chunk did not load; the rest of the app stays. */
    viewFailed: 'Не удалось загрузить этот раздел',
    viewFailedText: 'Возможно, вышла новая версия Круга или прервалась связь.',
    reload: 'Обновить',
    signIn: 'Войти',
    signUp: 'Зарегистрироваться',
    notFoundTitle: 'Страница не найдена',
    notFoundText: 'Такой страницы нет. Возможно, ссылка устарела.',
    goHome: 'На главную',
    networkError: 'Ошибка сети. Проверьте подключение.',
    inDevelopment: 'Раздел в разработке',
    inDevelopmentText: 'Этот раздел появится в одном из следующих обновлений.',
    /** Issue 35: a new build is deployed (the worker waits for this button), and reading offline. */
    updateReady: 'Доступна новая версия — обновить',
    offline: 'Нет сети — показаны сохранённые данные',
  },
  /** Shared components (web/src/ui): dialogs, states, avatar, file picker. */
  ui: {
    close: 'Закрыть',
    cancel: 'Отмена',
    retry: 'Повторить',
    loadFailed: 'Не удалось загрузить',
    /** A list filtered by the reader came out empty (issue 32 item 14). */
    filterEmpty: 'По этому фильтру ничего не нашлось',
    filterEmptyText: 'Сбросьте фильтр, чтобы снова увидеть все записи.',
    clearFilter: 'Сбросить фильтр',
    loadFailedText: 'Проверьте подключение к интернету и попробуйте ещё раз.',
    delete: 'Удалить',
    confirm: 'Подтвердить',
    irreversible: 'Это действие нельзя отменить.',
    copy: 'Скопировать',
    copied: 'Ссылка скопирована',
    done: 'Готово',
    errorTitle: 'Ошибка',
    saveFailedTitle: 'Не удалось сохранить',
    continueAnyway: 'Продолжить без сохранения',
    stay: 'Остаться',
    actionFailed: 'Не удалось выполнить действие',
    followFailed: 'Не удалось изменить подписку',
    joinFailed: 'Ошибка при отправке запроса',
    noGroups: 'Групп пока нет',
    noGroupsText: 'Создайте группу и добавьте в неё близких, чтобы начать общение.',
    noEventsText: 'Добавьте событие на вкладке «Создать событие».',
    noNotifications: 'Уведомлений пока нет',
    noNotificationsText: 'Здесь появятся комментарии, отметки «нравится» и приглашения.',
    noComments: 'Комментариев пока нет. Напишите первым!',
    emptyFeedText: 'Нажмите «Что у вас нового?», чтобы поделиться новостью.',
    filePicker: {
      choose: 'Выбрать файл',
      chooseImage: 'Выбрать изображение',
      drop: 'или перетащите файл сюда',
      /** The kinds a picker takes, joined as «фото, видео или документ» (issue 32 item 21). */
      kind: { image: 'фото', video: 'видео', document: 'документ' },
      accepted: 'Допустимые форматы: {{types}}',
      maxSize: 'Не больше {{size}}',
      remove: 'Убрать файл',
      preview: 'Предпросмотр',
      progress: 'Загрузка: {{percent}}%',
      tooLarge: 'Размер файла не должен превышать {{size}}',
      badType: 'Недопустимый формат файла. Допустимые форматы: {{types}}',
    },
  },
  gender: {
    title: 'Выберите пол',
    description: 'Это нужно, чтобы записи, адресованные мужчинам, женщинам или IT/AI, доходили до вас.',
    male: 'Мужской',
    female: 'Женский',
    it: 'IT/AI',
    save: 'Сохранить',
    required: 'Пожалуйста, выберите пол',
    failed: 'Не удалось сохранить. Попробуйте ещё раз.',
  },
  shell: {
    modulesNav: 'Модули',
    userMenu: 'Меню пользователя',
    /** A phone's fold of the right column's widgets above the view (issue 32 item 13). */
    phoneWidgets: { feed: 'Поиск и фильтры', media: 'Разделы и статистика', other: 'Подробнее' },
    profileSettings: 'Рассказать о себе',
    logout: 'Выйти',
    clockLabel: 'Открыть календарь',
    prevMonth: 'Предыдущий месяц',
    nextMonth: 'Следующий месяц',
    weekdays: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
    cabinet: 'Личный кабинет',
    myFamily: 'Моя семья',
    myWork: 'Моя работа',
    myRoles: 'Мои роли',
    myRolesEmpty: 'Вы пока не указали место работы или учёбы.',
    myRolesEdit: 'Указать',
    sidebar: 'Дополнительно',
  },
  views: {
    /** One name for the feed (issue 32 item 21): the wall is «Лента», as the bottom bar says; my feed is «Подписки». */
    wall: 'Лента',
    feed: 'Подписки',
    'my-profile': 'Моя страница',
    friends: 'Друзья',
    chat: 'Сообщения',
    calendar: 'Календарь',
    'media-photos': 'Мои фото',
    'media-documents': 'Мои файлы',
    'media-videos': 'Мои видео',
    'my-info': 'Моя информация',
    'my-documents': 'Мои документы',
    settings: 'Настройки',
    'my-family-profile': 'Семейный профиль',
    'family-public-view': 'Как видят семью другие',
    'family-profiles': 'Семьи',
    'family-create': 'Создать семью',
    'family-view': 'Семья',
    'family-invitations': 'Приглашения в семью',
    'family-manage': 'Управление семьёй',
    'family-setup': 'Мастер настройки семьи',
    household: 'Домохозяйство',
    home: 'Списки и дела',
    memories: 'Воспоминания',
    'my-work': 'Мои организации',
    'org-profile': 'Организация',
    'org-public': 'Публичная страница организации',
    'org-search': 'Поиск организаций',
    'my-join-requests': 'Мои запросы на вступление',
    post: 'Запись',
    person: 'Страница человека',
    search: 'Поиск',
    'media-albums': 'Альбомы',
    'media-album': 'Альбом',
  },
  lightbox: {
    counter: '{{n}} из {{m}}',
    download: 'Скачать',
    close: 'Закрыть',
    previous: 'Предыдущее',
    next: 'Следующее',
  },
  notifications: {
    title: 'Уведомления',
    bell: 'Уведомления, непрочитанных: {{n}}',
    empty: 'Новых уведомлений нет.',
    readAll: 'Прочитать все',
  },
  /** Opening a notification (issue 19). */
  notificationsOpen: {
    unread: 'Не прочитано',
  },
  /** The notifications panel's paging (issue 17). */
  notificationsPanel: {
    more: 'Показать ещё',
  },
  sidebar: {
    media: 'Медиа',
    photos: 'Фото',
    documents: 'Документы',
    /** The media library's documents: «Файлы», apart from «Моя информация → Документы» (issue 32 item 14). */
    files: 'Файлы',
    videos: 'Видео',
    myInformation: 'Моя информация',
    profile: 'Профиль',
  },
  /** Relative and calendar words that Intl does not give (issue 18). */
  time: {
    justNow: 'только что',
  },
  /** Phone shell, skip link and themes (issue 18, shell). */
  nav: {
    skipToContent: 'Перейти к содержимому',
    bottomBar: 'Основные разделы',
    feed: 'Лента',
    chat: 'Чат',
    media: 'Медиа',
    family: 'Семья',
    work: 'Работа',
    menu: 'Меню',
    drawerTitle: 'Меню',
    close: 'Закрыть меню',
    modules: 'Модули',
    profileSettings: 'Рассказать о себе',
    backToChats: 'К списку чатов',
    unreadChats: 'непрочитанных: {{n}}',
    pendingInvitations: 'Приглашений: {{n}}',
  },
  labels: labelsRu,
} as const;

addTexts('common', commonRu, () => import('./texts.en.ts').then((m) => m.commonEn));
