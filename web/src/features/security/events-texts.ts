import i18next from 'i18next';

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
    'auth.login': 'Вход в аккаунт',
    'auth.login_failed': 'Неудачная попытка входа',
    'auth.password_changed': 'Пароль изменён',
    'auth.email_changed': 'Почта изменена',
    'auth.two_factor_enabled': 'Двухфакторный вход включён',
    'auth.two_factor_disabled': 'Двухфакторный вход выключен',
    'auth.recovery_codes_regenerated': 'Получены новые резервные коды',
    'account.deleted': 'Аккаунт удалён',
    'account.data_exported': 'Запрошена выгрузка данных',
    'admin.settings_changed': 'Изменены настройки сервера',
    'admin.invite_created': 'Создано приглашение',
    'admin.invite_revoked': 'Приглашение отозвано',
    'admin.role_changed': 'Изменена ваша роль на сервере',
    'admin.user_suspended': 'Аккаунт заблокирован',
    'admin.user_unsuspended': 'Аккаунт разблокирован',
    'admin.two_factor_reset': 'Двухфакторный вход сброшен администратором',
    'admin.user_deleted': 'Аккаунт удалён администратором',
    'admin.report_resolved': 'Рассмотрена жалоба',
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
    'auth.login': 'Signed in',
    'auth.login_failed': 'Failed sign-in attempt',
    'auth.password_changed': 'Password changed',
    'auth.email_changed': 'Email changed',
    'auth.two_factor_enabled': 'Two-factor sign-in turned on',
    'auth.two_factor_disabled': 'Two-factor sign-in turned off',
    'auth.recovery_codes_regenerated': 'New recovery codes issued',
    'account.deleted': 'Account deleted',
    'account.data_exported': 'Data export requested',
    'admin.settings_changed': 'Server settings changed',
    'admin.invite_created': 'Invite created',
    'admin.invite_revoked': 'Invite revoked',
    'admin.role_changed': 'Your role on the server changed',
    'admin.user_suspended': 'Account suspended',
    'admin.user_unsuspended': 'Suspension lifted',
    'admin.two_factor_reset': 'Two-factor sign-in reset by an administrator',
    'admin.user_deleted': 'Account deleted by an administrator',
    'admin.report_resolved': 'Report resolved',
  },
};

export function registerSecurityEventsTexts() {
  if (i18next.hasResourceBundle('ru', 'securityEvents')) return;
  i18next.addResourceBundle('ru', 'securityEvents', securityEventsRu, true, true);
  i18next.addResourceBundle('en', 'securityEvents', securityEventsEn, true, true);
}
registerSecurityEventsTexts();
