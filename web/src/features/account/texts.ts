import { ACCOUNT_TEXTS } from '@krug/contract/account-texts';
import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * My information's texts (personal data, photo, password, email, account deletion): the `account`
 * namespace, registered when a module that uses it loads.
 */
export const accountRu = {
  account: {
    edit: 'Изменить',
    save: 'Сохранить',
    cancel: 'Отмена',
    basic: 'Основная информация',
    address: 'Адрес',
    familyStatus: 'Семейное положение',
    marriageNotChosen: 'Не указано',
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
    passwordHint: 'Чтобы изменить электронную почту, введите текущий пароль',
  },
  /** Deleting the account (issue 29 §5): the password, and a code with two-factor sign-in on. */
  deleteAccount: {
    password: 'Текущий пароль',
    passwordRequired: 'Введите текущий пароль, чтобы удалить аккаунт',
    code: 'Код из приложения-аутентификатора или резервный код',
    codeRequired: 'Введите код из приложения-аутентификатора, чтобы удалить аккаунт',
    deleting: 'Удаляем…',
  },
} as const;

export const accountEn: Texts<typeof accountRu> = {
  account: {
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    basic: 'Basic information',
    address: 'Address',
    familyStatus: 'Marital status',
    marriageNotChosen: 'Not specified',
    nameAlias: 'How to address you',
    birthDate: 'Date of birth',
    spouseName: 'Spouse’s name',
    spousePhone: 'Spouse’s phone',
    photo: 'Profile photo',
    uploadPhoto: 'Upload photo',
    deletePhoto: 'Delete photo',
    deletePhotoConfirm: 'Delete the profile photo?',
    security: 'Security: change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Repeat the new password',
    changePassword: 'Change password',
    danger: 'Danger zone: delete account',
    deleteWarning:
      'Your posts, comments, files, documents and group memberships will be deleted. Families you created will be deleted; the system will create new family profiles for their adult members and notify them.',
    deletePrompt: 'Type УДАЛИТЬ',
    deleteAccount: 'Delete account',
    texts: {
      header: 'MY INFORMATION',
      loadFailed: 'Failed to load data',
      saveFailed: 'Failed to save changes',
      saveError: 'An error occurred while saving',
      saved: 'Changes saved successfully',
      photoNotImage: 'Please choose an image',
      photoTooLarge: 'File size must not exceed 10MB',
      photoFailed: 'Failed to upload the photo',
      photoError: 'Error uploading the photo',
      photoDeleteError: 'Error deleting the photo',
      photoUpdated: 'Profile photo updated',
      photoDeleted: 'Profile photo deleted',
      passwordsDiffer: 'The new passwords do not match',
      passwordShort: 'The new password must be at least 6 characters long',
      passwordFailed: 'Failed to change the password',
      passwordError: 'An error occurred while changing the password',
      passwordChanged: 'Password changed successfully',
      currentPasswordWrong: 'The current password is incorrect',
      currentPasswordForEmail: 'Enter your current password to change your email',
      /** The confirmation word stays Russian in both languages (the prompt asks for УДАЛИТЬ). */
      deleteWord: 'УДАЛИТЬ',
      deleteConfirm: 'Type "УДАЛИТЬ" to confirm',
      deleteFailed: 'Failed to delete the account',
      deleteError: 'An error occurred while deleting the account',
      ownerMustTransfer: 'You own an organization: transfer ownership before deleting your account',
      streetRequired: 'Enter the street',
      cityRequired: 'Enter the city',
      countryRequired: 'Enter the country',
      marriageRequired: 'Choose your marital status',
    },
  },
  emailChange: {
    passwordHint: 'Enter your current password to change the email',
  },
  deleteAccount: {
    password: 'Current password',
    passwordRequired: 'Enter your current password to delete the account',
    code: 'Authenticator app code or a recovery code',
    codeRequired: 'Enter the authenticator app code to delete the account',
    deleting: 'Deleting…',
  },
};

addTexts('account', accountRu, accountEn);
