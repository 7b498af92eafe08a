import { EMAIL_INVITE_TEXTS } from '@krug/contract/email-invitations';
import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * Inviting to a family or household by email address (issue 33 §3): the form and the pending
 * invitations. The `emailInvites` namespace, registered when a module that uses it loads.
 */
export const emailInvitesRu = {
  emailInvites: {
    title: 'Пригласить по электронной почте',
    intro:
      'Если у адреса нет аккаунта, придёт письмо с приглашением зарегистрироваться. Приглашение будет ждать — принять его или отклонить решает сам человек.',
    email: 'Электронная почта',
    relationship: 'Кем приходится приглашённый',
    chooseRelationship: 'Выберите',
    relationshipRequired: 'Выберите, кем приходится человек',
    send: 'Пригласить',
    sending: 'Отправляем…',
    sent: EMAIL_INVITE_TEXTS.sent,
    failed: 'Не удалось отправить приглашение',
    pending: 'Приглашения по почте, ждущие ответа',
    pendingEmpty: 'Приглашений по почте нет',
    loadFailed: 'Не удалось загрузить приглашения по почте',
    cancel: 'Отменить',
    cancelLabel: 'Отменить приглашение: {{email}}',
    cancelled: 'Приглашение отменено',
    cancelFailed: 'Не удалось отменить приглашение',
  },
} as const;

export const emailInvitesEn: Texts<typeof emailInvitesRu> = {
  emailInvites: {
    title: 'Invite by email',
    intro:
      'If the address has no account, a mail invites it to sign up. The invitation waits — the person decides to accept or decline it.',
    email: 'Email',
    relationship: 'How the invited person is related',
    chooseRelationship: 'Choose',
    relationshipRequired: 'Choose how the person is related',
    send: 'Invite',
    sending: 'Sending…',
    sent: 'The invitation was sent by email.',
    failed: 'Could not send the invitation',
    pending: 'Email invitations awaiting an answer',
    pendingEmpty: 'No email invitations',
    loadFailed: 'Could not load the email invitations',
    cancel: 'Cancel',
    cancelLabel: 'Cancel the invitation: {{email}}',
    cancelled: 'Invitation cancelled',
    cancelFailed: 'Could not cancel the invitation',
  },
};

addTexts('emailInvites', emailInvitesRu, emailInvitesEn);
