import i18next from 'i18next';

/**
 * Recurring events' texts (issue 21): the form's «Повторять», the label on cards and the
 * occurrence actions; a namespace of its own (`recurrence`), registered with the calendar and chat
 * chunks, so none of it weighs on the shell.
 */
export const recurrenceRu = {
  repeat: 'Повторять',
  until: 'До',
  untilHint: 'Необязательно: последний день повторений',
  freq: {
    none: 'Не повторять',
    daily: 'Каждый день',
    weekly: 'Каждую неделю',
    monthly: 'Каждый месяц',
    yearly: 'Каждый год',
  },
  label: {
    daily: 'Повторяется каждый день',
    weekly: 'Повторяется каждую неделю',
    monthly: 'Повторяется каждый месяц',
    yearly: 'Повторяется каждый год',
  },
  every: {
    daily: 'Повторяется раз в {{n}} дн.',
    weekly: 'Повторяется раз в {{n}} нед.',
    monthly: 'Повторяется раз в {{n}} мес.',
    yearly: 'Повторяется раз в {{n}} г.',
  },
  untilLabel: 'до {{date}}',
  countLabel: '{{n}} раз',
  moved: 'Перенесено',
  actions: 'Действия с событием',
  move: 'Перенести это событие',
  moveTitle: 'Перенести это событие',
  moveText: 'Только «{{title}}» {{date}}; остальные повторения не изменятся.',
  moveDate: 'Новая дата',
  moveTime: 'Новое время',
  moveTimeHint: 'Пусто — в то же время',
  moveSave: 'Перенести',
  moved_ok: 'Событие перенесено',
  cancel: 'Отменить это событие',
  cancelTitle: 'Отменить это событие?',
  cancelText: '«{{title}}» {{date}} не состоится; остальные повторения останутся.',
  cancelConfirm: 'Отменить событие',
  cancelled_ok: 'Событие отменено',
  editSeries: 'Изменить серию',
  editEvent: 'Изменить событие',
  editTitle: 'Изменить событие',
  editSeriesText: 'Изменения коснутся всех повторений',
  save: 'Сохранить',
  saved: 'Событие сохранено',
  deleteSeries: 'Удалить серию',
  deleteEvent: 'Удалить событие',
  deleteTitle: 'Удалить «{{title}}»?',
  deleteSeriesText: 'Удалятся все повторения, ответы и напоминания.',
  deleteEventText: 'Событие, ответы и напоминания удалятся.',
  deleteConfirm: 'Удалить',
  deleted: 'Событие удалено',
  failed: 'Не удалось сохранить изменения',
  keep: 'Оставить',
};

export const recurrenceEn: typeof recurrenceRu = {
  repeat: 'Repeat',
  until: 'Until',
  untilHint: 'Optional: the last day it repeats',
  freq: {
    none: 'Does not repeat',
    daily: 'Every day',
    weekly: 'Every week',
    monthly: 'Every month',
    yearly: 'Every year',
  },
  label: {
    daily: 'Repeats every day',
    weekly: 'Repeats every week',
    monthly: 'Repeats every month',
    yearly: 'Repeats every year',
  },
  every: {
    daily: 'Repeats every {{n}} days',
    weekly: 'Repeats every {{n}} weeks',
    monthly: 'Repeats every {{n}} months',
    yearly: 'Repeats every {{n}} years',
  },
  untilLabel: 'until {{date}}',
  countLabel: '{{n}} times',
  moved: 'Moved',
  actions: 'Event actions',
  move: 'Move this event',
  moveTitle: 'Move this event',
  moveText: 'Only “{{title}}” on {{date}}; the other occurrences stay as they are.',
  moveDate: 'New date',
  moveTime: 'New time',
  moveTimeHint: 'Empty: the same time',
  moveSave: 'Move',
  moved_ok: 'Event moved',
  cancel: 'Cancel this event',
  cancelTitle: 'Cancel this event?',
  cancelText: '“{{title}}” on {{date}} will not take place; the other occurrences stay.',
  cancelConfirm: 'Cancel event',
  cancelled_ok: 'Event cancelled',
  editSeries: 'Edit series',
  editEvent: 'Edit event',
  editTitle: 'Edit event',
  editSeriesText: 'Changes apply to every occurrence',
  save: 'Save',
  saved: 'Event saved',
  deleteSeries: 'Delete series',
  deleteEvent: 'Delete event',
  deleteTitle: 'Delete “{{title}}”?',
  deleteSeriesText: 'Every occurrence, answer and reminder will be deleted.',
  deleteEventText: 'The event, its answers and reminders will be deleted.',
  deleteConfirm: 'Delete',
  deleted: 'Event deleted',
  failed: 'Could not save the changes',
  keep: 'Keep',
};

/** Adds the `recurrence` namespace to i18next (idempotent); called when a module using it loads. */
export function registerRecurrenceTexts() {
  if (i18next.hasResourceBundle('ru', 'recurrence')) return;
  i18next.addResourceBundle('ru', 'recurrence', recurrenceRu, true, true);
  i18next.addResourceBundle('en', 'recurrence', recurrenceEn, true, true);
}
registerRecurrenceTexts();
