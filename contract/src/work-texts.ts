// Texts of work without schemas, so the web app's catalog needs no zod.
import { ORG_FOUNDED_MIN_YEAR } from './limits.ts';

/** Texts of 02 (work), in Russian; the web app's catalogs hold them under work.texts. */
export const WORK_MESSAGES = {
  nameRequired: 'Укажите название организации',
  descriptionRequired: 'Укажите описание организации',
  industryRequired: 'Укажите отрасль',
  industryInvalid: 'Выберите отрасль из списка',
  jobTitleRequired: 'Укажите должность',
  websiteInvalid: 'Некорректный адрес сайта',
  emailInvalid: 'Некорректный email',
  inviteRequired: 'Email и должность обязательны',
  inviteUnknown: 'Пользователь с такой электронной почтой не зарегистрирован',
  notFound: 'Организация не найдена',
  notMember: 'Вы не состоите в этой организации',
  adminOnly: 'Это могут только администраторы организации',
  inviteOnly: 'У вас нет права приглашать участников',
  ownerOnly: 'Передать владение может только владелец',
  ownerProtected: 'Владельца организации нельзя удалить или понизить',
  selfProtected: 'Нельзя удалить самого себя',
  ownerMustTransfer: 'Владелец не может покинуть организацию, не передав владение',
  newOwnerRequired: 'Выберите нового владельца',
  newOwnerNotAdmin: 'Новым владельцем может стать только администратор организации',
  alreadyMember: 'Пользователь уже состоит в организации',
  requestPending: 'Запрос на вступление уже отправлен',
  requestNotFound: 'Запрос не найден',
  requestDecided: 'Запрос уже рассмотрен',
  memberNotFound: 'Участник не найден',
  teamNameRequired: 'Введите название команды',
  customRoleRequired: 'Укажите название роли',
  queryRequired: 'Введите запрос для поиска',
  noChanges: 'Нет изменений для сохранения',
  departmentUnknown: 'Выберите отдел из списка отделов организации',
  ownRequest: 'Свой запрос рассматривает другой администратор или владелец',
  requestDuplicate: 'Такой запрос уже отправлен и ждёт решения',
  joinSent: 'Запрос отправлен!',
  imageNotImage: 'Пожалуйста, выберите изображение',
  imageTooLarge: 'Размер файла не должен превышать 5 МБ',
  imageUrlUnknown: 'Изображение: укажите новое изображение (data URL), текущий адрес или null',
} as const;

/** The messages plus the texts built from values. */
export const WORK_TEXTS = {
  ...WORK_MESSAGES,
  foundedRange: (max: number) => `Год основания: от ${ORG_FOUNDED_MIN_YEAR} до ${max}`,
} as const;
