import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * Texts of one-to-one conversations, unread counts and typing (issue 20): a namespace of their own
 * (`dm`), registered when the chat or a person's page loads, so none of it weighs on the shell.
 * Refusals (who may write to whom) are the server's own Russian sentences.
 */
export const dmRu = {
  write: 'Написать сообщение',
  opening: 'Открываем переписку…',
  openFailed: 'Не удалось открыть переписку. Попробуйте ещё раз.',
  direct: 'Личная переписка',
  openProfile: 'Открыть страницу',
  typing: '{{name}} печатает…',
  unread: 'Непрочитанных сообщений: {{n}}',
  deletedPeer: 'Удалённый пользователь',
};

export const dmEn: Texts<typeof dmRu> = {
  write: 'Write a message',
  opening: 'Opening the conversation…',
  openFailed: 'Could not open the conversation. Please try again.',
  direct: 'Direct message',
  openProfile: 'Open their page',
  typing: '{{name}} is typing…',
  unread: 'Unread messages: {{n}}',
  deletedPeer: 'Deleted user',
};

export function registerDmTexts() {
  addTexts('dm', dmRu, dmEn);
}
registerDmTexts();
