/* Chat groups: creating one, the list, members (re-exported by chat.ts: @krug/contract/chat). */
import { z } from 'zod';
import { color, optional } from './chat-fields.ts';
import { ADD_MEMBERS_MAX, CHAT_TEXTS, DIRECT_TEXTS, GROUP_TYPES, type GroupType } from './chat-texts.ts';
import { Id } from './common.ts';
import { INVITATION_TEXTS } from './invitations-texts.ts';

/** Group types whose events the family module's calendar gathers (spec §7). */
export const FAMILY_CALENDAR_GROUP_TYPES: GroupType[] = ['FAMILY', 'RELATIVES', 'CUSTOM'];
export const CHAT_ROLES = ['ADMIN', 'MEMBER'] as const;

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
