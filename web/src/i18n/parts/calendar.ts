import { addTexts } from '../add-texts.ts';

/** The calendar screens' Russian texts: registered when a module that uses them loads (see add-texts.ts). */
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
  },
} as const;

addTexts(calendarRu);
