import {
  CHAT_TEXTS,
  type ChatGroupEntry,
  type ChatMessage,
  type CreateEventBody,
  type CreateGroupBody,
  DIRECT_TEXTS,
  type EventOccurrence,
  type EventParticipant,
  type MessagesQuery,
  type MoveOccurrenceBody,
  type RsvpCounts,
  type RsvpResponse,
  type ScheduledAction,
} from '@krug/contract/chat';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { formatRrule, normalizeRule, parseRrule, RECURRENCE_TEXTS } from '@krug/contract/recurrence';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ChatMessageRow, ScheduledActionRow } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { LiveBus } from '../../platform/live.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import type { PushNotifier } from '../push/push.service.ts';
import { usersRepo } from '../users/users.repo.ts';
import {
  addMembers,
  canJoinEvent,
  canReadGroup,
  canWriteGroup,
  completeEvent,
  directKey,
  editEvent,
  groupTakesEvents,
  leaveGroup,
  openDirect,
} from './chat.policy.ts';
import { chatRepo } from './chat.repo.ts';
import { isOccurrenceDate, occurrencesIn } from './occurrences.ts';

/** A member's typing signal is passed on at most this often per group (others are dropped silently). */
export const TYPING_INTERVAL_MS = 2000;

type CreateGroup = z.output<typeof CreateGroupBody>;
type CreateEvent = z.output<typeof CreateEventBody>;
type MoveOccurrence = z.output<typeof MoveOccurrenceBody>;
type Page = z.output<typeof MessagesQuery>;

const iso = (v: Date | string) => new Date(v).toISOString();

const NO_ANSWERS: RsvpCounts = { going: 0, maybe: 0, not_going: 0 };

export const toEventDto = (
  e: ScheduledActionRow,
  participants: EventParticipant[] = [],
  rsvp: { counts: RsvpCounts; mine: RsvpResponse | null } = { counts: NO_ANSWERS, mine: null },
): ScheduledAction => ({
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
  created_by: e.createdBy,
  participants,
  rsvp_counts: rsvp.counts,
  my_rsvp: rsvp.mine,
  recurrence: parseRrule(e.recurrenceRule),
});

/** The stored columns of an event body (create and edit). */
const eventValues = (body: CreateEvent) => ({
  title: body.title,
  description: body.description,
  actionType: body.action_type,
  scheduledDate: body.scheduled_date,
  scheduledTime: body.scheduled_time,
  location: body.location,
  invitees: body.invitees,
  colorCode: body.color_code,
  recurrenceRule: body.recurrence ? formatRrule(normalizeRule(body.recurrence, body.scheduled_date)) : null,
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

export function createChatService(deps: {
  db: Db;
  live: LiveBus;
  notifications: Notifier;
  /** Told of each sent message (Web Push, issue 35 §3). */
  push?: Pick<PushNotifier, 'messageSent'>;
  now?: () => number;
}) {
  const { db, live, notifications, push } = deps;
  const now = deps.now ?? Date.now;
  /** When each `user:group` last had a typing signal passed on (this process; pruned as it grows). */
  const typedAt = new Map<string, number>();

  /** The caller's membership; a group they are not in does not exist for them (404). */
  async function member(userId: string, groupId: string, can = canReadGroup) {
    const membership = await chatRepo.membership(db, groupId, userId);
    if (!can(membership)) throw new NotFound(CHAT_TEXTS.groupNotFound);
    return membership;
  }

  async function broadcast(groupId: string, event: Parameters<LiveBus['publish']>[1]) {
    await live.publish(await chatRepo.memberIds(db, groupId), event);
  }

  /** Events with their answers as `viewerId` sees them, in one extra query; participants are the `going` ones. */
  async function withParticipants(rows: ScheduledActionRow[], viewerId: string): Promise<ScheduledAction[]> {
    const answered = await chatRepo.participants(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const answers = answered.filter((p) => p.actionId === r.id);
      const counts = { ...NO_ANSWERS };
      for (const a of answers) counts[a.response] += 1;
      return toEventDto(
        r,
        answers
          .filter((p) => p.response === 'going')
          .map((p) => ({ user_id: p.userId, first_name: p.firstName, last_name: p.lastName })),
        { counts, mine: answers.find((p) => p.userId === viewerId)?.response ?? null },
      );
    });
  }

  /** Tells new members live (their list gains the group) and notifies them; the others see new members. */
  async function announceAdded(actorId: string, group: { id: string; name: string }, added: string[]) {
    const newcomers = added.filter((id) => id !== actorId);
    if (newcomers.length === 0) return;
    const actor = await usersRepo.findById(db, actorId);
    const text = `${actor?.firstName ?? ''} ${actor?.lastName ?? ''} добавил(а) вас в группу «${group.name}»`;
    await notifications.notifyMany(
      newcomers.map((memberId) => ({
        userId: memberId,
        actorId,
        type: 'group_added' as const,
        text,
        link: { kind: 'chat_group', id: group.id },
      })),
    );
    await live.publish(newcomers, { type: 'chat.group_added', group_id: group.id });
    const others = (await chatRepo.memberIds(db, group.id)).filter((id) => !newcomers.includes(id));
    await live.publish(others, { type: 'chat.members_changed', group_id: group.id });
  }

  /** An event of a group the caller is in; any other is 404. */
  async function eventOfMember(userId: string, eventId: string) {
    const existing = await chatRepo.findEvent(db, eventId);
    if (!existing) throw new NotFound(CHAT_TEXTS.eventNotFound);
    if (!canJoinEvent(await chatRepo.membership(db, existing.groupId, userId)))
      throw new NotFound(CHAT_TEXTS.eventNotFound);
    return existing;
  }

  /** The event as it is now, pushed to every member with their own `my_rsvp`; returns the caller's view. */
  async function changed(row: ScheduledActionRow, viewerId: string): Promise<ScheduledAction> {
    const [event] = await withParticipants([row], viewerId);
    if (!event) throw new Error('event vanished');
    const answers = new Map(
      (await chatRepo.participants(db, [row.id])).map((p) => [p.userId, p.response] as const),
    );
    const byAnswer = new Map<RsvpResponse | null, string[]>();
    for (const id of await chatRepo.memberIds(db, row.groupId)) {
      const mine = answers.get(id) ?? null;
      byAnswer.set(mine, [...(byAnswer.get(mine) ?? []), id]);
    }
    for (const [mine, ids] of byAnswer)
      await live.publish(ids, {
        type: 'event.changed',
        group_id: row.groupId,
        event: { ...event, my_rsvp: mine },
      });
    return event;
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
        unread_count: r.unread,
        peer: r.peer,
      }));
    },

    /** Unread messages over all of the user's groups: the navigation badge. */
    unreadTotal: (userId: string) => chatRepo.unreadTotal(db, userId),

    /**
     * «Написать сообщение»: the one DIRECT group of the pair, created on first use (see
     * chat.policy.ts openDirect); both people are (again) its members and get it live.
     */
    async openDirect(userId: string, targetId: string): Promise<{ entry: ChatGroupEntry; created: boolean }> {
      if (userId === targetId) throw new Invalid(DIRECT_TEXTS.directSelf);
      const target = await chatRepo.directTarget(db, userId, targetId);
      if (!target) throw new NotFound(DIRECT_TEXTS.userNotFound);
      const key = directKey(userId, targetId);
      const existing = await chatRepo.findDirect(db, key);
      if (!existing && openDirect({ isSelf: false, ...target }) === 'forbidden')
        throw new Forbidden(DIRECT_TEXTS.directForbidden);
      const opened = await chatRepo.openDirect(
        db,
        key,
        { name: DIRECT_TEXTS.directName, createdBy: userId },
        [userId, targetId],
      );
      if (opened.added.length > 0)
        await live.publish(opened.added, { type: 'chat.group_added', group_id: opened.group.id });
      const entry = (await this.groups(userId)).find((g) => g.group.id === opened.group.id);
      if (!entry) throw new Error('direct group not found');
      return { entry, created: opened.created };
    },

    /** Marks the group read up to a message or now; the user's other tabs hear it live. */
    async markRead(userId: string, groupId: string, messageId?: string) {
      const result = await chatRepo.markRead(db, groupId, userId, messageId);
      if (!result) throw new NotFound(CHAT_TEXTS.groupNotFound);
      if (result.missing || !result.lastReadAt) throw new Invalid(DIRECT_TEXTS.messageNotInGroup);
      await live.publish([userId], { type: 'chat.read', group_id: groupId, unread_count: result.unread });
      return { group_id: groupId, last_read_at: iso(result.lastReadAt), unread_count: result.unread };
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
      await announceAdded(userId, group, existing);
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

    /** The group's ADMIN adds registered users (see chat.policy.ts addMembers); answers the members. */
    async addMembers(userId: string, groupId: string, userIds: string[]) {
      const group = await chatRepo.findGroup(db, groupId);
      const membership = group ? await chatRepo.membership(db, groupId, userId) : undefined;
      const verdict = group ? addMembers(membership, group) : 'not-member';
      if (verdict === 'not-member' || !group) throw new NotFound(CHAT_TEXTS.groupNotFound);
      if (verdict === 'not-admin') throw new Forbidden(CHAT_TEXTS.onlyAdminAdds);
      if (verdict === 'family-group') throw new Conflict(CHAT_TEXTS.familyGroupMembers);
      if (verdict === 'direct-group') throw new Invalid(DIRECT_TEXTS.directNoMembers);
      const wanted = [...new Set(userIds)];
      const existing = await chatRepo.existingUserIds(db, wanted);
      if (existing.length !== wanted.length) throw new Invalid(CHAT_TEXTS.memberNotFound);
      const added = await chatRepo.addMembers(db, groupId, existing);
      await announceAdded(userId, group, added);
      return this.members(userId, groupId);
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
    ): Promise<{ message: ChatMessage; created: boolean }> {
      const sent = await chatRepo.sendAsMember(db, groupId, userId, content, clientKey);
      if (!sent) {
        const earlier = clientKey ? await chatRepo.byClientKey(db, userId, clientKey) : undefined;
        if (!earlier) throw new NotFound(CHAT_TEXTS.groupNotFound);
        if (earlier.message.groupId !== groupId) throw new Conflict(CHAT_TEXTS.clientKeyReused);
        return { message: toMessageDto(earlier.message, earlier), created: false };
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
      };
      // A sent message ends the typing: the next keystroke may signal again at once.
      typedAt.delete(`${userId}:${groupId}`);
      await live.publish(sent.member_ids, { type: 'chat.message', group_id: groupId, message });
      await push?.messageSent({ id: sent.id, senderId: userId, memberIds: sent.member_ids });
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
      };
    },
    isMember: async (userId: string, groupId: string) => !!(await chatRepo.membership(db, groupId, userId)),

    /** The caller leaves the group (their own user id); see chat.policy.ts leaveGroup. */
    async leave(userId: string, groupId: string, targetUserId: string) {
      const group = await chatRepo.findGroup(db, groupId);
      const membership = group ? await chatRepo.membership(db, groupId, userId) : undefined;
      const verdict = group ? leaveGroup(membership, userId, targetUserId, group) : 'not-member';
      if (verdict === 'not-member') throw new NotFound(CHAT_TEXTS.groupNotFound);
      if (verdict === 'not-yourself') throw new Forbidden(INVITATION_TEXTS.onlyYourself);
      if (verdict === 'family-group') throw new Conflict(INVITATION_TEXTS.familyGroupLeave);
      const result = await chatRepo.leave(db, groupId, userId);
      if (!result.left) return;
      await live.publish([userId], { type: 'chat.group_removed', group_id: groupId });
      if (!result.deleted) await broadcast(groupId, { type: 'chat.members_changed', group_id: groupId });
    },

    async events(userId: string, groupId: string): Promise<ScheduledAction[]> {
      await member(userId, groupId);
      return withParticipants(await chatRepo.events(db, groupId), userId);
    },

    /** The group's events with an occurrence in [from, to], and those occurrences (issue 21). */
    async eventsInRange(
      userId: string,
      groupId: string,
      from: string,
      to: string,
    ): Promise<{ scheduled_actions: ScheduledAction[]; occurrences: EventOccurrence[] }> {
      await member(userId, groupId);
      const rows = await chatRepo.eventsInRange(db, groupId, from, to);
      const exceptions = await chatRepo.exceptions(
        db,
        rows.filter((r) => r.recurrenceRule).map((r) => r.id),
      );
      const occurrences = rows
        .flatMap((r) => occurrencesIn(r, exceptions, from, to))
        .sort(
          (a, b) =>
            a.scheduled_date.localeCompare(b.scheduled_date) ||
            (a.scheduled_time ?? '').localeCompare(b.scheduled_time ?? ''),
        );
      const used = new Set(occurrences.map((o) => o.action_id));
      return {
        scheduled_actions: await withParticipants(
          rows.filter((r) => used.has(r.id)),
          userId,
        ),
        occurrences,
      };
    },

    /** An event the caller may edit (chat.policy.ts editEvent): others' are 403, outsiders' 404. */
    async editable(userId: string, eventId: string) {
      const existing = await chatRepo.findEvent(db, eventId);
      if (!existing) throw new NotFound(CHAT_TEXTS.eventNotFound);
      const verdict = editEvent(await chatRepo.membership(db, existing.groupId, userId), userId, existing);
      if (verdict === 'not-member') throw new NotFound(CHAT_TEXTS.eventNotFound);
      if (verdict === 'forbidden') throw new Forbidden(RECURRENCE_TEXTS.onlyOrganizerEdits);
      return existing;
    },

    /**
     * Replaces the event (the whole series); exceptions still on the new rule stay, the others go
     * (all of them when it no longer repeats), in one transaction.
     */
    async updateEvent(userId: string, eventId: string, body: CreateEvent): Promise<ScheduledAction> {
      const existing = await this.editable(userId, eventId);
      const values = eventValues(body);
      let drop: string[] | 'all' = 'all';
      if (values.recurrenceRule) {
        const next = { ...existing, ...values };
        drop = (await chatRepo.exceptions(db, [eventId]))
          .map((x) => x.occurrenceDate)
          .filter((date) => !isOccurrenceDate(next, date));
      }
      const row = await chatRepo.updateEvent(db, eventId, values, drop);
      if (!row) throw new NotFound(CHAT_TEXTS.eventNotFound);
      return changed(row, userId);
    },

    /** Deletes the event (the whole series, with its exceptions, answers and reminders). */
    async deleteEvent(userId: string, eventId: string): Promise<void> {
      const existing = await this.editable(userId, eventId);
      await chatRepo.deleteEvent(db, eventId);
      await broadcast(existing.groupId, {
        type: 'event.deleted',
        group_id: existing.groupId,
        event_id: eventId,
      });
    },

    /** A recurring event the caller may edit, and a date that is one of its occurrences (else 422). */
    async occurrenceOf(userId: string, eventId: string, date: string) {
      const existing = await this.editable(userId, eventId);
      if (!existing.recurrenceRule) throw new Invalid(RECURRENCE_TEXTS.notRecurring);
      if (!isOccurrenceDate(existing, date)) throw new Invalid(RECURRENCE_TEXTS.notAnOccurrence);
      return existing;
    },

    /** «Перенести это событие»: one occurrence to another date and/or time; the series stays. */
    async moveOccurrence(
      userId: string,
      eventId: string,
      date: string,
      body: MoveOccurrence,
    ): Promise<EventOccurrence> {
      const existing = await this.occurrenceOf(userId, eventId, date);
      const row = await chatRepo.setException(db, {
        actionId: eventId,
        occurrenceDate: date,
        cancelled: false,
        movedDate: body.scheduled_date,
        movedTime: body.scheduled_time,
      });
      await changed(existing, userId);
      return {
        action_id: eventId,
        occurrence_date: date,
        scheduled_date: row.movedDate ?? date,
        scheduled_time: row.movedTime ?? existing.scheduledTime,
        moved: true,
      };
    },

    /** «Отменить это событие»: one occurrence is cancelled; the series stays. */
    async cancelOccurrence(userId: string, eventId: string, date: string): Promise<void> {
      const existing = await this.occurrenceOf(userId, eventId, date);
      await chatRepo.setException(db, {
        actionId: eventId,
        occurrenceDate: date,
        cancelled: true,
        movedDate: null,
        movedTime: null,
      });
      await changed(existing, userId);
    },

    async createEvent(userId: string, groupId: string, body: CreateEvent): Promise<ScheduledAction> {
      await member(userId, groupId, canWriteGroup);
      const group = await chatRepo.findGroup(db, groupId);
      if (group && !groupTakesEvents(group)) throw new Invalid(DIRECT_TEXTS.directNoEvents);
      const row = await chatRepo.insertEvent(db, { groupId, createdBy: userId, ...eventValues(body) });
      const event = toEventDto(row);
      await broadcast(groupId, { type: 'event.changed', group_id: groupId, event });
      return event;
    },

    /** Completing is the creator's or a group ADMIN's (chat.policy.ts completeEvent). */
    async complete(userId: string, eventId: string): Promise<ScheduledAction> {
      const existing = await chatRepo.findEvent(db, eventId);
      if (!existing) throw new NotFound(CHAT_TEXTS.eventNotFound);
      const membership = await chatRepo.membership(db, existing.groupId, userId);
      const verdict = completeEvent(membership, userId, existing);
      if (verdict === 'not-member') throw new NotFound(CHAT_TEXTS.eventNotFound);
      if (verdict === 'forbidden') throw new Forbidden(CHAT_TEXTS.onlyOrganizerCompletes);
      const row = await chatRepo.completeEvent(db, eventId);
      if (!row) throw new NotFound(CHAT_TEXTS.eventNotFound);
      return changed(row, userId);
    },

    /** «Присоединиться»: the caller joins the event's participants (a completed event takes no one new). */
    async join(userId: string, eventId: string): Promise<ScheduledAction> {
      const existing = await eventOfMember(userId, eventId);
      if (existing.isCompleted) throw new Conflict(CHAT_TEXTS.eventAlreadyCompleted);
      await chatRepo.joinEvent(db, eventId, userId);
      return changed(existing, userId);
    },

    /** Leaving clears the caller's answer, whatever it was (`DELETE …/join` and `DELETE …/rsvp`). */
    async unjoin(userId: string, eventId: string): Promise<ScheduledAction> {
      const existing = await eventOfMember(userId, eventId);
      await chatRepo.leaveEvent(db, eventId, userId);
      return changed(existing, userId);
    },

    /** RSVP «Пойду / Может быть / Не пойду»: any member, separate from completing; a completed event takes no answers (409). */
    async rsvp(userId: string, eventId: string, response: RsvpResponse): Promise<ScheduledAction> {
      const existing = await eventOfMember(userId, eventId);
      if (existing.isCompleted) throw new Conflict(CHAT_TEXTS.eventAlreadyCompleted);
      await chatRepo.setRsvp(db, eventId, userId, response);
      return changed(existing, userId);
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
