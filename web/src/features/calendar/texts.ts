import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * The calendar's texts (month, week and list views, the day panel): the `calendar` namespace,
 * registered when a module that uses it loads. Recurrence, reminders and RSVP have their own.
 */
export const calendarRu = {
  calendar: {
    selectedCount: 'Событий: {{n}}',
    close: 'Закрыть',
    more: '+{{n}}',
    noEventsDay: 'В этот день событий нет.',
    openCalendar: 'Открыть календарь',
    legend: 'Типы событий',
    views: { label: 'Вид календаря', month: 'Месяц', week: 'Неделя', agenda: 'Список' },
    prevWeek: 'Предыдущая неделя',
    nextWeek: 'Следующая неделя',
    today: 'Сегодня',
    tomorrow: 'Завтра',
    allDay: 'Весь день',
    agendaTitle: 'Ближайшие 30 дней',
    agendaEmpty: 'Ближайших событий нет',
    weekEmptyDay: 'Нет событий',
    newEvent: 'Новое событие',
    addEvent: 'Добавить событие',
    eventGroup: 'Группа',
    eventCreated: 'Событие добавлено в календарь',
    noGroupsForEvent: 'События живут в группах чата. Создайте группу в «Чате», и её события появятся здесь.',
    congratulate: 'Поздравить',
    greeting: 'С днём рождения, {{name}}! 🎂',
    congratulateFailed: 'Не удалось открыть чат',
  },
} as const;

export const calendarEn: Texts<typeof calendarRu> = {
  calendar: {
    selectedCount: 'Events: {{n}}',
    close: 'Close',
    more: '+{{n}}',
    noEventsDay: 'No events on this day.',
    openCalendar: 'Open calendar',
    legend: 'Event types',
    views: { label: 'Calendar view', month: 'Month', week: 'Week', agenda: 'List' },
    prevWeek: 'Previous week',
    nextWeek: 'Next week',
    today: 'Today',
    tomorrow: 'Tomorrow',
    allDay: 'All day',
    agendaTitle: 'Next 30 days',
    agendaEmpty: 'No upcoming events',
    weekEmptyDay: 'No events',
    newEvent: 'New event',
    addEvent: 'Add event',
    eventGroup: 'Group',
    eventCreated: 'The event is in the calendar',
    noGroupsForEvent: 'Events live in chat groups. Create a group in «Chat» and its events show here.',
    congratulate: 'Send wishes',
    greeting: 'Happy birthday, {{name}}! 🎂',
    congratulateFailed: 'Could not open the chat',
  },
};

addTexts('calendar', calendarRu, calendarEn);
