import { type UpdateMeBody, type UpdateMeResponse, WORK_TEXTS } from '@krug/contract/work';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { applied, type Out, toChangeRequest, type WorkContext } from './work.context.ts';
import { appliesDirectly, canDecideChange } from './work.policy.ts';
import { type ChangeRequestValues, workRepo } from './work.repo.ts';

/** A member's own changes (title at once; role, department, team by request) and their review. */
export function createChangeRequestsActions(ctx: WorkContext) {
  const { db, notifications, memberContext, adminContext, departmentOf } = ctx;
  return {
    /**
     * A job title applies at once; role, department and team become change requests (02 §4),
     * except the owner's, which apply at once. An identical pending request is 409 and nothing
     * (not even the title) is written.
     */
    async updateMe(userId: string, orgId: string, b: Out<typeof UpdateMeBody>): Promise<UpdateMeResponse> {
      const { row, me } = await memberContext(orgId, userId);
      const titleChanged = b.job_title !== null && b.job_title !== row.jobTitle;
      const department = await departmentOf(orgId, b.requested_department ?? null, 'requested_department');
      const requests: ChangeRequestValues[] = [];
      if (b.requested_role && b.requested_role !== row.role)
        requests.push({ requestType: 'ROLE_CHANGE', currentRole: row.role, requestedRole: b.requested_role });
      if (department && department !== row.department)
        requests.push({
          requestType: 'DEPARTMENT_CHANGE',
          currentDepartment: row.department,
          requestedDepartment: department,
        });
      if (b.requested_team && b.requested_team !== row.team)
        requests.push({ requestType: 'TEAM_CHANGE', currentTeam: row.team, requestedTeam: b.requested_team });
      if (!titleChanged && requests.length === 0) throw new Invalid(WORK_TEXTS.noChanges);
      const direct = appliesDirectly(me);
      if (!direct && (await workRepo.hasPendingDuplicate(db, orgId, userId, requests)))
        throw new Conflict(WORK_TEXTS.requestDuplicate);
      const apply = {
        ...(titleChanged ? { jobTitle: b.job_title } : {}),
        ...(direct ? Object.assign({}, ...requests.map(applied)) : {}),
      };
      const created = await workRepo.updateMe(
        db,
        orgId,
        userId,
        apply,
        direct ? [] : requests.map((r) => ({ ...r, reason: b.reason })),
      );
      if (!created) throw new Conflict(WORK_TEXTS.requestDuplicate);
      return {
        job_title_updated: titleChanged,
        change_requests_created: created,
        applied: direct ? requests.map((r) => r.requestType as UpdateMeResponse['applied'][number]) : [],
      };
    },

    /** The caller's own change requests, newest first (the personal settings panel shows them). */
    async myChangeRequests(userId: string, orgId: string) {
      const { me } = await memberContext(orgId, userId);
      return (await workRepo.changeRequests(db, orgId, { userId }, userId)).map((r) =>
        toChangeRequest(me, r),
      );
    },

    async changeRequests(userId: string, orgId: string, status: string) {
      const { me } = await adminContext(orgId, userId);
      return (await workRepo.changeRequests(db, orgId, { status }, userId)).map((r) =>
        toChangeRequest(me, r),
      );
    },

    async decideChange(userId: string, orgId: string, id: string, approve: boolean, reason: string | null) {
      const { org, me } = await adminContext(orgId, userId);
      const r = await workRepo.changeRequest(db, orgId, id);
      if (!r) throw new NotFound(WORK_TEXTS.requestNotFound);
      if (!canDecideChange(me, r.userId)) throw new Forbidden(WORK_TEXTS.ownRequest);
      if (r.status !== 'PENDING') throw new Conflict(WORK_TEXTS.requestDecided);
      // The department may have been removed since the request was sent.
      if (approve && r.requestType === 'DEPARTMENT_CHANGE')
        await departmentOf(orgId, r.requestedDepartment, 'requested_department');
      const apply = applied(r);
      const ok = approve
        ? await workRepo.approveChange(db, id, apply, orgId, r.userId)
        : await workRepo.rejectChange(db, id, reason);
      if (!ok) throw new Conflict(WORK_TEXTS.requestDecided);
      await notifications.notify({
        userId: r.userId,
        actorId: userId,
        type: 'request_decided',
        text: approve
          ? `Ваш запрос в «${org.name}» одобрен`
          : `Ваш запрос в «${org.name}» отклонён${reason ? `: ${reason}` : ''}`,
        link: { kind: 'organization', id: orgId },
      });
    },
  };
}
