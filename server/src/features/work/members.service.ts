import { type Member, type UpdateMemberBody, WORK_TEXTS } from '@krug/contract/work';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { asMembership, type Out, toMember, type WorkContext } from './work.context.ts';
import { canEditMember, canLeave, canRemoveMember, canTransfer } from './work.policy.ts';
import { workRepo } from './work.repo.ts';

/** The member list, editing and removing members, leaving and handing over ownership. */
export function createMembersActions(ctx: WorkContext) {
  const { db, memberContext, departmentOf } = ctx;

  async function members(userId: string, orgId: string) {
    const { org } = await memberContext(orgId, userId);
    const list = (await workRepo.members(db, orgId, userId)).map((r) => toMember(r, org.ownerId));
    const departments: Record<string, Member[]> = {};
    for (const m of list) {
      const key = m.department ?? 'Без отдела';
      departments[key] = [...(departments[key] ?? []), m];
    }
    return { members: list, departments };
  }

  return {
    members,

    async updateMember(userId: string, orgId: string, targetId: string, b: Out<typeof UpdateMemberBody>) {
      const { org, me } = await memberContext(orgId, userId);
      const targetRow = await workRepo.membership(db, orgId, targetId);
      const target = asMembership(org, targetRow);
      if (!targetRow || !target) throw new NotFound(WORK_TEXTS.memberNotFound);
      if (!canEditMember(me, target, { isAdmin: b.is_admin })) {
        throw new Forbidden(target.isOwner ? WORK_TEXTS.ownerProtected : WORK_TEXTS.adminOnly);
      }
      const changes = {
        role: b.role,
        customRoleName: b.custom_role_name,
        department: b.department === undefined ? undefined : await departmentOf(orgId, b.department),
        team: b.team,
        jobTitle: b.job_title,
        canInvite: b.can_invite,
        canPost: b.can_post,
        isAdmin: b.is_admin,
      };
      // A body naming no field has nothing to write (and an empty SET is invalid SQL).
      if (Object.values(changes).every((v) => v === undefined)) throw new Invalid(WORK_TEXTS.noChanges);
      await workRepo.updateMember(db, orgId, targetId, changes);
      return members(userId, orgId);
    },

    async removeMember(userId: string, orgId: string, targetId: string) {
      const { org, me } = await memberContext(orgId, userId);
      const target = asMembership(org, await workRepo.membership(db, orgId, targetId));
      if (!target) throw new NotFound(WORK_TEXTS.memberNotFound);
      if (!canRemoveMember(me, target)) {
        throw new Forbidden(
          target.isOwner
            ? WORK_TEXTS.ownerProtected
            : target.userId === userId
              ? WORK_TEXTS.selfProtected
              : WORK_TEXTS.adminOnly,
        );
      }
      await workRepo.removeMember(db, orgId, targetId);
    },

    async leave(userId: string, orgId: string) {
      const { me } = await memberContext(orgId, userId);
      if (!canLeave(me)) throw new Conflict(WORK_TEXTS.ownerMustTransfer);
      await workRepo.removeMember(db, orgId, userId);
    },

    async transfer(userId: string, orgId: string, newOwnerId: string | null | undefined) {
      const { org, me } = await memberContext(orgId, userId);
      if (!canTransfer(me)) throw new Forbidden(WORK_TEXTS.ownerOnly);
      if (!newOwnerId) throw new Invalid(WORK_TEXTS.newOwnerRequired);
      const candidate = asMembership(org, await workRepo.membership(db, orgId, newOwnerId));
      if (!candidate?.isAdmin || candidate.isOwner) throw new Invalid(WORK_TEXTS.newOwnerNotAdmin);
      await workRepo.transfer(db, orgId, newOwnerId);
    },
  };
}
