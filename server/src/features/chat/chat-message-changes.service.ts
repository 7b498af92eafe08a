import {
  CHAT_TEXTS,
  type ChatMessage,
  MESSAGE_TEXTS,
  type MessageReactionsResponse,
} from '@krug/contract/chat';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { ChatContext } from './chat.context.ts';
import { iso } from './chat.dto.ts';
import { canReactToMessage, deleteMessage, editMessage, type MessageChangeVerdict } from './chat.policy.ts';
import { chatRepo } from './chat.repo.ts';
import { chatAttachmentsRepo } from './chat-attachments.repo.ts';

/** What a refused change answers (the message of a group the caller is not in does not exist). */
function refuse(verdict: MessageChangeVerdict, forbidden: string, windowOver: string): never {
  if (verdict === 'not-member') throw new NotFound(MESSAGE_TEXTS.messageNotFound);
  if (verdict === 'forbidden') throw new Forbidden(forbidden);
  if (verdict === 'deleted') throw new Conflict(MESSAGE_TEXTS.alreadyDeleted);
  throw new Conflict(windowOver);
}

type Send = (
  userId: string,
  groupId: string,
  content: string,
  clientKey?: string,
  more?: { forwardedFrom?: string | null; mediaIds?: string[]; forwardedMedia?: boolean },
) => Promise<{ message: ChatMessage; created: boolean }>;

/** Editing, deleting for everyone, reacting to and forwarding messages (issue 31), live to every member. */
export function createChatMessageChangesActions(ctx: ChatContext, send: Send) {
  const { db, now, broadcast } = ctx;

  /** The message and the caller's role, or 404 when they are not in its group (or may not see it). */
  async function find(userId: string, messageId: string) {
    const row = await chatRepo.messageWithRole(db, messageId, userId);
    if (!row) throw new NotFound(MESSAGE_TEXTS.messageNotFound);
    return row;
  }

  return {
    /** «изменить»: the author, within the window; every open client shows the new text and «изменено». */
    async editMessage(userId: string, messageId: string, content: string) {
      const row = await find(userId, messageId);
      const verdict = editMessage(row, userId, row.message, now());
      if (verdict !== 'allowed') refuse(verdict, MESSAGE_TEXTS.onlyAuthorEdits, MESSAGE_TEXTS.editWindowOver);
      const edited = await chatRepo.edit(db, messageId, content);
      if (!edited?.editedAt) throw new Conflict(MESSAGE_TEXTS.alreadyDeleted);
      const editedAt = iso(edited.editedAt);
      await broadcast(row.message.groupId, {
        type: 'chat.message_edited',
        group_id: row.message.groupId,
        message_id: messageId,
        content,
        edited_at: editedAt,
      });
      return { id: messageId, group_id: row.message.groupId, content, edited_at: editedAt };
    },

    /** «Удалить для всех»: the author within the window, or a group ADMIN; «Сообщение удалено» everywhere. */
    async deleteMessage(userId: string, messageId: string) {
      const row = await find(userId, messageId);
      const verdict = deleteMessage(row, userId, row.message, now());
      if (verdict !== 'allowed')
        refuse(verdict, MESSAGE_TEXTS.deleteForbidden, MESSAGE_TEXTS.deleteWindowOver);
      if (!(await chatRepo.deleteForEveryone(db, messageId)))
        throw new Conflict(MESSAGE_TEXTS.alreadyDeleted);
      await broadcast(row.message.groupId, {
        type: 'chat.message_deleted',
        group_id: row.message.groupId,
        message_id: messageId,
      });
    },

    /** Sets, replaces (`emoji`) or takes back (null) the caller's reaction; the counts go live. */
    async reactToMessage(
      userId: string,
      messageId: string,
      emoji: string | null,
    ): Promise<MessageReactionsResponse> {
      const row = await find(userId, messageId);
      if (!canReactToMessage(row, row.message)) throw new Conflict(MESSAGE_TEXTS.alreadyDeleted);
      const reactions = await chatRepo.react(db, messageId, userId, emoji);
      await broadcast(row.message.groupId, {
        type: 'chat.reactions',
        group_id: row.message.groupId,
        message_id: messageId,
        reactions,
        user_id: userId,
        emoji,
      });
      return { message_id: messageId, reactions, my_reaction: emoji };
    },

    /**
     * Forwards a message into another conversation of the caller's (404 when they are in either
     * not): a new message of theirs with the text, the same files (issue 31: attached to the new
     * message, so the target group's members may open them) and «Переслано от» its author.
     */
    async forwardMessage(userId: string, messageId: string, groupId: string, clientKey?: string) {
      const row = await find(userId, messageId);
      if (!canReactToMessage(row, row.message) || row.message.hiddenAt)
        throw new Invalid(MESSAGE_TEXTS.forwardDeleted);
      if (!(await chatRepo.membership(db, groupId, userId))) throw new NotFound(CHAT_TEXTS.groupNotFound);
      const author =
        row.message.forwardedFrom ??
        (row.authorFirstName
          ? `${row.authorFirstName} ${row.authorLastName ?? ''}`.trim()
          : CHAT_TEXTS.unknownSender);
      const mediaIds = await chatAttachmentsRepo.mediaIdsOf(db, messageId);
      return send(userId, groupId, row.message.content, clientKey, {
        forwardedFrom: author,
        mediaIds,
        forwardedMedia: true,
      });
    },
  };
}
