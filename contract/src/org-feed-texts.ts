// Texts of the organization feed without schemas, so the web app's catalog needs no zod.
import { ORG_POST_MAX_LENGTH } from './limits.ts';

export const ORG_FEED_TEXTS = {
  /** Shown as the author of a post or announcement whose account was deleted. */
  deletedAuthor: 'Удалённый пользователь',
  contentRequired: 'Напишите текст публикации',
  contentTooLong: `Максимум ${ORG_POST_MAX_LENGTH} символов`,
  cannotPost: 'У вас нет права публиковать от имени организации',
  postNotFound: 'Публикация не найдена',
  deleteForbidden: 'Удалить публикацию может её автор или администратор',
  departmentName: 'Введите название отдела',
  departmentColor: 'Выберите один из цветов отдела',
  departmentHead: 'Руководитель отдела должен быть участником организации',
  departmentNotFound: 'Отдел не найден',
  departmentExists: 'Отдел с таким названием уже есть',
  departmentHasMembers: 'В отделе есть участники: сначала переведите их в другой отдел',
  deleteDepartment: 'Удалить этот отдел?',
  titleRequired: 'Укажите заголовок объявления',
  announcementNotFound: 'Объявление не найдено',
  notFound: 'Организация не найдена',
  mediaNotFound: 'Можно прикрепить только свои фото и видео',
  commentNotFound: 'Комментарий не найден',
  commentForbidden: 'Удалить комментарий может его автор или администратор',
  commentEditForbidden: 'Изменить комментарий может только его автор',
} as const;
