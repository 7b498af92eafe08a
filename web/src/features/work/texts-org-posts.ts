import type { Texts } from '../../i18n/index.ts';

/** Part of the `work` namespace (texts.ts): photos and comments of organization posts (issue 32 item 12). */
export const orgPostsRu = {
  orgPosts: {
    attach: 'Фото или видео',
    tooMany: 'Не больше {{n}} файлов в публикации',
    uploadFailed: 'Не удалось загрузить файл. Текст и фото сохранены — попробуйте ещё раз.',
    audience: 'Участники организации',
    comments: 'Комментарии',
    commentsCount_one: '{{count}} комментарий',
    commentsCount_few: '{{count}} комментария',
    commentsCount_many: '{{count}} комментариев',
    commentsCount_other: '{{count}} комментария',
    commentLabel: 'Ваш комментарий',
    commentPlaceholder: 'Напишите комментарий…',
    send: 'Отправить',
    noComments: 'Комментариев пока нет — напишите первый.',
    commentsFailed: 'Не удалось загрузить комментарии',
    commentFailed: 'Не удалось отправить комментарий',
    deleteFailed: 'Не удалось удалить комментарий',
    likeFailed: 'Не удалось отметить комментарий',
    more: 'Показать ещё комментарии',
  },
} as const;

export const orgPostsEn: Texts<typeof orgPostsRu> = {
  orgPosts: {
    attach: 'Photo or video',
    tooMany: 'At most {{n}} files in a post',
    uploadFailed: 'Could not upload a file. Your text and photos are kept — try again.',
    audience: 'Organization members',
    comments: 'Comments',
    commentsCount_one: '{{count}} comment',
    commentsCount_few: '{{count}} comments',
    commentsCount_many: '{{count}} comments',
    commentsCount_other: '{{count}} comments',
    commentLabel: 'Your comment',
    commentPlaceholder: 'Write a comment…',
    send: 'Send',
    noComments: 'No comments yet — write the first one.',
    commentsFailed: 'Could not load comments',
    commentFailed: 'Could not send the comment',
    deleteFailed: 'Could not delete the comment',
    likeFailed: 'Could not like the comment',
    more: 'Show more comments',
  },
};
