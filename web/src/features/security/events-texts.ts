import { addTexts } from '../../i18n/index.ts';

/** «События безопасности» in settings (CONTRACT §8): a namespace of its own (`securityEvents`). */
export const securityEventsRu = {
  title: 'События безопасности',
  intro: 'Входы в аккаунт с временем и адресом, смены пароля, почты и двухфакторного входа, выгрузки данных.',
  empty: 'Событий пока нет',
  loadFailed: 'Не удалось загрузить события',
  more: 'Показать ещё',
  from: 'Адрес: {{ip}}',
  byAdmin: 'Действие администратора',
  reason: 'Причина: {{reason}}',
  actions: {
    auth: {
      login: 'Вход в аккаунт',
      login_failed: 'Неудачная попытка входа',
      password_changed: 'Пароль изменён',
      email_changed: 'Почта изменена',
      two_factor_enabled: 'Двухфакторный вход включён',
      two_factor_disabled: 'Двухфакторный вход выключен',
      recovery_codes_regenerated: 'Получены новые резервные коды',
    },
    account: {
      deleted: 'Аккаунт удалён',
      data_exported: 'Запрошена выгрузка данных',
    },
    admin: {
      settings_changed: 'Изменены настройки сервера',
      invite_created: 'Создано приглашение',
      invite_revoked: 'Приглашение отозвано',
      role_changed: 'Изменена ваша роль на сервере',
      user_suspended: 'Аккаунт заблокирован',
      user_unsuspended: 'Аккаунт разблокирован',
      two_factor_reset: 'Двухфакторный вход сброшен администратором',
      user_deleted: 'Аккаунт удалён администратором',
      report_resolved: 'Рассмотрена жалоба',
    },
  },
};

export const securityEventsEn: typeof securityEventsRu = {
  title: 'Security events',
  intro: 'Sign-ins with their time and address, password, email and two-factor changes, data exports.',
  empty: 'No events yet',
  loadFailed: 'The events could not be loaded',
  more: 'Show more',
  from: 'Address: {{ip}}',
  byAdmin: 'Done by an administrator',
  reason: 'Reason: {{reason}}',
  actions: {
    auth: {
      login: 'Signed in',
      login_failed: 'Failed sign-in attempt',
      password_changed: 'Password changed',
      email_changed: 'Email changed',
      two_factor_enabled: 'Two-factor sign-in turned on',
      two_factor_disabled: 'Two-factor sign-in turned off',
      recovery_codes_regenerated: 'New recovery codes issued',
    },
    account: {
      deleted: 'Account deleted',
      data_exported: 'Data export requested',
    },
    admin: {
      settings_changed: 'Server settings changed',
      invite_created: 'Invite created',
      invite_revoked: 'Invite revoked',
      role_changed: 'Your role on the server changed',
      user_suspended: 'Account suspended',
      user_unsuspended: 'Suspension lifted',
      two_factor_reset: 'Two-factor sign-in reset by an administrator',
      user_deleted: 'Account deleted by an administrator',
      report_resolved: 'Report resolved',
    },
  },
};

export function registerSecurityEventsTexts() {
  addTexts('securityEvents', securityEventsRu, securityEventsEn);
}
registerSecurityEventsTexts();
