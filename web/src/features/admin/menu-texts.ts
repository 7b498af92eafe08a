import { addTexts } from '../../i18n/index.ts';

/** The user menu's link to «Администрирование» (CONTRACT §8): a tiny namespace, so the shell stays light. */
export const adminMenuRu = { link: 'Администрирование' };
export const adminMenuEn: typeof adminMenuRu = { link: 'Administration' };

export function registerAdminMenuTexts() {
  addTexts('adminMenu', adminMenuRu, adminMenuEn);
}
registerAdminMenuTexts();
