import { addTexts } from '../../i18n/index.ts';

/**
 * What the sign-in and registration pages say about the instance's registration mode (CONTRACT
 * §8): a namespace of its own (`registration`), part of the sign-in chunk.
 */
export const registrationRu = {
  inviteOnlyTitle: 'Регистрация по приглашению',
  inviteOnlyText:
    'На этом сервере регистрируются только по ссылке-приглашению. Попросите её у администратора: откройте ссылку — и форма регистрации откроется сама.',
  inviteLink: 'Ссылка-приглашение',
  invitePlaceholder: 'Вставьте ссылку или код из приглашения',
  inviteRequired: 'Вставьте ссылку-приглашение',
  useInvite: 'Продолжить',
  withInvite: 'Вы регистрируетесь по приглашению.',
  closedTitle: 'Регистрация закрыта',
  closedText: 'Новые аккаунты на этом сервере сейчас не создаются. Если у вас уже есть аккаунт — войдите.',
  loginInviteOnly: 'Регистрация только по приглашению — попросите ссылку у администратора.',
  loginHaveInvite: 'Есть приглашение?',
  loginClosed: 'Регистрация новых аккаунтов на этом сервере закрыта.',
};

export const registrationEn: typeof registrationRu = {
  inviteOnlyTitle: 'Registration by invitation',
  inviteOnlyText:
    'On this server people register only with an invite link. Ask an administrator for one: open the link and the registration form opens by itself.',
  inviteLink: 'Invite link',
  invitePlaceholder: 'Paste the link or the code from the invitation',
  inviteRequired: 'Paste the invite link',
  useInvite: 'Continue',
  withInvite: 'You are registering with an invitation.',
  closedTitle: 'Registration is closed',
  closedText: 'No new accounts are created on this server at the moment. If you already have one, sign in.',
  loginInviteOnly: 'Registration is by invitation only — ask an administrator for a link.',
  loginHaveInvite: 'Have an invitation?',
  loginClosed: 'Registration of new accounts on this server is closed.',
};

export function registerRegistrationTexts() {
  addTexts('registration', registrationRu, registrationEn);
}
registerRegistrationTexts();
