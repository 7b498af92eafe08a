import { z } from 'zod';
import { Id } from './common.ts';
import { MediaFile } from './media.ts';
import { PageQuery } from './pagination.ts';

/** At most this many files go with one chat message (issue 31). */
export const MESSAGE_ATTACHMENTS_MAX = 10;

export const CHAT_ATTACHMENT_TEXTS = {
  tooMany: `Не больше ${MESSAGE_ATTACHMENTS_MAX} вложений в одном сообщении`,
  notYours: 'Вложение не найдено: прикладывайте свои файлы',
  duplicate: 'Один файл приложен дважды',
  notFound: 'Файл не найден',
  /** The list's preview of a message that is only files. */
  attachmentPreview: '📎 Вложение',
} as const;

/** `media_ids` of a message: the sender's own files (uploaded now or from their library), in order. */
export const MessageMediaIds = z
  .array(Id)
  .max(MESSAGE_ATTACHMENTS_MAX, { message: CHAT_ATTACHMENT_TEXTS.tooMany })
  .refine((ids) => new Set(ids).size === ids.length, { message: CHAT_ATTACHMENT_TEXTS.duplicate })
  .default([]);

/** A message's files as its group's members see them (variants and signed links, never an original's metadata). */
export const MessageAttachments = z.array(MediaFile);

/** Which of a group's shared files: photos and videos, or documents. */
export const SHARED_MEDIA_KINDS = ['media', 'files'] as const;
export type SharedMediaKind = (typeof SHARED_MEDIA_KINDS)[number];

/** `GET /api/chat-groups/{groupId}/media`: newest first, keyset-paginated. */
export const SharedMediaQuery = PageQuery.extend({
  kind: z.enum(SHARED_MEDIA_KINDS, { message: 'kind: media или files' }).default('media'),
});
export type SharedMediaQuery = z.input<typeof SharedMediaQuery>;

/** One file sent in the group: the file, its message and when and by whom it was sent. */
export const SharedMediaItem = z.object({
  message_id: Id,
  user_id: Id.nullable(),
  sent_at: z.string(),
  file: MediaFile,
});
export type SharedMediaItem = z.infer<typeof SharedMediaItem>;
export const SharedMediaResponse = z.object({
  items: z.array(SharedMediaItem),
  next_cursor: z.string().nullable(),
});
export type SharedMediaResponse = z.infer<typeof SharedMediaResponse>;

/** `PUT /api/chat-groups/{groupId}/mute`: how long the group stays silent for the caller. */
export const MUTE_DURATIONS = ['1h', '8h', 'forever'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];
export const MUTE_HOURS: Record<Exclude<MuteDuration, 'forever'>, number> = { '1h': 1, '8h': 8 };
/** «Навсегда» is stored as this instant (the largest a cursor and a Date both read). */
export const MUTED_FOREVER = '9999-12-31T00:00:00.000Z';
export const MuteBody = z.object({
  duration: z.enum(MUTE_DURATIONS, { message: 'duration: 1h, 8h или forever' }),
});
export type MuteBody = z.input<typeof MuteBody>;
export const MuteResponse = z.object({ group_id: Id, muted_until: z.string().nullable() });
export type MuteResponse = z.infer<typeof MuteResponse>;
/** Whether a `muted_until` is still in force at `now`. */
export const isMuted = (mutedUntil: string | null | undefined, now = Date.now()) =>
  !!mutedUntil && new Date(mutedUntil).getTime() > now;
