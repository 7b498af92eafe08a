// Texts of the account without schemas, so the web app's catalog needs no zod.

/** Texts of 02 §5 and §8 (profile and account). */
export const ACCOUNT_TEXTS = {
  header: 'МОЯ ИНФОРМАЦИЯ',
  loadFailed: 'Не удалось загрузить данные',
  saveFailed: 'Не удалось сохранить изменения',
  saveError: 'Произошла ошибка при сохранении',
  saved: 'Изменения успешно сохранены',
  photoNotImage: 'Пожалуйста, выберите изображение',
  photoTooLarge: 'Размер файла не должен превышать 10 МБ',
  photoFailed: 'Не удалось загрузить фото',
  photoError: 'Ошибка при загрузке фото',
  photoDeleteError: 'Ошибка при удалении фото',
  photoUpdated: 'Фото профиля обновлено',
  photoDeleted: 'Фото профиля удалено',
  passwordsDiffer: 'Новые пароли не совпадают',
  passwordShort: 'Новый пароль должен содержать минимум 6 символов',
  passwordFailed: 'Не удалось изменить пароль',
  passwordError: 'Произошла ошибка при изменении пароля',
  passwordChanged: 'Пароль успешно изменен',
  currentPasswordWrong: 'Текущий пароль указан неверно',
  currentPasswordForEmail: 'Введите текущий пароль, чтобы изменить email',
  deleteWord: 'УДАЛИТЬ',
  deleteConfirm: 'Введите "УДАЛИТЬ" для подтверждения',
  deleteFailed: 'Не удалось удалить аккаунт',
  deleteError: 'Произошла ошибка при удалении аккаунта',
  ownerMustTransfer: 'Вы владелец организации: передайте владение, прежде чем удалять аккаунт',
  streetRequired: 'Укажите улицу',
  cityRequired: 'Укажите город',
  countryRequired: 'Укажите страну',
  marriageRequired: 'Укажите семейное положение',
} as const;

/** The server's answers to a deletion without its proof (issue 29 §5); the web app has its own texts. */
export const DELETE_ACCOUNT_TEXTS = {
  passwordRequired: 'Введите текущий пароль, чтобы удалить аккаунт',
  codeRequired: 'Введите код из приложения-аутентификатора, чтобы удалить аккаунт',
} as const;
