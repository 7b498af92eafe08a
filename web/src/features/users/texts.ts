import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * The user search's texts (adding people to a chat, a family or a household): the `users`
 * namespace, registered when a module that uses it loads.
 */
export const usersRu = {
  users: {
    search: 'Найти пользователя',
    searchPlaceholder: 'Имя, фамилия или email',
    minChars: 'Введите не меньше 2 символов',
    nothing: 'Никого не нашли',
    pick: 'Добавить',
  },
} as const;

export const usersEn: Texts<typeof usersRu> = {
  users: {
    search: 'Find a user',
    searchPlaceholder: 'First name, last name or email',
    minChars: 'Type at least 2 characters',
    nothing: 'Nobody found',
    pick: 'Add',
  },
};

addTexts('users', usersRu, usersEn);
