import {
  CHAT_TEXTS,
  type ChatMessage,
  DIRECT_TEXTS,
  MESSAGE_TEXTS,
  type MessagesQuery,
} from '@krug/contract/chat';
import { PEOPLE_TEXTS } from '@krug/contract/people';
import { REPORT_TEXTS } from '@krug/contract/reports';
import type { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { blockAnswer } from '../people/people.policy.ts';
import type { ChatContext } from './chat.context.ts';
import { iso, quoteOf, toMessageDto } from './chat.dto.ts';
import { chatRepo } from './chat.repo.ts';
import { chatAttachmentsRepo } from './chat-attachments.repo.ts';
import { assertOwnFiles, createAttachmentDtos } from './chat-attachments.service.ts';
import type { SendOptions } from './chat-messages.repo.ts';

/** A member's typing signal is passed on at most this often per group (others are dropped silently). */
export const TYPING_INTERVAL_MS = 2000;

type Page = z.output<typeof MessagesQuery>;

/** Reading and sending messages, the read mark and «печатает…». */
export function createChatMessagesActions(ctx: ChatContext) {
  const { db, live, now, member, push } = ctx;
  /** «@Имя» (issue 31): each named member other than the sender is notified (once per message). */
  async function mention(
    userId: string,
    groupId: string,
    sent: { id: string; first_name: string; member_ids: string[] },
    ids: string[],
  ) {
    const named = new Set(ids.filter((id) => id !== userId && sent.member_ids.includes(id)));
    if (named.size === 0) return;
    const group = await chatRepo.findGroup(db, groupId);
    if (!group) return;
    await ctx.notifications.notifyMany(
      [...named].map((id) => ({
        userId: id,
        actorId: userId,
        type: 'chat_mention' as const,
        text: MESSAGE_TEXTS.mentionText(sent.first_name, group.name),
        link: { kind: 'chat_group', id: groupId },
      })),
    );
  }
  /** When each `user:group` last had a typing signal passed on (this process; pruned as it grows). */
  const typedAt = new Map<string, number>();
  const files = createAttachmentDtos(ctx.media);

  return {
    /** Marks the group read up to a message or now; the user's other tabs hear it live. */
    async markRead(userId: string, groupId: string, messageId?: string) {
      const result = await chatRepo.markRead(db, groupId, userId, messageId);
      if (!result) throw new NotFound(CHAT_TEXTS.groupNotFound);
      if (result.missing || !result.lastReadAt) throw new Invalid(DIRECT_TEXTS.messageNotInGroup);
      const lastReadAt = iso(result.lastReadAt);
      await live.publish([userId], { type: 'chat.read', group_id: groupId, unread_count: result.unread });
      // The others' ticks follow (issue 31).
      await live.publish(result.others, {
        type: 'chat.read_mark',
        group_id: groupId,
        mark: {
          user_id: userId,
          first_name: result.firstName,
          last_name: result.lastName,
          last_read_at: lastReadAt,
        },
      });
      return { group_id: groupId, last_read_at: lastReadAt, unread_count: result.unread };
    },

    /** «печатает…»: passed on to the other members, at most once every TYPING_INTERVAL_MS per member. */
    async typing(userId: string, groupId: string) {
      const name = await chatRepo.memberName(db, groupId, userId);
      if (!name) throw new NotFound(CHAT_TEXTS.groupNotFound);
      const key = `${userId}:${groupId}`;
      const at = now();
      const last = typedAt.get(key);
      if (last !== undefined && at - last < TYPING_INTERVAL_MS) return;
      if (typedAt.size > 10_000)
        for (const [k, t] of typedAt) if (at - t >= TYPING_INTERVAL_MS) typedAt.delete(k);
      typedAt.set(key, at);
      const others = (await chatRepo.memberIds(db, groupId)).filter((id) => id !== userId);
      await live.publish(others, {
        type: 'chat.typing',
        group_id: groupId,
        user_id: userId,
        first_name: name.firstName,
      });
    },

    /** Messages in chronological order: the page before `before`, or everything after `after`. */
    async messages(userId: string, groupId: string, q: Page) {
      await member(userId, groupId);
      const after = decodeCursor(q.after, 'after');
      const [rows, marks] = await Promise.all([
        chatRepo.messages(db, groupId, userId, { before: decodeCursor(q.before), after, limit: q.limit }),
        chatRepo.readMarks(db, groupId, userId),
      ]);
      const ordered = after ? rows : [...rows].reverse();
      const oldest = ordered[0];
      const attached = await files.ofMessages(
        db,
        ordered.map((r) => r.message.id),
      );
      return {
        messages: ordered.map((r) => ({
          ...toMessageDto(r.message, r),
          attachments: attached.get(r.message.id) ?? [],
        })),
        next_cursor: !after && rows.length === q.limit && oldest ? encodeCursor(oldest.message) : null,
        read_marks: marks.map((r) => ({
          user_id: r.userId,
          first_name: r.firstName,
          last_name: r.lastName,
          last_read_at: iso(r.lastReadAt as Date),
        })),
      };
    },

    /**
     * Sends a message. With a client key this sender already used (the outbox sending again after
     * the network came back), answers the message made the first time — nothing new is stored,
     * told or pushed — and `created` is false.
     */
    async send(
      userId: string,
      groupId: string,
      content: string,
      clientKey?: string,
      more: Omit<SendOptions, 'clientKey'> & {
        mentionIds?: string[] | undefined;
        /** Issue 31: the files, in order; the sender's own unless `forwardedMedia`. */
        mediaIds?: string[] | undefined;
        /** The files come from a message the sender may see (a forward): no ownership check. */
        forwardedMedia?: boolean;
      } = {},
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const mediaIds = more.mediaIds ?? [];
      if (!more.forwardedMedia) await assertOwnFiles(db, userId, mediaIds);
      const opts = { replyToId: more.replyToId, forwardedFrom: more.forwardedFrom, clientKey };
      // Issue 31: with files, the message and its attachments are written together (or neither).
      const sent =
        mediaIds.length === 0
          ? await chatRepo.sendAsMember(db, groupId, userId, content, opts)
          : await db.transaction(async (tx) => {
              const row = await chatRepo.sendAsMember(
                tx as unknown as typeof db,
                groupId,
                userId,
                content,
                opts,
              );
              if (row)
                await chatAttachmentsRepo.attach(
                  tx,
                  { id: row.id, groupId, createdAt: new Date(row.created_at) },
                  mediaIds,
                );
              return row;
            });
      if (!sent) {
        const earlier = clientKey ? await chatRepo.byClientKey(db, userId, clientKey) : undefined;
        if (!earlier) {
          // Across a block (CONTRACT §8): the blocked person hears "not found", the blocker why.
          const across = blockAnswer(await chatRepo.directBlock(db, groupId, userId));
          if (across === 'forbidden') throw new Forbidden(PEOPLE_TEXTS.youBlocked);
          if (across === 'not-found') throw new NotFound(DIRECT_TEXTS.userNotFound);
          if (more.replyToId && (await chatRepo.membership(db, groupId, userId)))
            throw new Invalid(MESSAGE_TEXTS.replyNotInGroup);
          throw new NotFound(CHAT_TEXTS.groupNotFound);
        }
        if (earlier.message.groupId !== groupId) throw new Conflict(CHAT_TEXTS.clientKeyReused);
        const earlierFiles = await files.ofMessages(db, [earlier.message.id]);
        return {
          message: {
            ...toMessageDto(earlier.message, earlier),
            attachments: earlierFiles.get(earlier.message.id) ?? [],
          },
          created: false,
        };
      }
      const message: ChatMessage = {
        id: sent.id,
        group_id: groupId,
        user_id: userId,
        sender: {
          first_name: sent.first_name,
          last_name: sent.last_name,
          profile_picture: sent.profile_picture ?? null,
        },
        content,
        message_type: 'TEXT',
        created_at: iso(sent.created_at),
        attachments: mediaIds.length ? ((await files.ofMessages(db, [sent.id])).get(sent.id) ?? []) : [],
        reply_to: quoteOf({
          replyId: sent.reply_id,
          replyContent: sent.reply_content,
          replyDeletedAt: sent.reply_deleted_at,
          replyFirstName: sent.reply_first_name,
          replyLastName: sent.reply_last_name,
        }),
        edited_at: null,
        deleted: false,
        forwarded_from: more.forwardedFrom ?? null,
        reactions: [],
        my_reaction: null,
      };
      // A sent message ends the typing: the next keystroke may signal again at once.
      typedAt.delete(`${userId}:${groupId}`);
      await live.publish(sent.member_ids, {
        type: 'chat.message',
        group_id: groupId,
        message,
        ...(clientKey ? { client_key: clientKey } : {}),
      });
      await push?.messageSent({
        id: sent.id,
        senderId: userId,
        memberIds: sent.member_ids,
        pushIds: sent.push_ids,
      });
      if (more.mentionIds?.length) await mention(userId, groupId, sent, more.mentionIds);
      return { message, created: true };
    },

    /** A message as its push job needs it (null when it is gone). */
    async messageForPush(messageId: string) {
      const r = await chatRepo.messageForPush(db, messageId);
      if (!r) return null;
      return {
        groupId: r.groupId,
        groupName: r.groupName,
        direct: r.groupType === 'DIRECT',
        sender:
          r.firstName === null
            ? null
            : { first_name: r.firstName, last_name: r.lastName ?? '', gender: r.gender },
        content: r.content,
        fileTypes: r.fileTypes,
      };
    },
    isMember: async (userId: string, groupId: string) => !!(await chatRepo.membership(db, groupId, userId)),

    /** A message the viewer may see (a member of its group, not hidden from them): what a report names. */
    async visibleMessage(userId: string, messageId: string) {
      const row = await chatRepo.messageFor(db, messageId, userId);
      if (!row) throw new NotFound(REPORT_TEXTS.targetNotFound);
      return {
        id: row.message.id,
        authorId: row.message.userId,
        groupId: row.message.groupId,
        groupName: row.groupName,
        content: row.message.content,
      };
    },

    /** An admin hid a message after a report (CONTRACT §8): open chats refetch without it. */
    async hideMessage(messageId: string, note: string | null): Promise<boolean> {
      const hidden = await chatRepo.hideMessage(db, messageId, note);
      if (!hidden) return false;
      const members = await chatRepo.memberIds(db, hidden.groupId);
      await live.publish(members, { type: 'chat.refetch', group_id: hidden.groupId }).catch(() => {});
      return true;
    },
  };
}
