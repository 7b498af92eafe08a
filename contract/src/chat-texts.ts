// Texts and constants of chat without schemas, so the web app's first load needs no zod.
export const GROUP_TYPES = ['CUSTOM', 'FAMILY', 'RELATIVES', 'DIRECT'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];
/**
 * Types a user picks when creating a group: a DIRECT one opens from a person's page (issue 20);
 * a FAMILY one is only a family's own group, made with the family (CONTRACT §4 "Consent, continued").
 */
export const CREATABLE_GROUP_TYPES = ['CUSTOM', 'RELATIVES'] as const satisfies GroupType[];

export const GROUP_TYPE_LABELS: Record<GroupType, string> = {
  CUSTOM: 'обычная группа',
  FAMILY: 'семейная группа',
  RELATIVES: 'группа родственников',
  DIRECT: 'личная переписка',
};

export const MESSAGE_MAX = 4000;

export const CHAT_TEXTS = {
  nameRequired: 'Укажите название группы',
  messageEmpty: 'Сообщение не может быть пустым',
  messageTooLong: `Максимум ${MESSAGE_MAX} символов`,
  titleRequired: 'Укажите название события',
  dateRequired: 'Укажите дату события',
  timeInvalid: 'Время в формате ЧЧ:ММ',
  actionTypeInvalid: 'Недопустимый тип события',
  colorInvalid: 'Цвет в формате #RRGGBB',
  groupNotFound: 'Группа не найдена',
  clientKeyReused: 'Этот ключ уже использован для сообщения в другом чате',
  eventNotFound: 'Событие не найдено',
  notMember: 'Вы не состоите в этой группе',
  memberNotFound: 'Пользователь не найден',
  noMessages: 'Нет сообщений',
  unknownSender: 'Неизвестный отправитель',
  unknownGroup: 'Неизвестная группа',
  administrator: 'Администратор',
  familyCalendar: 'Семейный календарь',
  moduleCalendar: 'Календарь модуля',
  soon: 'Скоро',
  allEvents: 'Все события',
  createEvent: 'Создать событие',
  addMembersRequired: 'Выберите хотя бы одного участника',
  addMembersTooMany: 'Не больше 50 участников за раз',
  onlyAdminAdds: 'Добавлять участников может только администратор группы',
  familyGroupMembers:
    'Участники семейной группы — это члены семьи: пригласите человека в семью, и он появится в группе.',
  onlyOrganizerCompletes: 'Завершить событие может только его автор или администратор группы',
  eventAlreadyCompleted: 'Событие уже завершено',
} as const;

/** At most this many users are added to a group in one call. */
export const ADD_MEMBERS_MAX = 50;

/** An event's invitees (issue 29 §5): at most this many names, each at most this long, … */
export const INVITEES_MAX = 50;
export const INVITEE_MAX_LENGTH = 100;
/** …and as one comma-separated text (how they are stored and answered), at most this long. */
export const INVITEES_TEXT_MAX_LENGTH = 2000;

/** Answers (422) to invitees out of bounds; apart from CHAT_TEXTS, which the web catalog mirrors. */
export const INVITEE_TEXTS = {
  tooMany: `Не больше ${INVITEES_MAX} приглашённых`,
  nameTooLong: `Имя приглашённого — не больше ${INVITEE_MAX_LENGTH} символов`,
  textTooLong: `Список приглашённых — не больше ${INVITEES_TEXT_MAX_LENGTH} символов`,
  invalid: 'Укажите приглашённых списком имён или одной строкой',
} as const;

/**
 * Texts of one-to-one conversations (issue 20), apart from CHAT_TEXTS so that the web app's main
 * catalog (which embeds CHAT_TEXTS) does not grow: the web app shows the server's sentences.
 */
export const DIRECT_TEXTS = {
  directName: 'Личная переписка',
  directNotCreatable:
    'Личную переписку нельзя создать как группу: откройте страницу человека и нажмите «Написать сообщение»',
  directNoMembers: 'В личную переписку нельзя добавить участников: создайте группу',
  directNoEvents: 'В личной переписке нет событий: создайте событие в группе',
  directSelf: 'Нельзя написать сообщение самому себе',
  directForbidden: 'Этот человек ограничил круг тех, кто может ему писать: напишите, когда станете друзьями',
  userNotFound: 'Пользователь не найден',
  messageNotInGroup: 'Сообщение не найдено в этой группе',
} as const;

/** Editing and deleting messages (issue 31): the author edits or deletes within this window… */
export const MESSAGE_EDIT_WINDOW_HOURS = 48;
/** …(a group ADMIN deletes any message at any time). */
export const MESSAGE_DELETE_WINDOW_HOURS = 48;
/** A reply's quote carries at most this many characters of the original. */
export const QUOTE_CHARS = 100;

/** Server sentences of replies, forwarding, edits, deletion and reactions (issue 31). */
export const MESSAGE_TEXTS = {
  messageNotFound: 'Сообщение не найдено',
  replyNotInGroup: 'Ответить можно только на сообщение из этой же переписки',
  onlyAuthorEdits: 'Изменить сообщение может только его автор',
  editWindowOver: `Сообщение можно изменить в течение ${MESSAGE_EDIT_WINDOW_HOURS} часов`,
  deleteForbidden: 'Удалить сообщение может его автор или администратор группы',
  deleteWindowOver: `Своё сообщение можно удалить в течение ${MESSAGE_DELETE_WINDOW_HOURS} часов`,
  alreadyDeleted: 'Сообщение удалено',
  reactionInvalid: 'Выберите реакцию из списка',
  forwardDeleted: 'Удалённое сообщение нельзя переслать',
  mentionText: (name: string, group: string) => `${name} упомянул(а) вас в «${group}»`,
} as const;
