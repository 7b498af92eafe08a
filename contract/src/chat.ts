import { z } from 'zod';
import { MessageAttachments, MessageMediaIds } from './chat-attachments.ts';
import {
  ADD_MEMBERS_MAX,
  CHAT_TEXTS,
  CREATABLE_GROUP_TYPES,
  DIRECT_TEXTS,
  GROUP_TYPE_LABELS,
  GROUP_TYPES,
  type GroupType,
  INVITEE_MAX_LENGTH,
  INVITEE_TEXTS,
  INVITEES_MAX,
  INVITEES_TEXT_MAX_LENGTH,
  MESSAGE_DELETE_WINDOW_HOURS,
  MESSAGE_EDIT_WINDOW_HOURS,
  MESSAGE_MAX,
  MESSAGE_TEXTS,
  QUOTE_CHARS,
} from './chat-texts.ts';
import { Id, IsoDate } from './common.ts';
import type { HomeLiveEvent } from './home.ts';
import { INVITATION_TEXTS } from './invitations-texts.ts';
import { CHAT_PREVIEW_CHARS } from './limits.ts';
import { DEFAULT_MODULE_COLOR } from './modules.ts';
import { PageQuery } from './pagination.ts';
import { ALL_REACTIONS } from './posts-texts.ts';
import {
  dayNumber,
  FREQS,
  RANGE_MAX_DAYS,
  RECURRENCE_TEXTS,
  Recurrence,
  recurrenceIssues,
  WEEKDAYS,
} from './recurrence.ts';
import { Moderation } from './reports.ts';

export {
  ADD_MEMBERS_MAX,
  CHAT_TEXTS,
  CREATABLE_GROUP_TYPES,
  DIRECT_TEXTS,
  GROUP_TYPE_LABELS,
  GROUP_TYPES,
  type GroupType,
  INVITEE_MAX_LENGTH,
  INVITEE_TEXTS,
  INVITEES_MAX,
  INVITEES_TEXT_MAX_LENGTH,
  MESSAGE_DELETE_WINDOW_HOURS,
  MESSAGE_EDIT_WINDOW_HOURS,
  MESSAGE_MAX,
  MESSAGE_TEXTS,
  QUOTE_CHARS,
};

/** Group types whose events the family module's calendar gathers (spec §7). */
export const FAMILY_CALENDAR_GROUP_TYPES: GroupType[] = ['FAMILY', 'RELATIVES', 'CUSTOM'];
export const ACTION_TYPES = ['REMINDER', 'BIRTHDAY', 'APPOINTMENT', 'EVENT'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const CHAT_ROLES = ['ADMIN', 'MEMBER'] as const;

const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: CHAT_TEXTS.colorInvalid })
  .default(DEFAULT_MODULE_COLOR);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Максимум ${max} символов` })
    .nullish()
    .transform((v) => v || null);

export const CreateGroupBody = z.object({
  name: z
    .string({ message: CHAT_TEXTS.nameRequired })
    .trim()
    .min(1, { message: CHAT_TEXTS.nameRequired })
    .max(100, { message: 'Максимум 100 символов' }),
  description: optional(500),
  group_type: z
    .enum(GROUP_TYPES, { message: 'Недопустимый тип группы' })
    .refine((t) => t !== 'DIRECT', { message: DIRECT_TEXTS.directNotCreatable })
    .refine((t) => t !== 'FAMILY', { message: INVITATION_TEXTS.familyGroupNotCreatable })
    .default('CUSTOM'),
  color_code: color,
  member_ids: z.array(Id).max(200, { message: 'Слишком много участников' }).default([]),
});
export type CreateGroupBody = z.input<typeof CreateGroupBody>;

export const ChatGroup = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  group_type: z.enum(GROUP_TYPES),
  color_code: z.string(),
});
/** The other person of a DIRECT group, shown instead of the group's name (null when their account is gone). */
export const ChatPeer = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});
export type ChatPeer = z.infer<typeof ChatPeer>;
export const ChatGroupEntry = z.object({
  group: ChatGroup,
  member_count: z.number().int(),
  user_role: z.enum(CHAT_ROLES),
  latest_message: z.object({ content: z.string(), created_at: z.string() }).nullable(),
  /** Messages by others after the viewer's `last_read_at` (or after they joined, before any read). */
  unread_count: z.number().int(),
  /** For a DIRECT group, the other person; null for other groups. */
  peer: ChatPeer.nullable(),
  /** Abilities (chat.policy.ts): POST …/members is allowed (its ADMIN, not a FAMILY or DIRECT group). */
  can_add_members: z.boolean(),
  /** DELETE …/members/{me} is allowed (not a FAMILY group: that follows the family). */
  can_leave: z.boolean(),
  /** Issue 31: until when the viewer muted the group (MUTED_FOREVER: for good); null or absent: not muted. */
  muted_until: z.string().nullable().optional(),
});
export type ChatGroupEntry = z.infer<typeof ChatGroupEntry>;
export const ChatGroupsResponse = z.object({ chat_groups: z.array(ChatGroupEntry) });

/** GET /api/chat-groups/unread: unread messages over all of the user's groups (the navigation badge). */
export const UnreadTotalResponse = z.object({ total: z.number().int() });
/** POST /api/chat-groups/{groupId}/read: read up to a message (its time), or everything up to now. */
export const MarkReadBody = z.object({ message_id: Id.optional() }).default({});
export const MarkReadResponse = z.object({
  group_id: Id,
  last_read_at: z.string(),
  unread_count: z.number().int(),
});
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

export const ChatMember = z.object({
  user_id: Id,
  first_name: z.string(),
  last_name: z.string(),
  /** The member's photo (`/api/users/avatars/<uuid>.webp`), null without one. */
  profile_picture: z.string().nullable(),
  role: z.enum(CHAT_ROLES),
});
export type ChatMember = z.infer<typeof ChatMember>;
export const ChatMembersResponse = z.object({ members: z.array(ChatMember) });

/** Someone asked into a group who was invited rather than added (CONTRACT §4 "Consent, continued"). */
export const InvitedPerson = z.object({ id: Id, first_name: z.string(), last_name: z.string() });
export type InvitedPerson = z.infer<typeof InvitedPerson>;
/**
 * POST /api/chat-groups: the creator's entry of the new group, and who was invited rather than
 * added (they join when they accept, in GET /api/invitations).
 */
export const CreateGroupResponse = ChatGroupEntry.extend({ invited: z.array(InvitedPerson) });
export type CreateGroupResponse = z.infer<typeof CreateGroupResponse>;
/** POST /api/chat-groups/{groupId}/members: the members now, and who was invited rather than added. */
export const AddMembersResponse = ChatMembersResponse.extend({ invited: z.array(InvitedPerson) });
export type AddMembersResponse = z.infer<typeof AddMembersResponse>;

/** POST /api/chat-groups/{groupId}/members: the group's ADMIN adds registered users (1..50). */
export const AddMembersBody = z.object({
  user_ids: z
    .array(Id, { message: CHAT_TEXTS.addMembersRequired })
    .min(1, { message: CHAT_TEXTS.addMembersRequired })
    .max(ADD_MEMBERS_MAX, { message: CHAT_TEXTS.addMembersTooMany }),
});
export type AddMembersBody = z.input<typeof AddMembersBody>;

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

const eventTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: CHAT_TEXTS.timeInvalid })
  .or(z.literal(''))
  .nullish()
  .transform((v) => v || null);
const CreateEventBodyBase = z.object({
  title: z
    .string({ message: CHAT_TEXTS.titleRequired })
    .trim()
    .min(1, { message: CHAT_TEXTS.titleRequired })
    .max(200, { message: 'Максимум 200 символов' }),
  description: optional(2000),
  action_type: z.enum(ACTION_TYPES, { message: CHAT_TEXTS.actionTypeInvalid }).default('EVENT'),
  scheduled_date: z
    .string({ message: CHAT_TEXTS.dateRequired })
    .min(1, { message: CHAT_TEXTS.dateRequired })
    // An ISO timestamp is accepted too; its date part is what counts.
    .transform((s) => s.slice(0, 10))
    .pipe(IsoDate),
  scheduled_time: eventTime,
  location: optional(300),
  /** Who is invited, as a list of names or one comma-separated text; bounded (issue 29 §5). */
  invitees: z
    .union([z.string(), z.array(z.string())], { message: INVITEE_TEXTS.invalid })
    .nullish()
    .superRefine((v, ctx) => {
      const problem = Array.isArray(v)
        ? v.length > INVITEES_MAX
          ? INVITEE_TEXTS.tooMany
          : v.some((name) => name.length > INVITEE_MAX_LENGTH)
            ? INVITEE_TEXTS.nameTooLong
            : v.join(', ').length > INVITEES_TEXT_MAX_LENGTH
              ? INVITEE_TEXTS.textTooLong
              : null
        : (v?.length ?? 0) > INVITEES_TEXT_MAX_LENGTH
          ? INVITEE_TEXTS.textTooLong
          : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => (Array.isArray(v) ? v.join(', ') : v || null)),
  color_code: color,
  /** Issue 21: how the event repeats (null or absent: it does not). */
  recurrence: Recurrence.nullish().transform((v) => v ?? null),
});
/** The rule's checks against the event's first date (UNTIL not before it, UNTIL xor COUNT, BYDAY weekly). */
const withRuleChecks = <T extends z.ZodType<{ scheduled_date: string; recurrence: Recurrence | null }>>(
  schema: T,
) =>
  schema.superRefine((body, ctx) => {
    if (!body.recurrence) return;
    for (const issue of recurrenceIssues(body.recurrence, body.scheduled_date))
      ctx.addIssue({ code: 'custom', path: ['recurrence', issue.path], message: issue.message });
  });
/** `POST /api/chat-groups/{id}/scheduled-actions`. */
export const CreateEventBody = withRuleChecks(CreateEventBodyBase);
export type CreateEventBody = z.input<typeof CreateEventBody>;
/** `PUT /api/scheduled-actions/{id}`: the whole event (the series, for a recurring one) is replaced. */
export const UpdateEventBody = CreateEventBody;
export type UpdateEventBody = CreateEventBody;

export const EventParticipant = z.object({ user_id: Id, first_name: z.string(), last_name: z.string() });
export type EventParticipant = z.infer<typeof EventParticipant>;

/** An invitee's answer (issue 21): «Пойду» / «Может быть» / «Не пойду»; «Присоединиться» is `going`. */
export const RSVP_RESPONSES = ['going', 'maybe', 'not_going'] as const;
export const RsvpResponse = z.enum(RSVP_RESPONSES);
export type RsvpResponse = z.infer<typeof RsvpResponse>;
export const RsvpBody = z.object({ response: RsvpResponse });
export type RsvpBody = z.infer<typeof RsvpBody>;
export const RsvpCounts = z.object({
  going: z.number().int(),
  maybe: z.number().int(),
  not_going: z.number().int(),
});
export type RsvpCounts = z.infer<typeof RsvpCounts>;

/** The rule as answered (see recurrence.ts). */
export const RecurrenceDto = z.object({
  freq: z.enum(FREQS),
  interval: z.number().int(),
  until: z.string().nullable(),
  count: z.number().int().nullable(),
  by_day: z.array(z.enum(WEEKDAYS)),
});

export const ScheduledAction = z.object({
  id: Id,
  group_id: Id,
  title: z.string(),
  description: z.string().nullable(),
  action_type: z.enum(ACTION_TYPES),
  scheduled_date: z.string(),
  scheduled_time: z.string().nullable(),
  location: z.string().nullable(),
  invitees: z.string().nullable(),
  color_code: z.string(),
  is_completed: z.boolean(),
  created_at: z.string(),
  /** Who created the event (null once their account is gone): they, or a group ADMIN, complete it. */
  created_by: Id.nullable(),
  /** Who pressed «Присоединиться», in the order they joined. */
  participants: z.array(EventParticipant),
  /** How many members answered each way (participants are the `going` ones). */
  rsvp_counts: RsvpCounts,
  /** The caller's own answer, null before they answer. */
  my_rsvp: RsvpResponse.nullable(),
  /**
   * How the event repeats (issue 21); null (or absent, for clients written before it): once.
   * Answers and reminders are per series, not per occurrence.
   */
  recurrence: RecurrenceDto.nullish(),
  /**
   * Ability (chat.policy.ts editEvent): the caller may edit, delete, complete it and move or
   * cancel its occurrences — its creator or a group ADMIN.
   */
  can_edit: z.boolean(),
});
export type ScheduledAction = z.infer<typeof ScheduledAction>;

/**
 * One occurrence of an event in a date range (issue 21): a non-recurring event is its own single
 * occurrence. `occurrence_date` is the rule's date (what exceptions are keyed by); the effective
 * date and time are where it takes place (`moved` when an exception moved it).
 */
export const EventOccurrence = z.object({
  action_id: Id,
  occurrence_date: z.string(),
  scheduled_date: z.string(),
  scheduled_time: z.string().nullable(),
  moved: z.boolean(),
});
export type EventOccurrence = z.infer<typeof EventOccurrence>;
export const ScheduledActionsResponse = z.object({
  scheduled_actions: z.array(ScheduledAction),
  /** With `?from=&to=`: the occurrences in the range, by effective date and time. */
  occurrences: z.array(EventOccurrence).optional(),
});

/** `?from=&to=` (both or neither; inclusive, at most 400 days): expand the events in that range. */
export const EventRangeQuery = z
  .object({ from: IsoDate.optional(), to: IsoDate.optional() })
  .refine(
    (q) =>
      (q.from === undefined) === (q.to === undefined) &&
      (!q.from || !q.to || (q.from <= q.to && dayNumber(q.to) - dayNumber(q.from) < RANGE_MAX_DAYS)),
    { message: RECURRENCE_TEXTS.rangeInvalid },
  );

/** `PUT /api/scheduled-actions/{id}/occurrences/{date}`: move one occurrence (time empty: the series' time). */
export const MoveOccurrenceBody = z.object({
  scheduled_date: IsoDate,
  scheduled_time: eventTime,
});
export type MoveOccurrenceBody = z.input<typeof MoveOccurrenceBody>;
export const OccurrenceParams = z.object({ id: Id, date: IsoDate });

/** The chat list preview (spec §9): the last message cut to 30 characters plus an ellipsis. */
export function messagePreview(content: string | null | undefined): string {
  if (!content) return CHAT_TEXTS.noMessages;
  return content.length > CHAT_PREVIEW_CHARS ? `${content.slice(0, CHAT_PREVIEW_CHARS)}...` : content;
}

/** `scheduled_time` is shown as its first 5 characters (HH:MM). */
export const shortTime = (time: string | null) => (time ? time.slice(0, 5) : '');

/** Soon = dated now or later and not completed (spec §4); `today` is YYYY-MM-DD, `now` HH:MM. */
export function isSoon(
  e: Pick<ScheduledAction, 'scheduled_date' | 'scheduled_time' | 'is_completed'>,
  today: string,
  now: string,
) {
  if (e.is_completed) return false;
  if (e.scheduled_date > today) return true;
  if (e.scheduled_date < today) return false;
  return !e.scheduled_time || shortTime(e.scheduled_time) >= now;
}

/** Group list time label (spec §9): within 24 h the time; within 7 days the short weekday; else day and month. */
export function groupTimeLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const age = now.getTime() - date.getTime();
  if (age < 24 * 3600_000) return date.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });
  if (age < 7 * 24 * 3600_000) return date.toLocaleDateString('ru-RU', { weekday: 'short' });
  return date.toLocaleDateString('ru-RU', { day: 'numeric', month: 'short' });
}

/**
 * What the web app says on GET /api/ws (issue 35 §3): the conversation this tab shows while it is
 * visible (`group_id: null` when none), so no push goes out for a chat being read.
 */
export type LiveClientFrame = { type: 'viewing'; group_id: string | null };

/** Live events pushed on GET /api/ws (CONTRACT §5). */
export type LiveEvent =
  | { type: 'chat.message'; group_id: string; message: ChatMessage }
  | { type: 'event.changed'; group_id: string; event: ScheduledAction }
  /** An event (a whole series) was deleted (issue 21). */
  | { type: 'event.deleted'; group_id: string; event_id: string }
  | { type: 'notification'; notification: unknown }
  | { type: 'chat.refetch'; group_id: string }
  /** The user was added to a group (created with them, or added later): it joins their list. */
  | { type: 'chat.group_added'; group_id: string }
  /** The user left (or was removed from) a group: it leaves their list. */
  | { type: 'chat.group_removed'; group_id: string }
  /** Someone joined or left a group the user is in: its members and count change. */
  | { type: 'chat.members_changed'; group_id: string }
  /** The user read a group in another tab or device: unread badges follow. */
  | { type: 'chat.read'; group_id: string; unread_count: number }
  /** Another member is typing in a group (at most one every 2 s per person and group). */
  | { type: 'chat.typing'; group_id: string; user_id: string; first_name: string }
  /** A message's text was edited (issue 31). */
  | { type: 'chat.message_edited'; group_id: string; message_id: string; content: string; edited_at: string }
  /** A message was deleted for everyone (issue 31). */
  | { type: 'chat.message_deleted'; group_id: string; message_id: string }
  /** A message's reactions changed; `user_id` reacted with `emoji` (null: took theirs back). */
  | {
      type: 'chat.reactions';
      group_id: string;
      message_id: string;
      reactions: MessageReaction[];
      user_id: string;
      emoji: string | null;
    }
  /** Another member read the group up to `last_read_at`: the ticks of own messages follow. */
  | { type: 'chat.read_mark'; group_id: string; mark: ReadMark }
  | { type: 'ready' }
  /**
   * The user's password changed: every open socket closes and reconnects with the current token.
   * With `session_ids`, only the sockets of those sessions close (they were signed out).
   */
  | { type: 'session.ended'; session_ids?: string[] }
  /** A friend of the user came online (first live socket) or went offline (last one closed). */
  | { type: 'presence.changed'; user_id: string; online: boolean; last_seen_at?: string | null }
  /** A shared list, chores or the meal plan of a family or household changed (issue 34 §2). */
  | HomeLiveEvent;
