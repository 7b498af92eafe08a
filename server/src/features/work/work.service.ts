import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { BANNER_AVATAR_MAX_BYTES } from '@krug/contract/limits';
import {
  type ChangeRequest,
  type CreateOrganizationBody,
  type InviteBody,
  JOINED_ROLE,
  type Member,
  type Organization,
  type SearchBody,
  type UpdateMeBody,
  type UpdateMemberBody,
  type UpdateMeResponse,
  type UpdateOrganizationBody,
  WORK_TEXTS,
} from '@krug/contract/work';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { OrganizationRow, OrgMemberRow } from '../../db/schema/index.ts';
import { decodeImageDataUrl } from '../../platform/data-url.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import { readStored, type Storage } from '../../platform/storage.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { usersRepo } from '../users/users.repo.ts';
import {
  appliesDirectly,
  canDecideChange,
  canEditMember,
  canInvite,
  canLeave,
  canManage,
  canRemoveMember,
  canTransfer,
  isHiddenFrom,
  type Membership,
} from './work.policy.ts';
import { type ChangeRequestValues, workRepo } from './work.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;

/** What a change request changes on the member. */
const applied = (r: ChangeRequestValues) =>
  r.requestType === 'ROLE_CHANGE'
    ? { role: r.requestedRole ?? undefined }
    : r.requestType === 'DEPARTMENT_CHANGE'
      ? { department: r.requestedDepartment }
      : { team: r.requestedTeam };

export function createWorkService(deps: {
  db: Db;
  notifications: Notifier;
  storage: Storage;
  signer: UrlSigner;
}) {
  const { db, notifications, storage, signer } = deps;
  const imagePath = (id: string, kind: 'logo' | 'banner') => `/api/work/organizations/${id}/images/${kind}`;
  const imageUrl = (org: OrganizationRow, kind: 'logo' | 'banner') => {
    const key = kind === 'logo' ? org.logoKey : org.bannerKey;
    return key ? signer.sign(imagePath(org.id, kind), `org:${org.id}:${key}`) : null;
  };
  /**
   * What a settings call's `logo_url` / `banner_url` asks for: undefined or the current image's
   * URL (whatever its signature) keeps it, null or "" removes it, a data URL (an image, 5 MB)
   * replaces it; any other address is refused (422).
   */
  async function imageChange(
    orgId: string,
    kind: 'logo' | 'banner',
    value: string | null | undefined,
    old: string | null,
  ): Promise<{ key: string | null; image?: { bytes: Buffer; ext: string } }> {
    if (value === undefined) return { key: old };
    if (value === null || value === '') return { key: null };
    if (!value.startsWith('data:')) {
      const path = URL.canParse(value, 'http://local') ? new URL(value, 'http://local').pathname : '';
      if (old && path === imagePath(orgId, kind)) return { key: old };
      throw new Invalid(WORK_TEXTS.imageUrlUnknown);
    }
    const image = await decodeImageDataUrl(value, BANNER_AVATAR_MAX_BYTES, {
      notAnImage: WORK_TEXTS.imageNotImage,
      tooLarge: WORK_TEXTS.imageTooLarge,
    });
    return { key: `orgs/${orgId}/${kind}-${randomUUID()}.${image.ext}`, image };
  }
  const asMembership = (org: OrganizationRow, m: OrgMemberRow | undefined): Membership | undefined =>
    m
      ? { userId: m.userId, isAdmin: m.isAdmin, canInvite: m.canInvite, isOwner: org.ownerId === m.userId }
      : undefined;

  /** The organization and the caller's membership; unknown organizations are 404. */
  async function context(orgId: string, userId: string) {
    const org = await workRepo.org(db, orgId);
    if (!org) throw new NotFound(WORK_TEXTS.notFound);
    const row = await workRepo.membership(db, orgId, userId);
    return { org, row, me: asMembership(org, row) };
  }
  async function memberContext(orgId: string, userId: string) {
    const c = await context(orgId, userId);
    if (isHiddenFrom(c.org, c.row)) throw new NotFound(WORK_TEXTS.notFound);
    if (!c.row || !c.me) throw new Forbidden(WORK_TEXTS.notMember);
    return { ...c, row: c.row, me: c.me };
  }
  async function adminContext(orgId: string, userId: string) {
    const c = await memberContext(orgId, userId);
    if (!canManage(c.me)) throw new Forbidden(WORK_TEXTS.adminOnly);
    return c;
  }

  async function toOrg(org: OrganizationRow, m: OrgMemberRow | undefined): Promise<Organization> {
    const counts = await workRepo.memberCounts(db, [org.id]);
    return {
      id: org.id,
      name: org.name,
      organization_type: org.organizationType as Organization['organization_type'],
      description: org.description,
      industry: org.industry,
      organization_size: org.organizationSize,
      founded_year: org.foundedYear,
      website: org.website,
      official_email: org.officialEmail,
      address_street: org.addressStreet,
      address_city: org.addressCity,
      address_state: org.addressState,
      address_country: org.addressCountry,
      address_postal_code: org.addressPostalCode,
      is_private: org.isPrivate,
      allow_public_discovery: org.allowPublicDiscovery,
      logo_url: imageUrl(org, 'logo'),
      banner_url: imageUrl(org, 'banner'),
      creator_id: org.creatorId,
      owner_id: org.ownerId,
      member_count: counts.get(org.id) ?? 0,
      user_role: m?.role ?? null,
      user_is_admin: !!m?.isAdmin,
      user_is_owner: !!m && org.ownerId === m.userId,
      user_can_invite: !!m && (m.isAdmin || m.canInvite),
      user_can_post: !!m && m.canPost !== false,
      user_job_title: m?.jobTitle ?? null,
      user_department: m?.department ?? null,
      user_team: m?.team ?? null,
    };
  }

  const orgFields = (b: Out<typeof UpdateOrganizationBody>) => ({
    name: b.name,
    organizationType: b.organization_type,
    description: b.description,
    industry: b.industry,
    organizationSize: b.organization_size,
    foundedYear: b.founded_year ?? new Date().getFullYear(),
    website: b.website,
    officialEmail: b.official_email,
    addressStreet: b.address_street,
    addressCity: b.address_city,
    addressState: b.address_state,
    addressCountry: b.address_country,
    addressPostalCode: b.address_postal_code,
    isPrivate: b.is_private,
    allowPublicDiscovery: b.allow_public_discovery,
  });

  const toMember = (
    r: { m: OrgMemberRow; firstName: string; lastName: string; email: string; avatar: string | null },
    ownerId: string | null,
  ): Member => ({
    id: r.m.id,
    user_id: r.m.userId,
    user_first_name: r.firstName,
    user_last_name: r.lastName,
    user_email: r.email,
    user_avatar_url: r.avatar,
    role: r.m.role,
    custom_role_name: r.m.customRoleName,
    department: r.m.department,
    team: r.m.team,
    job_title: r.m.jobTitle,
    can_invite: r.m.canInvite,
    can_post: r.m.canPost,
    is_admin: r.m.isAdmin,
    is_owner: r.m.userId === ownerId,
  });

  const name = async (userId: string) => {
    const u = await usersRepo.findById(db, userId);
    return u ? `${u.firstName} ${u.lastName}` : '';
  };

  /**
   * One notion of department: while the organization has departments, a member's department is
   * one of them (its name as stored, whatever case was typed; 422 otherwise); free text only
   * while it has none.
   */
  async function departmentOf(orgId: string, value: string | null, field = 'department') {
    if (value === null) return null;
    const names = await workRepo.departmentNames(db, orgId);
    if (names.length === 0) return value;
    const found = names.find((n) => n.toLocaleLowerCase('ru') === value.toLocaleLowerCase('ru'));
    if (!found) throw new Invalid(WORK_TEXTS.departmentUnknown, field);
    return found;
  }

  const toChangeRequest = (
    viewerId: string,
    { r, firstName, lastName, email, avatar }: Awaited<ReturnType<typeof workRepo.changeRequests>>[number],
  ): ChangeRequest => ({
    id: r.id,
    request_type: r.requestType as ChangeRequest['request_type'],
    current_role: r.currentRole,
    requested_role: r.requestedRole,
    current_department: r.currentDepartment,
    requested_department: r.requestedDepartment,
    current_team: r.currentTeam,
    requested_team: r.requestedTeam,
    reason: r.reason,
    rejection_reason: r.rejectionReason,
    created_at: r.createdAt.toISOString(),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    status: r.status,
    user_id: r.userId,
    user_name: `${firstName} ${lastName}`,
    user_email: email,
    user_avatar_url: avatar,
    is_mine: r.userId === viewerId,
  });

  return {
    /** The organization's signed logo and banner addresses (null without one), for other areas' views. */
    imageUrls(org: OrganizationRow): { logo_url: string | null; banner_url: string | null } {
      return { logo_url: imageUrl(org, 'logo'), banner_url: imageUrl(org, 'banner') };
    },
    async create(userId: string, b: Out<typeof CreateOrganizationBody>): Promise<Organization> {
      const org = await workRepo.create(
        db,
        { ...orgFields(b), creatorId: userId, ownerId: userId },
        {
          userId,
          role: b.creator_role,
          customRoleName: b.custom_role_name,
          department: b.creator_department,
          team: b.creator_team,
          jobTitle: b.creator_job_title,
          isAdmin: true,
          canInvite: true,
          canPost: true,
        },
      );
      return toOrg(org, await workRepo.membership(db, org.id, userId));
    },

    async mine(userId: string): Promise<Organization[]> {
      const rows = await workRepo.mine(db, userId);
      return Promise.all(rows.map((r) => toOrg(r.org, r.member)));
    },

    async search(userId: string, b: Out<typeof SearchBody>) {
      const rows = await workRepo.search(db, userId, {
        query: b.query,
        type: b.organization_type,
        industry: b.industry,
        city: b.city,
      });
      const counts = await workRepo.memberCounts(
        db,
        rows.map((r) => r.org.id),
      );
      return rows.map(({ org, isMember, pending }) => ({
        id: org.id,
        name: org.name,
        is_private: org.isPrivate,
        organization_type: org.organizationType as Organization['organization_type'],
        industry: org.industry,
        description: org.description,
        address_city: org.addressCity,
        address_country: org.addressCountry,
        member_count: counts.get(org.id) ?? 0,
        organization_size: org.organizationSize,
        logo_url: imageUrl(org, 'logo'),
        user_is_member: !!isMember,
        user_has_pending_request: !!pending,
      }));
    },

    async get(userId: string, orgId: string): Promise<Organization> {
      const { org, row } = await context(orgId, userId);
      if (!row && org.isPrivate) throw new NotFound(WORK_TEXTS.notFound);
      return toOrg(org, row);
    },

    async update(userId: string, orgId: string, b: Out<typeof UpdateOrganizationBody>) {
      const { org: before, row } = await adminContext(orgId, userId);
      // Both images are checked before anything is stored, so a refused one changes nothing.
      const logo = await imageChange(orgId, 'logo', b.logo_url, before.logoKey);
      const banner = await imageChange(orgId, 'banner', b.banner_url, before.bannerKey);
      for (const { key, image } of [logo, banner])
        if (key && image) await storage.put(key, Readable.from([image.bytes]));
      const org = await workRepo.update(db, orgId, {
        ...orgFields(b),
        logoKey: logo.key,
        bannerKey: banner.key,
      });
      if (!org) throw new NotFound(WORK_TEXTS.notFound);
      for (const old of [before.logoKey, before.bannerKey])
        if (old && old !== org.logoKey && old !== org.bannerKey) await storage.delete(old);
      return toOrg(org, row);
    },

    async invite(userId: string, orgId: string, b: Out<typeof InviteBody>) {
      const { org, me } = await memberContext(orgId, userId);
      if (!canInvite(me)) throw new Forbidden(WORK_TEXTS.inviteOnly);
      const invitee = await usersRepo.findByEmail(db, b.user_email);
      if (!invitee) throw new NotFound(WORK_TEXTS.inviteUnknown);
      // Only admins hand out admin rights or the invite right.
      const admin = canManage(me);
      const added = await workRepo.addMember(db, {
        orgId,
        userId: invitee.id,
        role: b.role,
        customRoleName: b.custom_role_name,
        department: await departmentOf(orgId, b.department),
        team: b.team,
        jobTitle: b.job_title,
        canInvite: admin ? b.can_invite : false,
        canPost: b.can_post,
        isAdmin: admin ? b.is_admin : false,
      });
      if (!added) throw new Conflict(WORK_TEXTS.alreadyMember);
      await notifications.notify({
        userId: invitee.id,
        actorId: userId,
        type: 'organization_added',
        text: `${await name(userId)} добавил(а) вас в организацию «${org.name}»`,
        link: { kind: 'organization', id: orgId },
      });
      return this.members(userId, orgId);
    },

    async members(userId: string, orgId: string) {
      const { org } = await memberContext(orgId, userId);
      const members = (await workRepo.members(db, orgId)).map((r) => toMember(r, org.ownerId));
      const departments: Record<string, Member[]> = {};
      for (const m of members) {
        const key = m.department ?? 'Без отдела';
        departments[key] = [...(departments[key] ?? []), m];
      }
      return { members, departments };
    },

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
      return this.members(userId, orgId);
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
      await memberContext(orgId, userId);
      return (await workRepo.changeRequests(db, orgId, { userId })).map((r) => toChangeRequest(userId, r));
    },

    async addTeam(userId: string, orgId: string, b: { name: string; description: string | null }) {
      await memberContext(orgId, userId);
      const team = await workRepo.addTeam(db, {
        orgId,
        name: b.name,
        description: b.description,
        createdBy: userId,
      });
      return { id: team?.id ?? '', name: b.name, description: b.description };
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

    async changeRequests(userId: string, orgId: string, status: string) {
      await adminContext(orgId, userId);
      return (await workRepo.changeRequests(db, orgId, { status })).map((r) => toChangeRequest(userId, r));
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

    async requestJoin(userId: string, orgId: string, message: string | null) {
      const { org, row } = await context(orgId, userId);
      if (row) throw new Conflict(WORK_TEXTS.alreadyMember);
      if (org.isPrivate && !org.allowPublicDiscovery) throw new NotFound(WORK_TEXTS.notFound);
      const id = await workRepo.requestJoin(db, orgId, userId, message);
      if (!id) throw new Conflict(WORK_TEXTS.requestPending);
      const admins = (await workRepo.members(db, orgId)).filter((m) => m.m.isAdmin);
      const text = `${await name(userId)} просит принять его в «${org.name}»`;
      await notifications.notifyMany(
        admins.map((a) => ({
          userId: a.m.userId,
          actorId: userId,
          type: 'join_request' as const,
          text,
          link: { kind: 'organization', id: orgId },
        })),
      );
      return { message: WORK_TEXTS.joinSent, id };
    },

    async joinRequests(userId: string, orgId: string) {
      await adminContext(orgId, userId);
      return (await workRepo.pendingJoinRequests(db, orgId)).map(({ r, firstName, lastName, email }) => ({
        id: r.id,
        user_id: r.userId,
        user_name: `${firstName} ${lastName}`,
        user_email: email,
        message: r.message,
        requested_at: r.requestedAt.toISOString(),
      }));
    },

    async decideJoin(userId: string, requestId: string, approve: boolean, reason: string | null) {
      const r = await workRepo.joinRequest(db, requestId);
      if (!r) throw new NotFound(WORK_TEXTS.requestNotFound);
      const { org } = await adminContext(r.orgId, userId);
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

    async image(orgId: string, kind: 'logo' | 'banner', exp: unknown, sig: unknown) {
      const org = await workRepo.org(db, orgId);
      const key = org ? (kind === 'logo' ? org.logoKey : org.bannerKey) : null;
      if (!org || !key) throw new NotFound(WORK_TEXTS.notFound);
      if (!signer.verify(`org:${org.id}:${key}`, exp, sig))
        throw new Forbidden('Ссылка на изображение недействительна или устарела');
      const ext = key.split('.').pop() ?? 'png';
      const stream = await readStored(storage, key, () => new NotFound(WORK_TEXTS.notFound));
      return { stream, mime: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` };
    },
  };
}
export type WorkService = ReturnType<typeof createWorkService>;
