import {
  type AddMembersResponse,
  CHAT_TEXTS,
  type ChatGroupEntry,
  type CreateGroupBody,
  type CreateGroupResponse,
  DIRECT_TEXTS,
  type InvitedPerson,
} from '@krug/contract/chat';
import { CHAT_ATTACHMENT_TEXTS } from '@krug/contract/chat-attachments';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { PEOPLE_TEXTS } from '@krug/contract/people';
import { pastVerb } from '@krug/contract/russian-names';
import type { z } from 'zod';
import { usersRepo } from '../../identity/users.repo.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { blockAnswer } from '../people/people.policy.ts';
import type { ChatContext } from './chat.context.ts';
import { iso } from './chat.dto.ts';
import { addMembers, directKey, groupAddConsent, leaveGroup, openDirect } from './chat.policy.ts';
import { chatRepo } from './chat.repo.ts';

type CreateGroup = z.output<typeof CreateGroupBody>;

/** The caller's groups, direct conversations, creating groups, their members, and leaving. */
export function createChatGroupsActions(ctx: ChatContext) {
  const { db, live, notifications, inviteBudget, member, broadcast } = ctx;

  /** Tells new members live (their list gains the group) and notifies them; the others see new members. */
  async function announceAdded(actorId: string, group: { id: string; name: string }, added: string[]) {
    const newcomers = added.filter((id) => id !== actorId);
    if (newcomers.length === 0) return;
    const actor = await usersRepo.findById(db, actorId);
    const text = `${actor?.firstName ?? ''} ${actor?.lastName ?? ''} ${pastVerb('добавил', actor?.gender)} вас в группу «${group.name}»`;
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

  /**
   * Who of the people asked in is added at once and who invited (CONTRACT §4 "Consent,
   * continued"): 422 for an unknown id, 403 naming one who allows nobody, 429 when the invitations
   * do not fit the caller's budget; nothing is written before these answers.
   */
  async function consentOf(adderId: string, ids: string[]) {
    const wanted = [...new Set(ids)].filter((id) => id !== adderId);
    const found = await chatRepo.candidates(db, adderId, wanted);
    if (found.length !== wanted.length) throw new Invalid(CHAT_TEXTS.memberNotFound);
    const add: string[] = [];
    const invite: typeof found = [];
    for (const person of found) {
      // CONTRACT §8: nobody is asked in across a block; to the blocked, the blocker is unknown.
      const across = blockAnswer(person.block);
      if (across === 'not-found') throw new Invalid(CHAT_TEXTS.memberNotFound);
      if (across === 'forbidden') throw new Forbidden(PEOPLE_TEXTS.youBlocked);
      const verdict = groupAddConsent(person);
      if (verdict === 'refuse')
        throw new Forbidden(INVITATION_TEXTS.addsNobody(`${person.firstName} ${person.lastName}`.trim()));
      if (verdict === 'add') add.push(person.id);
      else invite.push(person);
    }
    await inviteBudget.spend(adderId, invite.length);
    return { add, invite };
  }

  const toInvited = (p: { id: string; firstName: string; lastName: string }): InvitedPerson => ({
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
  });

  /** Each newly invited person hears of it (the notification links to their invitations). */
  async function announceInvited(
    actorId: string,
    group: { name: string },
    invited: { id: string; userId: string | null }[],
  ) {
    if (invited.length === 0) return;
    const actor = await usersRepo.findById(db, actorId);
    const text = INVITATION_TEXTS.invitedToGroup(
      `${actor?.firstName ?? ''} ${actor?.lastName ?? ''}`.trim(),
      group.name,
    );
    await notifications.notifyMany(
      invited.flatMap((i) =>
        i.userId
          ? [
              {
                userId: i.userId,
                actorId,
                type: 'invitation' as const,
                text,
                link: { kind: 'invitations', id: i.id },
              },
            ]
          : [],
      ),
    );
  }

  async function groups(userId: string): Promise<ChatGroupEntry[]> {
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
          ? {
              content: r.latestContent || CHAT_ATTACHMENT_TEXTS.attachmentPreview,
              created_at: iso(r.latestAt),
            }
          : null,
      unread_count: r.unread,
      peer: r.peer,
      can_add_members: addMembers({ role: r.role }, r.group) === 'allowed',
      can_leave: leaveGroup({ role: r.role }, userId, userId, r.group) === 'allowed',
      muted_until: r.mutedUntil ? r.mutedUntil.toISOString() : null,
    }));
  }

  /** The caller's entry of one group (just created or opened). */
  async function entryOf(userId: string, groupId: string) {
    const entry = (await groups(userId)).find((g) => g.group.id === groupId);
    if (!entry) throw new Error('group not found after writing it');
    return entry;
  }

  async function members(userId: string, groupId: string) {
    await member(userId, groupId);
    const rows = await chatRepo.members(db, groupId);
    return rows.map((m) => ({
      user_id: m.userId,
      first_name: m.firstName,
      last_name: m.lastName,
      profile_picture: m.profilePicture,
      role: m.role,
    }));
  }

  return {
    groups,

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
      const verdict = openDirect({ isSelf: false, ...target, exists: !!existing });
      if (verdict === 'not-found') throw new NotFound(DIRECT_TEXTS.userNotFound);
      if (verdict === 'blocked-by-me') throw new Forbidden(PEOPLE_TEXTS.youBlocked);
      if (verdict === 'forbidden') throw new Forbidden(DIRECT_TEXTS.directForbidden);
      const opened = await chatRepo.openDirect(
        db,
        key,
        { name: DIRECT_TEXTS.directName, createdBy: userId },
        [userId, targetId],
      );
      if (opened.added.length > 0)
        await live.publish(opened.added, { type: 'chat.group_added', group_id: opened.group.id });
      return { entry: await entryOf(userId, opened.group.id), created: opened.created };
    },

    /**
     * Creates the group with the caller as its ADMIN; each person asked in is added or invited as
     * they allow (CONTRACT §4 "Consent, continued"). A FAMILY group is only a family's own (422 in
     * the contract). Answers the caller's entry and who was invited.
     */
    async createGroup(userId: string, body: CreateGroup): Promise<CreateGroupResponse> {
      const { add, invite } = await consentOf(userId, body.member_ids);
      const { group, invited } = await chatRepo.createGroup(
        db,
        {
          name: body.name,
          description: body.description,
          groupType: body.group_type,
          colorCode: body.color_code,
          createdBy: userId,
        },
        userId,
        add,
        invite.map((p) => p.id),
      );
      await announceAdded(userId, group, add);
      await announceInvited(userId, group, invited);
      return { ...(await entryOf(userId, group.id)), invited: invite.map(toInvited) };
    },

    members,

    /**
     * The group's ADMIN asks registered users in (see chat.policy.ts addMembers): each is added or
     * invited as they allow. Answers the members and who was invited rather than added.
     */
    async addMembers(userId: string, groupId: string, userIds: string[]): Promise<AddMembersResponse> {
      const group = await chatRepo.findGroup(db, groupId);
      const membership = group ? await chatRepo.membership(db, groupId, userId) : undefined;
      const verdict = group ? addMembers(membership, group) : 'not-member';
      if (verdict === 'not-member' || !group) throw new NotFound(CHAT_TEXTS.groupNotFound);
      if (verdict === 'not-admin') throw new Forbidden(CHAT_TEXTS.onlyAdminAdds);
      if (verdict === 'family-group') throw new Conflict(CHAT_TEXTS.familyGroupMembers);
      if (verdict === 'direct-group') throw new Invalid(DIRECT_TEXTS.directNoMembers);
      const current = new Set(await chatRepo.memberIds(db, groupId));
      const { add, invite } = await consentOf(
        userId,
        userIds.filter((id) => !current.has(id)),
      );
      const { added, invited } = await chatRepo.addMembers(
        db,
        groupId,
        add,
        invite.map((p) => p.id),
        userId,
      );
      await announceAdded(userId, group, added);
      await announceInvited(userId, group, invited);
      return { members: await members(userId, groupId), invited: invite.map(toInvited) };
    },

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
  };
}
