import { addTexts } from '../../i18n/index.ts';

/**
 * Texts of invitations to chat groups and organizations (CONTRACT §4 "Consent, continued"), and
 * the invitations view's wording that now covers them: a namespace of their own (`consent`),
 * registered when the invitations view loads.
 */
export const consentRu = {
  intro:
    'Вас пригласили в семью, домохозяйство, группу чата или организацию. Вы станете участником, только если примете приглашение.',
  emptyText:
    'Когда кто-нибудь пригласит вас в семью, домохозяйство, группу или организацию, приглашение появится здесь — принять его или отклонить решаете вы.',
  pendingNotice: 'Вас ждут приглашения. Приглашений: {{n}}',
  to: {
    chat_group: '{{inviter}} приглашает вас в группу «{{name}}»',
    organization: '{{inviter}} приглашает вас в организацию «{{name}}»',
  },
  toAnonymous: {
    chat_group: 'Приглашение в группу «{{name}}»',
    organization: 'Приглашение в организацию «{{name}}»',
  },
  role: 'Роль: {{role}}',
  jobTitle: 'Должность: {{title}}',
  gives: {
    chat_group:
      'Вы увидите сообщения, события и участников группы, а они — вас. Пока вы не ответили, группа вам не видна, а вы — ей.',
    organization:
      'Вы станете участником организации: увидите её участников и ленту, администраторы увидят ваш email.',
  },
  accepted: {
    chat_group: 'Вы вступили в группу «{{name}}»',
    organization: 'Вы вступили в организацию «{{name}}»',
  },
};

export const consentEn: typeof consentRu = {
  intro:
    'You were invited to a family, a household, a chat group or an organization. You become a member only if you accept.',
  emptyText:
    'When someone invites you to a family, a household, a group or an organization, the invitation appears here; accepting or declining is up to you.',
  pendingNotice: 'Invitations are waiting for you: {{n}}',
  to: {
    chat_group: '{{inviter}} invites you to the group “{{name}}”',
    organization: '{{inviter}} invites you to the organization “{{name}}”',
  },
  toAnonymous: {
    chat_group: 'An invitation to the group “{{name}}”',
    organization: 'An invitation to the organization “{{name}}”',
  },
  role: 'Role: {{role}}',
  jobTitle: 'Job title: {{title}}',
  gives: {
    chat_group:
      'You will see the group’s messages, events and members, and they will see you. Until you answer, the group does not see you and you do not see it.',
    organization:
      'You will become a member of the organization: you will see its members and feed, and its admins will see your email.',
  },
  accepted: {
    chat_group: 'You joined the group “{{name}}”',
    organization: 'You joined the organization “{{name}}”',
  },
};

addTexts('consent', consentRu, consentEn);
