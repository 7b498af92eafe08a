// Texts and constants of reports without schemas, so the report menu of a post needs no zod.
// Re-exported by reports.ts.

/** Reports and moderation (CONTRACT §8, issue 33 §2). */

export const REPORT_TARGET_TYPES = [
  'post',
  'comment',
  'message',
  'user',
  'family',
  'organization',
  'media',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'abuse', 'violence', 'nudity', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_ACTIONS = ['dismiss', 'hide_content', 'suspend_user'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** What `hide_content` can hide: everything else is dealt with by suspending its owner. */
export const HIDEABLE_TARGETS: readonly ReportTargetType[] = ['post', 'comment', 'message'];

export const REPORT_COMMENT_MAX = 1000;
export const REPORT_NOTE_MAX = 1000;

export const REPORT_TEXTS = {
  notFound: 'Жалоба не найдена',
  targetNotFound: 'Не найдено то, на что вы жалуетесь',
  duplicate: 'Вы уже пожаловались на это. Администраторы рассмотрят жалобу.',
  yourself: 'Нельзя пожаловаться на себя',
  alreadyResolved: 'Жалоба уже рассмотрена',
  notHideable: 'Скрыть можно только запись, комментарий или сообщение',
  noOwner: 'У этого содержимого нет автора, которого можно заблокировать',
  targetType: 'Неизвестный тип: post, comment, message, user, family, organization или media',
  reason: 'Укажите причину жалобы',
  commentTooLong: `Максимум ${REPORT_COMMENT_MAX} символов`,
  action: 'Действие: dismiss, hide_content или suspend_user',
  noteTooLong: `Максимум ${REPORT_NOTE_MAX} символов`,
  /** The detail shown to the author of hidden content, when the admin wrote no note. */
  hiddenNoNote: 'Скрыто администратором',
} as const;

/** The reasons as the server writes them (a suspension's reason when the admin wrote no note). */
export const REPORT_REASON_TEXTS: Record<ReportReason, string> = {
  spam: 'Спам',
  abuse: 'Оскорбления или травля',
  violence: 'Насилие или угрозы',
  nudity: 'Откровенные материалы',
  illegal: 'Незаконное содержимое',
  other: 'Другое нарушение',
};

/** The reporter's notification of the outcome (type `report_resolved`). */
export const REPORT_OUTCOME_TEXTS: Record<ReportAction, string> = {
  dismiss: 'Ваша жалоба рассмотрена: нарушений не найдено.',
  hide_content: 'Ваша жалоба рассмотрена: содержимое скрыто.',
  suspend_user: 'Ваша жалоба рассмотрена: автор заблокирован.',
};
