import { addTexts, type Texts } from '../../i18n/index.ts';

/** The «Вступить» dialog (issue 32): a message to the administrators before the request goes. */
export const orgJoinRu = {
  title: 'Запрос на вступление',
  description: 'Администраторы «{{name}}» увидят ваш запрос и решат, принять ли его.',
  message: 'Сообщение администраторам',
  messageHint: 'необязательно',
  placeholder: 'Например: я работаю в отделе продаж с марта',
  send: 'Отправить запрос',
  cancel: 'Отмена',
};

export const orgJoinEn: Texts<typeof orgJoinRu> = {
  title: 'Request to join',
  description: 'The administrators of «{{name}}» will see your request and decide whether to accept it.',
  message: 'Message to the administrators',
  messageHint: 'optional',
  placeholder: 'For example: I have worked in sales since March',
  send: 'Send the request',
  cancel: 'Cancel',
};

addTexts('orgJoin', orgJoinRu, orgJoinEn);
