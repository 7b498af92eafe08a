import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * Texts of «Уведомления» and «Мои данные» in settings (issue 20): a namespace of their own
 * (`settingsData`), registered when the settings chunk loads, so none of it weighs on the shell.
 */
export const settingsDataRu = {
  notifications: {
    title: 'Уведомления',
    intro: 'Выберите, о чём сообщать в колокольчике. Изменения сохраняются сразу.',
    loadFailed: 'Не удалось загрузить настройки уведомлений',
    saved: 'Настройки уведомлений сохранены',
    saveFailed: 'Не удалось сохранить. Попробуйте ещё раз.',
    alwaysOn: 'Нельзя отключить',
    groups: {
      reactions: 'Отметки и реакции',
      comments: 'Комментарии и ответы',
      friends: 'Друзья',
      family: 'Семья и домохозяйство',
      organizations: 'Организации',
      chat: 'Чаты',
      account: 'Аккаунт',
      other: 'Другое',
    },
    types: {
      like: 'Отметки «Нравится» к вашим записям',
      reaction: 'Реакции на ваши записи',
      comment: 'Комментарии к вашим записям',
      reply: 'Ответы на ваши комментарии',
      friend_request: 'Заявки в друзья',
      friend_accepted: 'Принятые заявки в друзья',
      invitation: 'Приглашения в семью, домохозяйство, группу или организацию',
      invitation_answered: 'Ответы на ваши приглашения',
      family_added: 'Изменения в ваших семьях',
      household_added: 'Добавление в домохозяйство',
      organization_added: 'Добавление в организацию',
      join_request: 'Запросы на вступление (для администраторов)',
      request_decided: 'Решения по вашим запросам на вступление',
      group_added: 'Добавление в группу чата',
      data_export_ready: 'Выгрузка данных готова',
      chat_mention: 'Упоминания в чатах',
      album_shared: 'Альбомы, которыми с вами поделились',
      event_reminder: 'Напоминания о событиях',
      birthday_reminder: 'Дни рождения в семье (накануне)',
      chore_reminder: 'Напоминания о домашних делах',
      report_resolved: 'Решения по вашим жалобам',
    },
    typeFallback: 'Уведомления «{{type}}»',
  },
  data: {
    title: 'Мои данные',
    intro:
      'Архив ZIP с вашим профилем, записями, комментариями, сообщениями, документами, файлами и альбомами, а также с вашими семьями, домохозяйством, друзьями и событиями. Только ваши данные — чужие сообщения в него не попадают.',
    request: 'Скачать мои данные',
    retry: 'Попробовать ещё раз',
    requestAgain: 'Подготовить новый архив',
    preparing: 'Готовим архив…',
    preparingText:
      'Это может занять несколько минут. Мы пришлём уведомление, когда архив будет готов, — страницу можно закрыть.',
    ready: 'Архив готов',
    readyText: '{{size}} · доступен до {{date}}',
    download: 'Скачать архив',
    failed: 'Не удалось подготовить архив',
    failedText: 'Что-то пошло не так. Попробуйте ещё раз.',
    expired: 'Срок хранения архива истёк',
    expiredText: 'Архив хранится 7 дней. Подготовьте новый.',
    started: 'Готовим архив. Мы пришлём уведомление, когда он будет готов.',
    startFailed: 'Не удалось запросить выгрузку',
    loadFailed: 'Не удалось узнать состояние выгрузки',
  },
};

export const settingsDataEn: Texts<typeof settingsDataRu> = {
  notifications: {
    title: 'Notifications',
    intro: 'Choose what the bell tells you about. Changes are saved at once.',
    loadFailed: 'Could not load notification settings',
    saved: 'Notification settings saved',
    saveFailed: 'Could not save. Please try again.',
    alwaysOn: 'Always on',
    groups: {
      reactions: 'Likes and reactions',
      comments: 'Comments and replies',
      friends: 'Friends',
      family: 'Family and household',
      organizations: 'Organizations',
      chat: 'Chats',
      account: 'Account',
      other: 'Other',
    },
    types: {
      like: 'Likes on your posts',
      reaction: 'Reactions to your posts',
      comment: 'Comments on your posts',
      reply: 'Replies to your comments',
      friend_request: 'Friend requests',
      friend_accepted: 'Accepted friend requests',
      invitation: 'Invitations to a family, household, group or organization',
      invitation_answered: 'Answers to your invitations',
      family_added: 'Changes to your families',
      household_added: 'Added to a household',
      organization_added: 'Added to an organization',
      join_request: 'Requests to join (for admins)',
      request_decided: 'Decisions on your join requests',
      group_added: 'Added to a chat group',
      data_export_ready: 'Your data export is ready',
      chat_mention: 'Mentions in chats',
      album_shared: 'Albums shared with you',
      event_reminder: 'Event reminders',
      birthday_reminder: 'Family birthdays (the day before)',
      chore_reminder: 'Chore reminders',
      report_resolved: 'Decisions on your reports',
    },
    typeFallback: '“{{type}}” notifications',
  },
  data: {
    title: 'My data',
    intro:
      'A ZIP archive of your profile, posts, comments, messages, documents, files and albums, with your families, household, friends and events. Only your own data: other people’s messages are never included.',
    request: 'Download my data',
    retry: 'Try again',
    requestAgain: 'Prepare a new archive',
    preparing: 'Preparing the archive…',
    preparingText:
      'This can take a few minutes. We will notify you when it is ready; you can close this page.',
    ready: 'The archive is ready',
    readyText: '{{size}} · available until {{date}}',
    download: 'Download the archive',
    failed: 'Could not prepare the archive',
    failedText: 'Something went wrong. Please try again.',
    expired: 'The archive has expired',
    expiredText: 'Archives are kept for 7 days. Prepare a new one.',
    started: 'Preparing the archive. We will notify you when it is ready.',
    startFailed: 'Could not request the export',
    loadFailed: 'Could not load the export status',
  },
};

export function registerSettingsDataTexts() {
  addTexts('settingsData', settingsDataRu, settingsDataEn);
}
registerSettingsDataTexts();
