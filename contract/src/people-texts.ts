import { type NameGender, pastVerb } from './russian-names.ts';
// Texts of friends, follows, a person's page and privacy settings (issue 20), without schemas.

/** Server details and notification wording of the people area. */
export const PEOPLE_TEXTS = {
  userNotFound: 'Пользователь не найден',
  requestNotFound: 'Заявка в друзья не найдена',
  notYourself: 'Нельзя добавить в друзья самого себя',
  alreadyFriends: 'Вы уже друзья',
  alreadyRequested: 'Заявка уже отправлена',
  onlyAddresseeAnswers: 'Ответить на заявку может только тот, кому она отправлена',
  onlyRequesterCancels: 'Отменить заявку может только тот, кто её отправил',
  alreadyAccepted: 'Эта заявка уже принята',
  notAFriend: 'Этого человека нет среди ваших друзей',
  cannotFollowYourself: 'Нельзя подписаться на самого себя',
  cannotBlockYourself: 'Нельзя заблокировать самого себя',
  /** What the blocker hears when they try to reach the person they blocked (CONTRACT §8). */
  youBlocked: 'Вы заблокировали этого пользователя. Сначала разблокируйте его',
  notBlocked: 'Этот пользователь не заблокирован',
  profileHidden: 'Пользователь ограничил доступ к своей странице',
  privacyNothing: 'Укажите хотя бы одну настройку приватности',
  privacyUnknown: 'Неизвестная настройка приватности',
  privacyBoolean: 'Значение настройки должно быть true или false',
  aboutTooLong: 'Текст «О себе» должен быть не длиннее 500 символов',
  aboutNotText: 'Текст «О себе» должен быть строкой',
  coverNotImage: 'Пожалуйста, выберите изображение',
  coverTooLarge: 'Размер обложки не должен превышать 10 МБ',
  coverNotFound: 'Обложка не найдена',
  privacyGroupAdds: 'Выберите: everyone, friends_and_family или nobody',
  /** «Иван Петров хочет добавить вас в друзья». */
  friendRequest: (who: string) => `${who} хочет добавить вас в друзья`,
  /** «Иван Петров принял вашу заявку в друзья», «Анна … приняла», «принял(а)» when the gender is unknown. */
  friendAccepted: (who: string, gender?: NameGender) =>
    `${who} ${pastVerb('принял', gender)} вашу заявку в друзья`,
} as const;
