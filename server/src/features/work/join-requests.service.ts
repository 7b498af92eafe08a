import { JOINED_ROLE, type Organization, WORK_TEXTS } from '@krug/contract/work';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import type { WorkContext } from './work.context.ts';
import { canDecideJoin } from './work.policy.ts';
import { workRepo } from './work.repo.ts';

/** Asking to join an organization, and the admins' answers. */
export function createJoinRequestsActions(ctx: WorkContext) {
  const { db, notifications, context, adminContext, name } = ctx;
  return {
    async requestJoin(userId: string, orgId: string, message: string | null) {
      const { org, row } = await context(orgId, userId);
      if (row) throw new Conflict(WORK_TEXTS.alreadyMember);
      if (org.isPrivate && !org.allowPublicDiscovery) throw new NotFound(WORK_TEXTS.notFound);
      const id = await workRepo.requestJoin(db, orgId, userId, message);
      if (!id) throw new Conflict(WORK_TEXTS.requestPending);
      const admins = await workRepo.adminIds(db, orgId);
      const text = `${await name(userId)} просит принять его в «${org.name}»`;
      await notifications.notifyMany(
        admins.map((adminId) => ({
          userId: adminId,
          actorId: userId,
          type: 'join_request' as const,
          text,
          link: { kind: 'organization', id: orgId },
        })),
      );
      return { message: WORK_TEXTS.joinSent, id };
    },

    async joinRequests(userId: string, orgId: string) {
      const { me } = await adminContext(orgId, userId);
      return (await workRepo.pendingJoinRequests(db, orgId)).map(({ r, firstName, lastName, email }) => ({
        id: r.id,
        user_id: r.userId,
        user_name: `${firstName} ${lastName}`,
        user_email: email,
        message: r.message,
        requested_at: r.requestedAt.toISOString(),
        can_decide: canDecideJoin(me),
      }));
    },

    async decideJoin(userId: string, requestId: string, approve: boolean, reason: string | null) {
      const r = await workRepo.joinRequest(db, requestId);
      if (!r) throw new NotFound(WORK_TEXTS.requestNotFound);
      const { org, me } = await adminContext(r.orgId, userId);
      if (!canDecideJoin(me)) throw new Forbidden(WORK_TEXTS.adminOnly);
      if (r.status !== 'pending') throw new Conflict(WORK_TEXTS.requestDecided);
      const ok = approve
        ? await workRepo.approveJoin(db, requestId, {
            orgId: r.orgId,
            userId: r.userId,
            role: JOINED_ROLE,
            canPost: true,
          })
        : await workRepo.rejectJoin(db, requestId, reason);
      if (!ok) throw new Conflict(WORK_TEXTS.requestDecided);
      await notifications.notify({
        userId: r.userId,
        actorId: userId,
        type: 'request_decided',
        text: approve
          ? `Вас приняли в «${org.name}»`
          : `Запрос в «${org.name}» отклонён${reason ? `: ${reason}` : ''}`,
        link: { kind: 'organization', id: r.orgId },
      });
    },

    async myJoinRequests(userId: string) {
      return (await workRepo.myJoinRequests(db, userId)).map(({ r, name: orgName, type }) => ({
        id: r.id,
        organization_id: r.orgId,
        organization_name: orgName,
        organization_type: type as Organization['organization_type'],
        message: r.message,
        requested_at: r.requestedAt.toISOString(),
        reviewed_at: r.reviewedAt?.toISOString() ?? null,
        rejection_reason: r.rejectionReason,
        status: r.status,
      }));
    },

    async cancelJoin(userId: string, requestId: string) {
      const r = await workRepo.joinRequest(db, requestId);
      if (!r || r.userId !== userId) throw new NotFound(WORK_TEXTS.requestNotFound);
      await workRepo.deleteJoinRequest(db, requestId);
    },

    hasPending: (userId: string, orgId: string) => workRepo.hasPending(db, orgId, userId),
  };
}
