import { addTexts } from '../../i18n/index.ts';

/**
 * Texts of the organization invite dialog (CONTRACT §4 "Consent, continued"): an invite is an
 * invitation the person accepts, sent the same way whether or not the address has an account.
 * A namespace of its own (`orgInvite`), registered when the dialog's module loads.
 */
export const orgInviteRu = {
  hint: 'Мы отправим приглашение на этот email. Человек станет участником, когда примет его; если у него ещё нет аккаунта в Круге, приглашение дождётся регистрации.',
  submit: 'Пригласить',
  /** Quoted by spec 02 §8 («Invite»). */
  sent: 'Приглашение отправлено на email.',
  sentText: '{{email}} станет участником, когда примет приглашение.',
};

export const orgInviteEn: typeof orgInviteRu = {
  hint: 'We will send an invitation to this email. The person becomes a member once they accept it; if they have no Krug account yet, the invitation waits for them to sign up.',
  submit: 'Invite',
  sent: 'The invitation has been sent by email.',
  sentText: '{{email}} becomes a member once they accept the invitation.',
};

addTexts('orgInvite', orgInviteRu, orgInviteEn);
