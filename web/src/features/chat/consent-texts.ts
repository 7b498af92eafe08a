import { addTexts } from '../../i18n/index.ts';

/**
 * What the chat tells whoever adds people to a group (CONTRACT §4 "Consent, continued"): who was
 * added, who was only invited (their setting did not allow it), and that a refusal is theirs. A
 * namespace of its own (`chatConsent`), registered when the chat loads.
 */
export const chatConsentRu = {
  hint: 'Друзья, семья и соседи по дому добавляются сразу, если сами это разрешили; остальные получат приглашение и появятся в группе, когда примут его.',
  added: 'Добавлен(а) в группу: {{name}}',
  invited: '{{name}} получит приглашение и появится в группе, когда примет его',
  invitedMany: 'Приглашения отправлены: {{names}}. Они появятся в группе, когда примут их',
};

export const chatConsentEn: typeof chatConsentRu = {
  hint: 'Friends, family and housemates are added at once if they allow it; anyone else gets an invitation and appears in the group once they accept it.',
  added: 'Added to the group: {{name}}',
  invited: '{{name}} will get an invitation and appear in the group once they accept it',
  invitedMany: 'Invitations sent: {{names}}. They appear in the group once they accept them',
};

addTexts('chatConsent', chatConsentRu, chatConsentEn);
