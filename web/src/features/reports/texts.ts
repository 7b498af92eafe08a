import { addTexts } from '../../i18n/index.ts';

/** «Пожаловаться» (CONTRACT §8): the report dialog and the notice on hidden content. Namespace `reports`. */
export const reportsRu = {
  action: 'Пожаловаться',
  title: 'Пожаловаться',
  titleOf: {
    post: 'Пожаловаться на запись',
    comment: 'Пожаловаться на комментарий',
    message: 'Пожаловаться на сообщение',
    user: 'Пожаловаться на пользователя',
    family: 'Пожаловаться на семью',
    organization: 'Пожаловаться на организацию',
    media: 'Пожаловаться на файл',
  },
  intro: 'Администраторы сервера рассмотрят жалобу. Автор не узнает, кто пожаловался.',
  reason: 'Что не так?',
  reasons: {
    spam: 'Спам',
    abuse: 'Оскорбления или травля',
    violence: 'Насилие или угрозы',
    nudity: 'Откровенные материалы',
    illegal: 'Незаконное содержимое',
    other: 'Другое',
  },
  reasonRequired: 'Выберите причину',
  comment: 'Комментарий',
  commentHint: 'необязательно',
  send: 'Отправить жалобу',
  sending: 'Отправляем…',
  cancel: 'Отмена',
  sent: 'Жалоба отправлена. Спасибо!',
  failed: 'Не удалось отправить жалобу. Попробуйте ещё раз.',
  hidden: {
    post: 'Запись скрыта администратором. Её видите только вы и администраторы.',
    comment: 'Комментарий скрыт администратором. Его видите только вы и администраторы.',
    message: 'Сообщение скрыто администратором. Его видите только вы и администраторы.',
    note: 'Причина: {{note}}',
  },
};

export const reportsEn: typeof reportsRu = {
  action: 'Report',
  title: 'Report',
  titleOf: {
    post: 'Report the post',
    comment: 'Report the comment',
    message: 'Report the message',
    user: 'Report the user',
    family: 'Report the family',
    organization: 'Report the organization',
    media: 'Report the file',
  },
  intro: 'The server’s administrators will look into it. The author will not learn who reported.',
  reason: 'What is wrong?',
  reasons: {
    spam: 'Spam',
    abuse: 'Insults or harassment',
    violence: 'Violence or threats',
    nudity: 'Explicit material',
    illegal: 'Illegal content',
    other: 'Something else',
  },
  reasonRequired: 'Choose a reason',
  comment: 'Comment',
  commentHint: 'optional',
  send: 'Send the report',
  sending: 'Sending…',
  cancel: 'Cancel',
  sent: 'Report sent. Thank you!',
  failed: 'The report could not be sent. Please try again.',
  hidden: {
    post: 'An administrator hid this post. Only you and the administrators see it.',
    comment: 'An administrator hid this comment. Only you and the administrators see it.',
    message: 'An administrator hid this message. Only you and the administrators see it.',
    note: 'Reason: {{note}}',
  },
};

export function registerReportsTexts() {
  addTexts('reports', reportsRu, reportsEn);
}
registerReportsTexts();
