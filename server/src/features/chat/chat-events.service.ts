import {
  CHAT_TEXTS,
  DIRECT_TEXTS,
  type EventOccurrence,
  type MoveOccurrenceBody,
  type RsvpResponse,
  type ScheduledAction,
} from '@krug/contract/chat';
import { EVENT_KIND_TEXTS, takesRsvp } from '@krug/contract/event-kinds';
import { RECURRENCE_TEXTS } from '@krug/contract/recurrence';
import type { z } from 'zod';
import type { ScheduledActionRow } from '../../db/schema/index.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { ChatContext } from './chat.context.ts';
import { type CreateEvent, eventValues, NO_ANSWERS, toEventDto } from './chat.dto.ts';
import { canJoinEvent, canWriteGroup, completeEvent, editEvent, groupTakesEvents } from './chat.policy.ts';
import { chatRepo } from './chat.repo.ts';
import { isOccurrenceDate, occurrencesIn } from './occurrences.ts';

type MoveOccurrence = z.output<typeof MoveOccurrenceBody>;

/** A group's events (the calendar): listing, creating, editing a series or one occurrence, answers. */
export function createChatEventsActions(ctx: ChatContext) {
  const { db, live, member, broadcast } = ctx;

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

  /** An event the caller may edit (chat.policy.ts editEvent): others' are 403, outsiders' 404. */
  async function editable(userId: string, eventId: string) {
    const existing = await chatRepo.findEvent(db, eventId);
    if (!existing) throw new NotFound(CHAT_TEXTS.eventNotFound);
    const verdict = editEvent(await chatRepo.membership(db, existing.groupId, userId), userId, existing);
    if (verdict === 'not-member') throw new NotFound(CHAT_TEXTS.eventNotFound);
    if (verdict === 'forbidden') throw new Forbidden(RECURRENCE_TEXTS.onlyOrganizerEdits);
    return existing;
  }

  /** A recurring event the caller may edit, and a date that is one of its occurrences (else 422). */
  async function occurrenceOf(userId: string, eventId: string, date: string) {
    const existing = await editable(userId, eventId);
    if (!existing.recurrenceRule) throw new Invalid(RECURRENCE_TEXTS.notRecurring);
    if (!isOccurrenceDate(existing, date)) throw new Invalid(RECURRENCE_TEXTS.notAnOccurrence);
    return existing;
  }

  return {
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

    /**
     * Replaces the event (the whole series); exceptions still on the new rule stay, the others go
     * (all of them when it no longer repeats), in one transaction.
     */
    async updateEvent(userId: string, eventId: string, body: CreateEvent): Promise<ScheduledAction> {
      const existing = await editable(userId, eventId);
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
      const existing = await editable(userId, eventId);
      await chatRepo.deleteEvent(db, eventId);
      await broadcast(existing.groupId, {
        type: 'event.deleted',
        group_id: existing.groupId,
        event_id: eventId,
      });
    },

    /** «Перенести это событие»: one occurrence to another date and/or time; the series stays. */
    async moveOccurrence(
      userId: string,
      eventId: string,
      date: string,
      body: MoveOccurrence,
    ): Promise<EventOccurrence> {
      const existing = await occurrenceOf(userId, eventId, date);
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
      const existing = await occurrenceOf(userId, eventId, date);
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
      if (!takesRsvp(existing.actionType)) throw new Invalid(EVENT_KIND_TEXTS.rsvpOnlyMeetings, 'response');
      if (existing.isCompleted) throw new Conflict(CHAT_TEXTS.eventAlreadyCompleted);
      await chatRepo.setRsvp(db, eventId, userId, response);
      return changed(existing, userId);
    },
  };
}
