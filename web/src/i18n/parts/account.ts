import { ACCOUNT_TEXTS } from '@krug/contract/account-texts';
import { addTexts } from '../add-texts.ts';

/** The account screens' Russian texts: registered when a module that uses them loads (see add-texts.ts). */
export const accountRu = {
  account: {
    edit: 'Изменить',
    save: 'Сохранить',
    cancel: 'Отмена',
    basic: 'Основная информация',
    address: 'Адрес',
    familyStatus: 'Семейное положение',
    nameAlias: 'Как к вам обращаться',
    birthDate: 'Дата рождения',
    spouseName: 'Имя супруга(и)',
    spousePhone: 'Телефон супруга(и)',
    photo: 'Фото профиля',
    uploadPhoto: 'Загрузить фото',
    deletePhoto: 'Удалить фото',
    deletePhotoConfirm: 'Удалить фото профиля?',
    security: 'Безопасность: смена пароля',
    currentPassword: 'Текущий пароль',
    newPassword: 'Новый пароль',
    confirmPassword: 'Повторите новый пароль',
    changePassword: 'Изменить пароль',
    danger: 'Опасная зона: удаление аккаунта',
    deleteWarning:
      'Будут удалены ваши записи, комментарии, файлы, документы и участие в группах. Семьи, которые вы создали, будут удалены; взрослым членам семьи система создаст новые семейные профили и уведомит их.',
    deletePrompt: 'Введите УДАЛИТЬ',
    deleteAccount: 'Удалить аккаунт',
    texts: ACCOUNT_TEXTS,
  },
  /** Email change on My Information (issue 16: it needs the current password). */
  emailChange: {
    passwordHint: 'Чтобы изменить email, введите текущий пароль',
  },
} as const;

addTexts(accountRu);
