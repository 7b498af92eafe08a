import i18next from 'i18next';

/** The user menu's link to «Администрирование» (CONTRACT §8): a tiny namespace, so the shell stays light. */
export const adminMenuRu = { link: 'Администрирование' };
export const adminMenuEn: typeof adminMenuRu = { link: 'Administration' };

export function registerAdminMenuTexts() {
  if (i18next.hasResourceBundle('ru', 'adminMenu')) return;
  i18next.addResourceBundle('ru', 'adminMenu', adminMenuRu, true, true);
  i18next.addResourceBundle('en', 'adminMenu', adminMenuEn, true, true);
}
registerAdminMenuTexts();
