import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * Blocking texts (CONTRACT §8 "Blocking"): the person page's and post menu's «Заблокировать», its
 * confirmation, and «Заблокированные» in settings. A namespace of its own (`blocks`).
 */
export const blocksRu = {
  block: 'Заблокировать',
  blockAuthor: 'Заблокировать автора',
  unblock: 'Разблокировать',
  confirmTitle: 'Заблокировать {{name}}?',
  confirmText:
    'Вы перестанете видеть записи и комментарии друг друга, не сможете писать друг другу, дружить и подписываться. Дружба и подписки между вами закончатся. {{name}} не узнает о блокировке.',
  blocked: '{{name}} заблокирован(а)',
  unblocked: '{{name}} разблокирован(а)',
  youBlocked: 'Вы заблокировали этого пользователя',
  failed: 'Не удалось. Попробуйте ещё раз',
  title: 'Заблокированные',
  intro: 'Эти люди не могут писать вам, видеть ваши записи и находить вас в поиске.',
  empty: 'Вы никого не заблокировали',
  loadFailed: 'Не удалось загрузить список заблокированных',
  more: 'Показать ещё',
  since: 'с {{date}}',
};

export const blocksEn: Texts<typeof blocksRu> = {
  block: 'Block',
  blockAuthor: 'Block the author',
  unblock: 'Unblock',
  confirmTitle: 'Block {{name}}?',
  confirmText:
    'You will stop seeing each other’s posts and comments, and cannot message, befriend or follow each other. Your friendship and follows end. {{name}} will not be told.',
  blocked: '{{name}} is blocked',
  unblocked: '{{name}} is unblocked',
  youBlocked: 'You blocked this person',
  failed: 'Something went wrong. Please try again',
  title: 'Blocked people',
  intro: 'These people cannot message you, see your posts or find you in search.',
  empty: 'You have not blocked anyone',
  loadFailed: 'Could not load the people you blocked',
  more: 'Show more',
  since: 'since {{date}}',
};

/** Adds the `blocks` namespace to i18next (idempotent); called when a module using it loads. */
export function registerBlocksTexts() {
  addTexts('blocks', blocksRu, blocksEn);
}
registerBlocksTexts();
