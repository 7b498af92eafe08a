/* Chat messages: sending, editing, reactions, the page of a conversation (re-exported by chat.ts). */
import { z } from 'zod';
import { MessageAttachments, MessageMediaIds } from './chat-attachments.ts';
import { CHAT_TEXTS, MESSAGE_MAX, MESSAGE_TEXTS } from './chat-texts.ts';
import { Id } from './common.ts';
import { CHAT_PREVIEW_CHARS } from './limits.ts';
import { PageQuery } from './pagination.ts';
import { ALL_REACTIONS } from './posts-texts.ts';
import { Moderation } from './reports.ts';

const MessageContent = z
  .string({ message: CHAT_TEXTS.messageEmpty })
  .trim()
  .min(1, { message: CHAT_TEXTS.messageEmpty })
  .max(MESSAGE_MAX, { message: CHAT_TEXTS.messageTooLong });

export const SendMessageBody = z
  .object({
    group_id: Id.optional(),
    // Empty only with attachments (issue 31): then the text is the files' caption, if any.
    content: z
      .string({ message: CHAT_TEXTS.messageEmpty })
      .trim()
      .max(MESSAGE_MAX, { message: CHAT_TEXTS.messageTooLong })
      .default(''),
    message_type: z.literal('TEXT', { message: 'Поддерживаются только текстовые сообщения' }).default('TEXT'),
    /** Issue 31: up to MESSAGE_ATTACHMENTS_MAX of the sender's own files (uploaded or from the library). */
    media_ids: MessageMediaIds,
    /**
     * The sender's idempotency key (the outbox, issue 35 §2): the same key sent again answers the
     * message it made the first time (200) instead of making a second one.
     */
    client_key: Id.optional(),
    /** The message this one answers (issue 31): it must be in the same conversation (else 422). */
    reply_to_id: Id.optional(),
    /**
     * Members named with «@Имя» (issue 31): each one that is a member of the group, other than the
     * sender, gets a `chat_mention` notification; others are ignored.
     */
    mention_ids: z.array(Id).max(50).optional(),
  })
  .refine((b) => b.content.length > 0 || b.media_ids.length > 0, {
    message: CHAT_TEXTS.messageEmpty,
    path: ['content'],
  });

/** `PATCH /api/chat-messages/{id}`: the author's new text (within MESSAGE_EDIT_WINDOW_HOURS). */
export const EditMessageBody = z.object({ content: MessageContent });
export type EditMessageBody = z.input<typeof EditMessageBody>;

/** `PUT /api/chat-messages/{id}/reaction`: one of the posts' reactions (one per member and message). */
export const MessageReactionBody = z.object({
  emoji: z.string().refine((e) => ALL_REACTIONS.includes(e), { message: MESSAGE_TEXTS.reactionInvalid }),
});
export type MessageReactionBody = z.input<typeof MessageReactionBody>;

/** `POST /api/chat-messages/{id}/forward`: into another conversation the caller is a member of. */
export const ForwardMessageBody = z.object({ group_id: Id, client_key: Id.optional() });
export type ForwardMessageBody = z.input<typeof ForwardMessageBody>;

export const MessageReaction = z.object({ emoji: z.string(), count: z.number().int() });
export type MessageReaction = z.infer<typeof MessageReaction>;
/** The reactions of a message as `PUT/DELETE …/reaction` answer them. */
export const MessageReactionsResponse = z.object({
  message_id: Id,
  reactions: z.array(MessageReaction),
  my_reaction: z.string().nullable(),
});
export type MessageReactionsResponse = z.infer<typeof MessageReactionsResponse>;

/** The quote above a reply: who wrote the original and its first QUOTE_CHARS characters. */
export const MessageQuote = z.object({
  id: Id,
  /** Null when the author's account is gone. */
  author_name: z.string().nullable(),
  text: z.string(),
  deleted: z.boolean(),
});
export type MessageQuote = z.infer<typeof MessageQuote>;

export const ChatMessage = z.object({
  id: Id,
  group_id: Id,
  user_id: Id.nullable(),
  /** Null when the sender's account is gone; `profile_picture` is their photo's public path. */
  sender: z
    .object({ first_name: z.string(), last_name: z.string(), profile_picture: z.string().nullable() })
    .nullable(),
  content: z.string(),
  message_type: z.literal('TEXT'),
  created_at: z.string(),
  /** Set when an admin hid the message (only its sender and admins still see it, CONTRACT §8). */
  moderation: Moderation.nullable().optional(),
  /** Issue 31: the message's files, in the order sent (absent or empty: none). */
  attachments: MessageAttachments.optional(),
  /** The message this one answers (issue 31); null when none or when the original is gone. */
  reply_to: MessageQuote.nullable().optional(),
  /** Set when the author changed the text («изменено»). */
  edited_at: z.string().nullable().optional(),
  /** Deleted for everyone: `content` is empty and the bubble reads «Сообщение удалено». */
  deleted: z.boolean().optional(),
  /** Forwarded: the name of whoever wrote the original. */
  forwarded_from: z.string().nullable().optional(),
  /** Counts per emoji, most first. */
  reactions: z.array(MessageReaction).optional(),
  /** The viewer's own reaction (null in what the live bus carries to everyone). */
  my_reaction: z.string().nullable().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;
/** Another member's read mark (`last_read_at`): own messages up to it are read by them. */
export const ReadMark = z.object({
  user_id: Id,
  first_name: z.string(),
  last_name: z.string(),
  last_read_at: z.string(),
});
export type ReadMark = z.infer<typeof ReadMark>;
export const MessagesQuery = PageQuery.extend({ after: z.string().max(200).optional() });
export const MessagesResponse = z.object({
  messages: z.array(ChatMessage),
  next_cursor: z.string().nullable(),
  /** The other members' read marks (those who read anything), for the ticks of own messages. */
  read_marks: z.array(ReadMark).optional(),
});

/** The chat list preview (spec §9): the last message cut to 30 characters plus an ellipsis. */
export function messagePreview(content: string | null | undefined): string {
  if (!content) return CHAT_TEXTS.noMessages;
  return content.length > CHAT_PREVIEW_CHARS ? `${content.slice(0, CHAT_PREVIEW_CHARS)}...` : content;
}
