// Texts and constants of operating an instance without schemas (CONTRACT §8), so the sign-in
// page and the shell's user menu need no zod.

export { INSTANCE_ROLES, type InstanceRole, isInstanceAdmin } from './instance-roles.ts';

export const REGISTRATION_MODES = ['open', 'invite_only', 'closed'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** The server's Russian details of this area; the web shows them as they come. */
export const ADMIN_TEXTS = {
  adminsOnly: 'Это доступно только администраторам',
  ownerOnly: 'Назначать администраторов может только владелец',
  ownerUntouchable: 'Владельца нельзя заблокировать, понизить или удалить',
  notYourself: 'Это действие нельзя применить к себе',
  adminsByOwner: 'Действия с администраторами доступны только владельцу',
  userNotFound: 'Пользователь не найден',
  inviteNotFound: 'Приглашение не найдено',
  registrationClosed: 'Регистрация на этом сервере закрыта',
  inviteRequired: 'Регистрация только по приглашению. Попросите ссылку-приглашение у администратора.',
  inviteInvalid: 'Ссылка-приглашение недействительна. Попросите новую у администратора.',
  inviteExpired: 'Срок действия приглашения истёк. Попросите новую ссылку у администратора.',
  inviteUsedUp: 'Приглашение уже использовано. Попросите новую ссылку у администратора.',
  inviteRevoked: 'Приглашение отозвано. Попросите новую ссылку у администратора.',
  suspended: 'Аккаунт заблокирован администратором',
  suspendedWithReason: 'Аккаунт заблокирован администратором. Причина: {reason}',
  reasonRequired: 'Укажите причину',
  reasonTooLong: 'Максимум 500 символов',
  nameRequired: 'Укажите название',
  nameTooLong: 'Максимум 100 символов',
  maxUses: 'Число использований — от 1 до 1000',
  expiresInDays: 'Срок действия — от 1 до 365 дней',
  noTwoFactor: 'У пользователя не включён двухфакторный вход',
} as const;

/** The detail a suspended account meets at sign-in. */
export const suspendedDetail = (reason: string | null) =>
  reason ? ADMIN_TEXTS.suspendedWithReason.replace('{reason}', reason) : ADMIN_TEXTS.suspended;

export const INVITE_DEFAULT_MAX_USES = 1;
export const INVITE_DEFAULT_DAYS = 7;

/** The registration page's address for an invite: `/register?invite=TOKEN`. */
export const invitePath = (token: string) => `/register?invite=${encodeURIComponent(token)}`;
