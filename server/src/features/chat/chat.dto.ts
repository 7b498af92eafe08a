import {
  type ChatMessage,
  type CreateEventBody,
  type EventParticipant,
  type MessageQuote,
  type MessageReaction,
  QUOTE_CHARS,
  type RsvpCounts,
  type RsvpResponse,
  type ScheduledAction,
} from '@krug/contract/chat';
import { formatRrule, normalizeRule, parseRrule } from '@krug/contract/recurrence';
import { REPORT_TEXTS } from '@krug/contract/reports';
import type { z } from 'zod';
import type { ChatMessageRow, ScheduledActionRow } from '../../db/schema/index.ts';

export type CreateEvent = z.output<typeof CreateEventBody>;

export const iso = (v: Date | string) => new Date(v).toISOString();

export const NO_ANSWERS: RsvpCounts = { going: 0, maybe: 0, not_going: 0 };

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
export const eventValues = (body: CreateEvent) => ({
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

/** What a listed message carries besides its row and sender (issue 31); absent parts read as none. */
export interface MessageExtras {
  replyId?: string | null;
  replyContent?: string | null;
  replyDeletedAt?: Date | string | null;
  replyFirstName?: string | null;
  replyLastName?: string | null;
  reactions?: MessageReaction[] | null;
  myReaction?: string | null;
}

/** The quote above a reply: the original's author and its first QUOTE_CHARS characters. */
export function quoteOf(x: MessageExtras): MessageQuote | null {
  if (!x.replyId) return null;
  const deleted = !!x.replyDeletedAt;
  const content = x.replyContent ?? '';
  return {
    id: x.replyId,
    author_name: x.replyFirstName ? `${x.replyFirstName} ${x.replyLastName ?? ''}`.trim() : null,
    text: deleted ? '' : content.length > QUOTE_CHARS ? `${content.slice(0, QUOTE_CHARS)}…` : content,
    deleted,
  };
}

export const toMessageDto = (
  m: ChatMessageRow,
  sender: {
    firstName: string | null;
    lastName: string | null;
    profilePicture: string | null;
  } & MessageExtras,
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
  content: m.deletedAt ? '' : m.content,
  message_type: 'TEXT',
  created_at: m.createdAt.toISOString(),
  moderation: m.hiddenAt
    ? { hidden_at: m.hiddenAt.toISOString(), note: m.hiddenNote ?? REPORT_TEXTS.hiddenNoNote }
    : null,
  reply_to: quoteOf(sender),
  edited_at: m.editedAt ? m.editedAt.toISOString() : null,
  deleted: !!m.deletedAt,
  forwarded_from: m.forwardedFrom ?? null,
  reactions: m.deletedAt ? [] : (sender.reactions ?? []),
  my_reaction: m.deletedAt ? null : (sender.myReaction ?? null),
});
