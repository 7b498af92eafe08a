import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_TEXTS,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  DELETE_ACCOUNT_TEXTS,
  type DeleteAccountBody,
  type ProfileCompleteBody,
  type UpdateMyInfoBody,
  type UserSettingsBody,
} from '@krug/contract/account';
import type { User } from '@krug/contract/auth';
import { PROFILE_PHOTO_MAX_BYTES } from '@krug/contract/limits';
import { DEFAULT_MARRIAGE_STATUS, MARRIAGE_STATUSES, type MyInfo } from '@krug/contract/my-info';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { decodeImageDataUrl } from '../../platform/data-url.ts';
import { Conflict, Invalid, NotFound, TooManyRequests, Unauthorized } from '../../platform/errors.ts';
import { TOKEN_TEXTS, type TokenService } from '../../platform/jwt.ts';
import type { LiveBus } from '../../platform/live.ts';
import { hashPassword, verifyPassword } from '../../platform/password.ts';
import type { AttemptCounter } from '../../platform/register-budgets.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { SessionVersions } from '../../platform/session-versions.ts';
import type { Storage } from '../../platform/storage.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { createFamilyIn } from '../family/family-reads.service.ts';
import { familySpouseName } from '../family/family-spouse.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { coverKey } from '../people/profile-details.service.ts';
import type { SessionsService } from '../security/sessions.service.ts';
import type { TwoFactorService } from '../security/two-factor.service.ts';
import { toUserDto } from '../users/user-dto.ts';
import { accountRepo } from './account.repo.ts';

const isMarriageStatus = (v: string): v is MyInfo['marriage_status'] =>
  (MARRIAGE_STATUSES as readonly string[]).includes(v);
export const AVATAR_PREFIX = '/api/users/avatars/';

export function toMyInfo(row: UserRow, familySpouse: string | null = null): MyInfo {
  const marriage = isMarriageStatus(row.marriageStatus) ? row.marriageStatus : DEFAULT_MARRIAGE_STATUS;
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    middle_name: row.middleName,
    name_alias: row.nameAlias,
    phone: row.phone,
    email: row.email,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    address_street: row.addressStreet,
    address_city: row.addressCity,
    address_state: row.addressState,
    address_country: row.addressCountry,
    address_postal_code: row.addressPostalCode,
    marriage_status: marriage,
    marriage_status_chosen: row.marriageStatusChosen,
    family_spouse_name: familySpouse,
    spouse_name: marriage === 'MARRIED' ? row.spouseName : null,
    spouse_phone: marriage === 'MARRIED' ? row.spousePhone : null,
    profile_completed: !!(row.addressStreet && row.addressCity && row.addressCountry && row.marriageStatus),
  };
}

type Update = z.output<typeof UpdateMyInfoBody>;
type Complete = z.output<typeof ProfileCompleteBody>;

export function createAccountService(deps: {
  db: Db;
  storage: Storage;
  notifications: Notifier;
  tokens: TokenService;
  sessions: SessionVersions;
  live: LiveBus;
  /** Wrong current passwords per user (password change, email change): throttled like sign-in. */
  passwordFailures: AttemptCounter;
  /** Sign-in sessions (issue 20): a password change ends all but the caller's. */
  userSessions: SessionsService;
  /** Two-factor sign-in: with it on, deleting the account takes a code too. */
  twoFactor: Pick<TwoFactorService, 'isEnabled' | 'confirm'>;
  /** Password and email changes and deletions go to the audit log (CONTRACT §8). */
  audit: Pick<AuditService, 'record'>;
  /** Called after an account is deleted: the instance keeps an owner (CONTRACT §8). */
  afterDelete?: () => Promise<void>;
  /**
   * A new address (password checked, not taken): confirmed by a link mailed there before it counts
   * (CONTRACT §8, features/email). Without it the address changes at once.
   */
  onEmailChange?: (userId: string, to: string) => Promise<void>;
}) {
  const { db, storage, notifications, sessions, live, passwordFailures, userSessions, twoFactor, audit } =
    deps;
  /** The signed-in user proves they know the password; guessing it through here is throttled. */
  const confirmPassword = async (row: UserRow, password: string) => {
    if ((await passwordFailures.take(row.id)) > passwordFailures.limit) throw new TooManyRequests();
    if (!(await verifyPassword(password, row.passwordHash)))
      throw new Invalid(ACCOUNT_TEXTS.currentPasswordWrong, 'current_password');
    await passwordFailures.clear(row.id);
  };
  const load = async (userId: string) => {
    const row = await usersRepo.findById(db, userId);
    if (!row) throw new Unauthorized(TOKEN_TEXTS.invalid);
    return row;
  };
  const avatarKey = (picture: string | null) =>
    picture?.startsWith(AVATAR_PREFIX) ? `avatars/${picture.slice(AVATAR_PREFIX.length)}` : null;
  const asUser = async (row: UserRow): Promise<User> =>
    toUserDto(row, await usersRepo.affiliationsOf(db, row.id));

  return {
    myInfo: async (userId: string) => toMyInfo(await load(userId), await familySpouseName(db, userId)),

    async updateMyInfo(userId: string, body: Update, request?: RequestContext): Promise<MyInfo> {
      let emailChange: { from: string; to: string } | null = null;
      if (body.email) {
        const current = await load(userId);
        if (body.email !== current.email) {
          emailChange = { from: current.email, to: body.email };
          // The email is where a password reset would go: changing it needs the password.
          if (!body.current_password)
            throw new Invalid(ACCOUNT_TEXTS.currentPasswordForEmail, 'current_password');
          await confirmPassword(current, body.current_password);
        }
        if (await accountRepo.emailTakenByOther(db, body.email, userId)) {
          throw new Conflict('Пользователь с таким email уже зарегистрирован', 'email');
        }
      }
      const values: Partial<UserRow> = {};
      const map: [keyof Update, keyof UserRow][] = [
        ['first_name', 'firstName'],
        ['last_name', 'lastName'],
        ['middle_name', 'middleName'],
        ['name_alias', 'nameAlias'],
        ['phone', 'phone'],
        ['email', 'email'],
        ['gender', 'gender'],
        ['date_of_birth', 'dateOfBirth'],
        ['address_street', 'addressStreet'],
        ['address_city', 'addressCity'],
        ['address_state', 'addressState'],
        ['address_country', 'addressCountry'],
        ['address_postal_code', 'addressPostalCode'],
        ['marriage_status', 'marriageStatus'],
        ['spouse_name', 'spouseName'],
        ['spouse_phone', 'spousePhone'],
      ];
      for (const [from, to] of map)
        if (body[from] !== undefined) (values as Record<string, unknown>)[to] = body[from];
      // The new address waits for its link; the rest of the section is saved now.
      const confirmLater = emailChange && deps.onEmailChange ? emailChange : null;
      if (confirmLater) delete values.email;
      if (body.marriage_status) values.marriageStatusChosen = true;
      // Spouse details only exist while married.
      if (body.marriage_status && body.marriage_status !== 'MARRIED')
        Object.assign(values, { spouseName: null, spousePhone: null });
      const row = Object.keys(values).length
        ? await usersRepo.update(db, userId, values)
        : await load(userId);
      if (!row) throw new Unauthorized(TOKEN_TEXTS.invalid);
      if (confirmLater) await deps.onEmailChange?.(userId, confirmLater.to);
      else if (emailChange)
        await audit.record({ actorId: userId, action: 'auth.email_changed', details: emailChange, request });
      return toMyInfo(row, await familySpouseName(db, userId));
    },

    async completeProfile(userId: string, body: Complete, request?: RequestContext): Promise<MyInfo> {
      return this.updateMyInfo(userId, body, request);
    },

    async setPicture(userId: string, dataUrl: string): Promise<User> {
      const before = await load(userId);
      // Re-encoded as a 512 px WebP under the pixel cap (platform/data-url.ts).
      const image = await decodeImageDataUrl(
        dataUrl,
        PROFILE_PHOTO_MAX_BYTES,
        { notAnImage: ACCOUNT_TEXTS.photoNotImage, tooLarge: ACCOUNT_TEXTS.photoTooLarge },
        { width: 512, height: 512, fit: 'cover' },
      );
      const name = `${randomUUID()}.webp`;
      const { Readable } = await import('node:stream');
      await storage.put(`avatars/${name}`, Readable.from([image.bytes]));
      const row = await usersRepo.update(db, userId, { profilePicture: `${AVATAR_PREFIX}${name}` });
      const old = avatarKey(before.profilePicture);
      if (old) await storage.delete(old);
      return asUser(row ?? before);
    },

    /** Language and theme of the interface; only the fields sent change. */
    async saveSettings(userId: string, body: UserSettingsBody): Promise<User> {
      const before = await load(userId);
      const row = await usersRepo.update(db, userId, {
        ...(body.language ? { language: body.language } : {}),
        ...(body.theme ? { theme: body.theme } : {}),
      });
      return asUser(row ?? before);
    },

    async deletePicture(userId: string): Promise<User> {
      const before = await load(userId);
      const row = await usersRepo.update(db, userId, { profilePicture: null });
      const old = avatarKey(before.profilePicture);
      if (old) await storage.delete(old);
      return asUser(row ?? before);
    },

    /** A profile photo by its unguessable name (shown next to the user's posts and messages). */
    async avatar(name: string) {
      if (!/^[0-9a-f-]{36}\.webp$/.test(name)) throw new NotFound('Фото не найдено');
      const key = `avatars/${name}`;
      if ((await storage.size(key)) === null) throw new NotFound('Фото не найдено');
      return storage.get(key);
    },

    /** Sets the new password, ends every older token and answers a fresh one for this device. */
    async changePassword(
      userId: string,
      body: ChangePasswordBody,
      sessionId: string | null = null,
      request?: RequestContext,
    ): Promise<ChangePasswordResponse> {
      const row = await load(userId);
      await confirmPassword(row, body.current_password);
      const version = await usersRepo.setPassword(db, userId, await hashPassword(body.new_password));
      sessions.forget(userId);
      // Every other session ends (its token already fails on the version); this one goes on.
      await userSessions.endOthersQuietly(userId, sessionId);
      // Open live sockets (any process) close; they reconnect only with a current token.
      await live.publish([userId], { type: 'session.ended' });
      await audit.record({ actorId: userId, action: 'auth.password_changed', request });
      return { access_token: await userSessions.reissue(userId, version, sessionId), token_type: 'bearer' };
    },

    /** Deletes the account once the password (and, with two-factor sign-in, a code) proves it is its owner. */
    async deleteAccount(
      userId: string,
      body: z.output<typeof DeleteAccountBody>,
      request?: RequestContext,
    ): Promise<void> {
      await confirmPassword(await load(userId), body.current_password);
      if (await twoFactor.isEnabled(userId)) {
        if (!body.code) throw new Invalid(DELETE_ACCOUNT_TEXTS.codeRequired, 'code');
        await twoFactor.confirm(userId, body.code);
      }
      await removeAccount(userId, userId, request);
    },

    /** Deletes the account without asking for its password: an admin from «Администрирование» (CONTRACT §8). */
    removeAccount: (userId: string, actorId: string, request?: RequestContext) =>
      removeAccount(userId, actorId, request),
  };

  /** Deletes the account; `actorId` is who did it (the person themselves or an admin). */
  async function removeAccount(userId: string, actorId: string, request?: RequestContext): Promise<void> {
    const gone = await load(userId);
    // An organization owner transfers ownership first (CONTRACT §4).
    if (await accountRepo.ownsOrganization(db, userId)) throw new Conflict(ACCOUNT_TEXTS.ownerMustTransfer);
    const { keys, picture, cover, rehomed } = await accountRepo.deleteAccount(db, userId, createFamilyIn);
    sessions.forget(userId);
    await audit.record({
      actorId,
      ...(actorId === userId ? { actorName: `${gone.firstName} ${gone.lastName}` } : {}),
      subjectId: userId,
      action: actorId === userId ? 'account.deleted' : 'admin.user_deleted',
      target: { type: 'user', id: userId },
      details: { email: gone.email, name: `${gone.firstName} ${gone.lastName}` },
      request,
    });
    await deps.afterDelete?.();
    // Open live sockets (any process) close at once; their token no longer opens a new one.
    await live.publish([userId], { type: 'session.ended' }).catch(() => {});
    for (const key of keys) await storage.delete(key);
    const old = avatarKey(picture);
    if (old) await storage.delete(old);
    const oldCover = coverKey(cover);
    if (oldCover) await storage.delete(oldCover);
    for (const r of rehomed) {
      await notifications
        .notify({
          userId: r.userId,
          actorId: null,
          type: 'family_added',
          text: `Создатель семьи «${r.oldFamilyName}» удалил аккаунт. Для вас создан новый семейный профиль.`,
          link: null,
        })
        .catch(() => {});
    }
  }
}
export type AccountService = ReturnType<typeof createAccountService>;
