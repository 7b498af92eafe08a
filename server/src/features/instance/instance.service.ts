import { randomBytes } from 'node:crypto';
import {
  ADMIN_TEXTS,
  type AdminSettings,
  type AdminSettingsBody,
  type CreateInviteBody,
  INVITE_DEFAULT_DAYS,
  INVITE_DEFAULT_MAX_USES,
  type InstanceInfo,
  type InstanceInvite,
  invitePath,
} from '@krug/contract/admin';
import type { PageQuery } from '@krug/contract/pagination';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { InstanceInviteRow, InstanceSettingsRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { type InviteRefusal, instanceRepo } from './instance.repo.ts';

type SettingsBody = z.output<typeof AdminSettingsBody>;
type InviteBody = z.output<typeof CreateInviteBody>;
type ListQuery = z.output<typeof PageQuery>;

const REFUSED: Record<InviteRefusal, string> = {
  missing: ADMIN_TEXTS.inviteInvalid,
  expired: ADMIN_TEXTS.inviteExpired,
  used_up: ADMIN_TEXTS.inviteUsedUp,
  revoked: ADMIN_TEXTS.inviteRevoked,
};

const toSettings = (r: InstanceSettingsRow): AdminSettings => ({
  instance_name: r.instanceName,
  registration_mode: r.registrationMode,
  require_email_verification: r.requireEmailVerification,
});

/** How long a process keeps `require_email_verification` before reading it again. */
export const VERIFICATION_TTL_MS = 5_000;

/**
 * The instance itself (CONTRACT §8): its name and registration mode, invite links, and who owns
 * it. Who may call the admin half is decided by the admin guard (admin.policy.ts).
 */
export function createInstanceService(deps: {
  db: Db;
  audit: AuditService;
  /** The mail module (wired after this service; only used inside requests, issue 33 §3). */
  mail?: () => Pick<Mail, 'render' | 'enqueue'>;
}) {
  const { db, audit } = deps;
  /**
   * Whether email verification is required, as the gate asks on every post, comment and message:
   * kept for VERIFICATION_TTL_MS (a request costs no query in the common case), set at once by a
   * change in this process; other processes notice within the TTL.
   */
  let verification: { required: boolean; until: number } | null = null;
  const remember = (required: boolean) => {
    verification = { required, until: Date.now() + VERIFICATION_TTL_MS };
    return required;
  };
  const toInvite = (r: InstanceInviteRow, creatorName: string | null, origin: string): InstanceInvite => ({
    id: r.id,
    url: `${origin}${invitePath(r.token)}`,
    token: r.token,
    created_at: r.createdAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    max_uses: r.maxUses,
    uses: r.uses,
    revoked_at: r.revokedAt?.toISOString() ?? null,
    created_by: r.createdBy && creatorName ? { id: r.createdBy, name: creatorName } : null,
  });

  return {
    /** `GET /api/instance`: for the sign-in page, no token needed. */
    async info(): Promise<InstanceInfo> {
      const s = await instanceRepo.settings(db);
      return {
        instance_name: s.instanceName,
        registration_mode: s.registrationMode,
        require_email_verification: s.requireEmailVerification,
      };
    },

    settings: async (): Promise<AdminSettings> => toSettings(await instanceRepo.settings(db)),

    async verificationRequired(): Promise<boolean> {
      if (verification && verification.until > Date.now()) return verification.required;
      return remember((await instanceRepo.settings(db)).requireEmailVerification);
    },

    async saveSettings(
      adminId: string,
      body: SettingsBody,
      request?: RequestContext,
    ): Promise<AdminSettings> {
      const values = {
        ...(body.instance_name !== undefined ? { instanceName: body.instance_name } : {}),
        ...(body.registration_mode !== undefined ? { registrationMode: body.registration_mode } : {}),
        ...(body.require_email_verification !== undefined
          ? { requireEmailVerification: body.require_email_verification }
          : {}),
      };
      const before = await instanceRepo.settings(db);
      const row = Object.keys(values).length ? await instanceRepo.saveSettings(db, values) : before;
      remember(row.requireEmailVerification);
      const changed = Object.fromEntries(
        Object.entries(toSettings(row)).filter(
          ([key, value]) => toSettings(before)[key as keyof AdminSettings] !== value,
        ),
      );
      if (Object.keys(changed).length)
        await audit.record({
          actorId: adminId,
          subjectId: null,
          action: 'admin.settings_changed',
          details: changed,
          request,
        });
      return toSettings(row);
    },

    async createInvite(
      adminId: string,
      body: Partial<InviteBody>,
      origin: string,
      request?: RequestContext,
    ): Promise<InstanceInvite> {
      const maxUses = body.max_uses ?? INVITE_DEFAULT_MAX_USES;
      const days = body.expires_in_days ?? INVITE_DEFAULT_DAYS;
      const row = await instanceRepo.insertInvite(db, {
        token: randomBytes(24).toString('base64url'),
        createdBy: adminId,
        expiresAt: new Date(Date.now() + days * 86_400_000),
        maxUses,
      });
      await audit.record({
        actorId: adminId,
        subjectId: null,
        action: 'admin.invite_created',
        target: { type: 'invite', id: row.id },
        details: {
          max_uses: maxUses,
          expires_in_days: days,
          ...(body.email ? { mailed_to: body.email } : {}),
        },
        request,
      });
      const made = await instanceRepo.findInviteWithCreator(db, row.id);
      const invite = toInvite(row, made?.creatorName ?? null, origin);
      // Mailed to an address when one is given, in the admin's language (the address may have none).
      const mail = deps.mail?.();
      if (body.email && mail) {
        const [settings, admin] = await Promise.all([
          instanceRepo.settings(db),
          usersRepo.findById(db, adminId),
        ]);
        await mail.enqueue(
          {
            to: body.email,
            ...mail.render('instanceInvite', admin?.language, {
              inviterName: made?.creatorName ?? settings.instanceName,
              instanceName: settings.instanceName,
              url: invite.url,
              days,
            }),
          },
          { ownerId: adminId },
        );
      }
      return invite;
    },

    async invites(q: ListQuery, origin: string): Promise<Page<InstanceInvite>> {
      const rows = await instanceRepo.listInvites(db, { before: decodeCursor(q.before), limit: q.limit });
      const { next } = page(
        rows.map((r) => r.invite),
        q.limit,
      );
      return { items: rows.map((r) => toInvite(r.invite, r.creatorName, origin)), next };
    },

    async revokeInvite(adminId: string, id: string, request?: RequestContext): Promise<void> {
      if (!(await instanceRepo.findInvite(db, id))) throw new NotFound(ADMIN_TEXTS.inviteNotFound);
      if (await instanceRepo.revokeInvite(db, id))
        await audit.record({
          actorId: adminId,
          subjectId: null,
          action: 'admin.invite_revoked',
          target: { type: 'invite', id },
          request,
        });
    },

    /**
     * Whether anyone may register now (asked before anything else of a registration, so a closed
     * instance tells nobody which emails exist): 403 when closed, or invite-only without an
     * invite that can still be used. Takes nothing; `admit` takes the invite's use.
     */
    async mayRegister(inviteToken: string | undefined): Promise<void> {
      const { registrationMode } = await instanceRepo.settings(db);
      if (registrationMode === 'closed') throw new Forbidden(ADMIN_TEXTS.registrationClosed);
      if (registrationMode !== 'invite_only') return;
      if (!inviteToken) throw new Forbidden(ADMIN_TEXTS.inviteRequired);
      const refusal = await instanceRepo.inviteRefusal(db, inviteToken);
      if (refusal) throw new Forbidden(REFUSED[refusal]);
    },

    /**
     * Registration's gate (CONTRACT §8), around the account's creation in one transaction: closed
     * refuses everyone; invite-only needs a token that still has a use, and takes that use (given
     * back if the account is not created). In open mode a valid token's use is counted too.
     */
    async admit<T>(inviteToken: string | undefined, create: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const { registrationMode } = await instanceRepo.settings(tx);
        if (registrationMode === 'closed') throw new Forbidden(ADMIN_TEXTS.registrationClosed);
        if (registrationMode === 'invite_only') {
          if (!inviteToken) throw new Forbidden(ADMIN_TEXTS.inviteRequired);
          const refusal = await instanceRepo.useInvite(tx, inviteToken);
          if (refusal) throw new Forbidden(REFUSED[refusal]);
        } else if (inviteToken) await instanceRepo.useInvite(tx, inviteToken);
        return create(tx);
      });
    },

    /** The first account of a new instance becomes its owner. */
    claimOwnership: (userId: string) => instanceRepo.claimOwnership(db, userId),

    /** After an account is deleted: an instance with accounts keeps an owner. */
    ensureOwner: () => instanceRepo.ensureOwner(db),
  };
}
export type InstanceService = ReturnType<typeof createInstanceService>;
