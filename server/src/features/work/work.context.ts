import type { ChangeRequest, Member, Organization, UpdateOrganizationBody } from '@krug/contract/work';
import { WORK_TEXTS } from '@krug/contract/work';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { OrganizationRow, OrgMemberRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import type { Storage } from '../../platform/storage.ts';
import type { SendOrganizationInviteMail } from '../invitations/invitation-mail.ts';
import type { InviteBudget } from '../invitations/invite-budget.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import {
  canDecideChangeRequest,
  canInvite,
  canManage,
  canTransfer,
  isHiddenFrom,
  type Membership,
} from './work.policy.ts';
import { type ChangeRequestValues, workRepo } from './work.repo.ts';

export type Out<T extends z.ZodType> = z.output<T>;

export interface WorkDeps {
  db: Db;
  notifications: Notifier;
  storage: Storage;
  signer: UrlSigner;
  /** Invitations per inviter (CONTRACT §4 "Consent, continued"). */
  inviteBudget: InviteBudget;
  /** The invitation mail to an address without an account. */
  sendOrganizationInviteMail: SendOrganizationInviteMail;
  /** The job queue: telling an invited person happens after the answer, as a job. */
  jobs: Pick<Jobs, 'register' | 'enqueue'>;
}

/** What a change request changes on the member. */
export const applied = (r: ChangeRequestValues) =>
  r.requestType === 'ROLE_CHANGE'
    ? { role: r.requestedRole ?? undefined }
    : r.requestType === 'DEPARTMENT_CHANGE'
      ? { department: r.requestedDepartment }
      : { team: r.requestedTeam };

export const asMembership = (org: OrganizationRow, m: OrgMemberRow | undefined): Membership | undefined =>
  m
    ? { userId: m.userId, isAdmin: m.isAdmin, canInvite: m.canInvite, isOwner: org.ownerId === m.userId }
    : undefined;

export const orgFields = (b: Out<typeof UpdateOrganizationBody>) => ({
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

export const toMember = (
  r: { m: OrgMemberRow; firstName: string; lastName: string; email: string | null; avatar: string | null },
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

export const toChangeRequest = (
  viewer: Membership,
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
  is_mine: r.userId === viewer.userId,
  can_decide: canDecideChangeRequest(viewer, r),
});

/**
 * What every action group of the organizations area shares: the caller's context (404 for an
 * organization they may not know, 403 for a non-member or non-admin), the organization's DTO with
 * its signed images, and the department rule.
 */
export function createWorkContext(deps: WorkDeps) {
  const { db, signer } = deps;
  const imagePath = (id: string, kind: 'logo' | 'banner') => `/api/work/organizations/${id}/images/${kind}`;
  const imageUrl = (org: OrganizationRow, kind: 'logo' | 'banner') => {
    const key = kind === 'logo' ? org.logoKey : org.bannerKey;
    return key ? signer.sign(imagePath(org.id, kind), `org:${org.id}:${key}`) : null;
  };

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
      // Abilities (work.policy.ts): manage the organization, transfer it, invite.
      user_is_admin: canManage(asMembership(org, m)),
      user_is_owner: canTransfer(asMembership(org, m)),
      user_can_invite: canInvite(asMembership(org, m)),
      user_can_post: !!m && m.canPost !== false,
      user_job_title: m?.jobTitle ?? null,
      user_department: m?.department ?? null,
      user_team: m?.team ?? null,
    };
  }

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

  return { ...deps, imagePath, imageUrl, context, memberContext, adminContext, toOrg, name, departmentOf };
}
export type WorkContext = ReturnType<typeof createWorkContext>;
