import {
  CHAT_TEXTS,
  type ChatGroupEntry,
  type ChatMessage,
  type CreateEventBody,
  type CreateGroupBody,
  type MessagesQuery,
  type ScheduledAction,
} from '@krug/contract/chat';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ChatMessageRow, ScheduledActionRow } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { LiveBus } from '../../platform/live.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { usersRepo } from '../users/users.repo.ts';
import { canReadGroup, canWriteGroup, leaveGroup } from './chat.policy.ts';
import { chatRepo } from './chat.repo.ts';

type CreateGroup = z.output<typeof CreateGroupBody>;
type CreateEvent = z.output<typeof CreateEventBody>;
type Page = z.output<typeof MessagesQuery>;

const iso = (v: Date | string) => new Date(v).toISOString();

export const toEventDto = (e: ScheduledActionRow): ScheduledAction => ({
  id: e.id,
  group_id: e.groupId,
  title: e.title,
  description: e.description,
  action_type: e.actionType,
  scheduled_date: e.scheduledDate,
  scheduled_time: e.scheduledTime,
  location: e.location,
  invitees: e.invitees,
  color_code: e.colorCode,
  is_completed: e.isCompleted,
  created_at: e.createdAt.toISOString(),
});

const toMessageDto = (
  m: ChatMessageRow,
  sender: { firstName: string | null; lastName: string | null; profilePicture: string | null },
): ChatMessage => ({
  id: m.id,
  group_id: m.groupId,
  user_id: m.userId,
  sender:
    sender.firstName !== null
      ? {
          first_name: sender.firstName,
          last_name: sender.lastName ?? '',
          profile_picture: sender.profilePicture,
        }
      : null,
  content: m.content,
  message_type: 'TEXT',
  created_at: m.createdAt.toISOString(),
});

export function createChatService(deps: { db: Db; live: LiveBus; notifications: Notifier }) {
  const { db, live, notifications } = deps;

  /** The caller's membership; a group they are not in does not exist for them (404). */
  async function member(userId: string, groupId: string, can = canReadGroup) {
    const membership = await chatRepo.membership(db, groupId, userId);
    if (!can(membership)) throw new NotFound(CHAT_TEXTS.groupNotFound);
    return membership;
  }

  async function broadcast(groupId: string, event: Parameters<LiveBus['publish']>[1]) {
    await live.publish(await chatRepo.memberIds(db, groupId), event);
  }

  return {
    async groups(userId: string): Promise<ChatGroupEntry[]> {
      const rows = await chatRepo.groupsOf(db, userId);
      return rows.map((r) => ({
        group: {
          id: r.group.id,
          name: r.group.name,
          description: r.group.description,
          group_type: r.group.groupType,
          color_code: r.group.colorCode,
        },
        member_count: r.memberCount,
        user_role: r.role,
        latest_message:
          r.latestAt && r.latestContent !== null
            ? { content: r.latestContent, created_at: iso(r.latestAt) }
            : null,
      }));
    },

    async createGroup(userId: string, body: CreateGroup): Promise<ChatGroupEntry> {
      const wanted = [...new Set(body.member_ids)];
      const existing = await chatRepo.existingUserIds(db, wanted);
      if (existing.length !== wanted.length) throw new Invalid(CHAT_TEXTS.memberNotFound);
      const group = await chatRepo.createGroup(
        db,
        {
          name: body.name,
          description: body.description,
          groupType: body.group_type,
          colorCode: body.color_code,
          createdBy: userId,
        },
        userId,
        existing,
      );
      const actor = await usersRepo.findById(db, userId);
      for (const memberId of existing.filter((id) => id !== userId)) {
        await notifications.notify({
          userId: memberId,
          actorId: userId,
          type: 'group_added',
          text: `${actor?.firstName ?? ''} ${actor?.lastName ?? ''} добавил(а) вас в группу «${group.name}»`,
          link: { kind: 'chat_group', id: group.id },
        });
      }
      const entry = (await this.groups(userId)).find((g) => g.group.id === group.id);
      if (!entry) throw new Error('created group not found');
      return entry;
    },

    async members(userId: string, groupId: string) {
      await member(userId, groupId);
      const rows = await chatRepo.members(db, groupId);
      return rows.map((m) => ({
        user_id: m.userId,
        first_name: m.firstName,
        last_name: m.lastName,
        profile_picture: m.profilePicture,
        role: m.role,
      }));
    },

    /** Messages in chronological order: the page before `before`, or everything after `after`. */
    async messages(userId: string, groupId: string, q: Page) {
      await member(userId, groupId);
      const after = decodeCursor(q.after, 'after');
      const rows = await chatRepo.messages(db, groupId, {
        before: decodeCursor(q.before),
        after,
        limit: q.limit,
      });
      const ordered = after ? rows : [...rows].reverse();
      const oldest = ordered[0];
      return {
        messages: ordered.map((r) => toMessageDto(r.message, r)),
        next_cursor: !after && rows.length === q.limit && oldest ? encodeCursor(oldest.message) : null,
      };
    },

    async send(userId: string, groupId: string, content: string): Promise<ChatMessage> {
      const sent = await chatRepo.sendAsMember(db, groupId, userId, content);
      if (!sent) throw new NotFound(CHAT_TEXTS.groupNotFound);
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
      };
      await live.publish(sent.member_ids, { type: 'chat.message', group_id: groupId, message });
      return message;
    },

    /** The caller leaves the group (their own user id); see chat.policy.ts leaveGroup. */
    async leave(userId: string, groupId: string, targetUserId: string) {
      const group = await chatRepo.findGroup(db, groupId);
      const membership = group ? await chatRepo.membership(db, groupId, userId) : undefined;
      const verdict = group ? leaveGroup(membership, userId, targetUserId, group) : 'not-member';
      if (verdict === 'not-member') throw new NotFound(CHAT_TEXTS.groupNotFound);
      if (verdict === 'not-yourself') throw new Forbidden(INVITATION_TEXTS.onlyYourself);
      if (verdict === 'family-group') throw new Conflict(INVITATION_TEXTS.familyGroupLeave);
      await chatRepo.leave(db, groupId, userId);
    },

    async events(userId: string, groupId: string): Promise<ScheduledAction[]> {
      await member(userId, groupId);
      return (await chatRepo.events(db, groupId)).map(toEventDto);
    },

    async createEvent(userId: string, groupId: string, body: CreateEvent): Promise<ScheduledAction> {
      await member(userId, groupId, canWriteGroup);
      const row = await chatRepo.insertEvent(db, {
        groupId,
        createdBy: userId,
        title: body.title,
        description: body.description,
        actionType: body.action_type,
        scheduledDate: body.scheduled_date,
        scheduledTime: body.scheduled_time,
        location: body.location,
        invitees: body.invitees,
        colorCode: body.color_code,
      });
      const event = toEventDto(row);
      await broadcast(groupId, { type: 'event.changed', group_id: groupId, event });
      return event;
    },

    async complete(userId: string, eventId: string): Promise<ScheduledAction> {
      const existing = await chatRepo.findEvent(db, eventId);
      if (!existing) throw new NotFound(CHAT_TEXTS.eventNotFound);
      const membership = await chatRepo.membership(db, existing.groupId, userId);
      if (!canWriteGroup(membership)) throw new NotFound(CHAT_TEXTS.eventNotFound);
      const row = await chatRepo.completeEvent(db, eventId);
      if (!row) throw new NotFound(CHAT_TEXTS.eventNotFound);
      const event = toEventDto(row);
      await broadcast(row.groupId, { type: 'event.changed', group_id: row.groupId, event });
      return event;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
