// Texts and constants of family without schemas, so the web app's first load needs no zod.
import { USER_SEARCH_MIN_CHARS } from './limits.ts';

/** Texts of spec §5 and §8 (family), in Russian; the spec's English wording is the web app's English catalog. */
export const FAMILY_TEXTS = {
  nameRequired: 'Укажите название семьи',
  defaultNamePrefix: 'Семья',
  created: 'Семейный профиль создан!',
  createFailed: 'Не удалось создать семью',
  createError: 'При создании семьи произошла ошибка',
  updated: 'Информация обновлена',
  updateError: 'Не удалось обновить информацию',
  memberAdded: 'Член семьи добавлен',
  memberAddError: 'Не удалось добавить члена семьи',
  memberRemoved: 'Член семьи удалён',
  memberRemoveError: 'Не удалось удалить члена семьи',
  privacyUpdated: 'Настройки приватности обновлены',
  privacyError: 'Не удалось обновить настройки',
  deleted: 'Семья удалена',
  deleteError: 'Не удалось удалить семью',
  bannerUpdated: 'Обложка обновлена!',
  avatarUpdated: 'Аватар обновлён!',
  imageError: 'Не удалось загрузить изображение',
  notAnImage: 'Выберите изображение',
  imageTooLarge: 'Размер файла не должен превышать 5 МБ',
  imageHint: 'PNG, JPG до 5 МБ',
  removeConfirm: 'Удалить этого члена семьи?',
  publicationsHidden: 'Публикации скрыты. Эта семья показывает публикации только членам семьи.',
  noFamily: 'Семейный профиль не найден. Сначала создайте семью.',
  loadFailed: 'Не удалось загрузить семейный профиль.',
  loadNetworkError: 'Ошибка загрузки профиля.',
  profileNotFound: 'Профиль не найден',
  /** The private-profile message (spec §6: "the profile is private and unavailable"). */
  privateProfile: 'Этот семейный профиль закрыт и недоступен.',
  notFound: 'Семья не найдена',
  notAllowed: 'Это могут только те, кто управляет семьёй',
  /** Only the creator appoints managers (issue 32 item 22: kinship is not power). */
  managersByCreator: 'Назначать управляющих семьёй может только её создатель',
  /** Managers are active members with an account, other than the creator (who always manages). */
  managerNotEligible: 'Управлять семьёй может только участник с аккаунтом, принявший приглашение',
  creatorNotRemovable: 'Создателя семьи нельзя удалить',
  alreadyMember: 'Этот пользователь уже состоит в семье',
  memberNotFound: 'Участник семьи не найден',
  userNotFound: 'Пользователь не найден',
  memberNameRequired: 'Укажите имя и фамилию участника семьи',
  alreadyInFamily: 'У вас уже есть семейный профиль',
  searchTooShort: `Введите не меньше ${USER_SEARCH_MIN_CHARS} символов`,
} as const;

/** Texts of the family setup wizard (02 §2). */
export const FAMILY_WIZARD_TEXTS = {
  updateFailed: 'Не удалось обновить профиль',
  createFailed: 'Не удалось создать семейный профиль',
} as const;
