// Texts and constants of chat without schemas, so the web app's first load needs no zod.
export const GROUP_TYPES = ['CUSTOM', 'FAMILY', 'RELATIVES'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

export const GROUP_TYPE_LABELS: Record<GroupType, string> = {
  CUSTOM: 'обычная группа',
  FAMILY: 'семейная группа',
  RELATIVES: 'группа родственников',
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
  eventNotFound: 'Событие не найдено',
  notMember: 'Вы не состоите в этой группе',
  memberNotFound: 'Пользователь не найден',
  noMessages: 'Нет сообщений',
  unknownSender: 'Неизвестный отправитель',
  unknownGroup: 'Неизвестная группа',
  administrator: 'Администратор',
  familyCalendar: 'семейный календарь',
  moduleCalendar: 'календарь модуля',
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
