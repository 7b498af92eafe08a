import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * Reminders and calendar subscription texts (issue 21): a namespace of their own (`reminders`),
 * registered when the chat or calendar chunk loads, so none of it weighs on the shell.
 */
export const remindersRu = {
  remind: 'Напомнить',
  remindSet: 'Напомню {{when}}',
  choices: {
    '0': 'в момент начала',
    '10': 'за 10 минут',
    '60': 'за час',
    '1440': 'за день',
  },
  off: 'Не напоминать',
  saved: 'Напомним {{when}}',
  removed: 'Напоминание отключено',
  failed: 'Не удалось сохранить напоминание',
  subscription: {
    open: 'Подписка на календарь',
    title: 'Подписка на календарь',
    description:
      'Добавьте ссылку в Google Календарь, Apple Календарь или Outlook — события всех ваших групп появятся там и будут обновляться.',
    linkLabel: 'Ваша личная ссылка',
    secret: 'Ссылка секретная: кто её знает, видит ваши события. Не пересылайте её.',
    copy: 'Копировать',
    copied: 'Ссылка скопирована',
    copyFailed: 'Не удалось скопировать — выделите ссылку и скопируйте вручную',
    none: 'Подписки пока нет.',
    activeSince:
      'Подписка работает с {{date}}. Ссылка показывается только при создании — если вы её потеряли, создайте новую.',
    create: 'Создать ссылку',
    rotate: 'Создать новую ссылку',
    rotateTitle: 'Создать новую ссылку?',
    rotateText: 'Старая ссылка перестанет работать: календари, подписанные на неё, больше не обновятся.',
    revoke: 'Отключить',
    revokeTitle: 'Отключить подписку?',
    revokeText:
      'Ссылка перестанет работать, события из календарей-подписчиков исчезнут при следующем обновлении.',
    revoked: 'Подписка отключена',
    failed: 'Не удалось изменить подписку',
    howTo:
      'Google Календарь: «Другие календари» → «+» → «Добавить по URL». Apple: «Файл» → «Новая подписка на календарь».',
    downloadTitle: 'Скачать события группы',
    download: 'Скачать .ics',
    downloadFailed: 'Не удалось скачать календарь',
    noGroups: 'У вас пока нет групп с событиями.',
  },
};

export const remindersEn: Texts<typeof remindersRu> = {
  remind: 'Remind me',
  remindSet: 'Reminder {{when}}',
  choices: {
    '0': 'at the start',
    '10': '10 minutes before',
    '60': '1 hour before',
    '1440': '1 day before',
  },
  off: "Don't remind me",
  saved: 'Reminder set {{when}}',
  removed: 'Reminder removed',
  failed: 'Could not save the reminder',
  subscription: {
    open: 'Calendar subscription',
    title: 'Calendar subscription',
    description:
      'Add the link to Google Calendar, Apple Calendar or Outlook: the events of all your groups appear there and stay up to date.',
    linkLabel: 'Your personal link',
    secret: 'The link is secret: whoever has it sees your events. Do not share it.',
    copy: 'Copy',
    copied: 'Link copied',
    copyFailed: 'Could not copy: select the link and copy it yourself',
    none: 'No subscription yet.',
    activeSince:
      'The subscription works since {{date}}. The link is shown only when created: if you lost it, create a new one.',
    create: 'Create link',
    rotate: 'Create a new link',
    rotateTitle: 'Create a new link?',
    rotateText: 'The old link stops working: calendars subscribed to it will no longer update.',
    revoke: 'Turn off',
    revokeTitle: 'Turn the subscription off?',
    revokeText: 'The link stops working; subscribed calendars drop the events on their next update.',
    revoked: 'Subscription turned off',
    failed: 'Could not change the subscription',
    howTo:
      'Google Calendar: "Other calendars" → "+" → "From URL". Apple: "File" → "New Calendar Subscription".',
    downloadTitle: "Download a group's events",
    download: 'Download .ics',
    downloadFailed: 'Could not download the calendar',
    noGroups: 'You have no groups with events yet.',
  },
};

/** Adds the `reminders` namespace to i18next (idempotent); called when a module using it loads. */
export function registerReminderTexts() {
  addTexts('reminders', remindersRu, remindersEn);
}
registerReminderTexts();
