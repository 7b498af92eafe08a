import { type NameGender, pastVerb } from './russian-names.ts';
// Texts of consent, invitations and leaving (CONTRACT §4 "Consent"), without schemas.

/** Server details and notification wording for invitations and for leaving a family, household or group. */
export const INVITATION_TEXTS = {
  notFound: 'Приглашение не найдено',
  alreadyAccepted: 'Вы уже приняли это приглашение',
  livesElsewhere: 'Вы уже живёте в другом домохозяйстве. Сначала покиньте его, затем примите приглашение.',
  alreadyInvited: 'Этот пользователь уже приглашён',
  creatorCannotLeave:
    'Создатель семьи не может её покинуть. Удалите семью в настройках (раздел «Опасная зона»).',
  ownerCannotLeave: 'Владелец не может покинуть домохозяйство. Сначала передайте его другому жителю.',
  onlyOwnerHandsOver: 'Передать домохозяйство может только его владелец',
  handOverToResident: 'Передать домохозяйство можно только другому жителю',
  familyGroupLeave: 'Семейную группу нельзя покинуть отдельно: покиньте семью, и группа уйдёт вместе с ней.',
  onlyYourself: 'Из группы можно выйти только самому',
  relativeHasAccount: 'Данные участника с аккаунтом он меняет сам в своём профиле',
  /** «Иван Петров приглашает вас в семью «Ивановы»». */
  invitedToFamily: (inviter: string, family: string) => `${inviter} приглашает вас в семью «${family}»`,
  invitedToHousehold: (inviter: string, household: string) =>
    `${inviter} приглашает вас в домохозяйство «${household}»`,
  /** «Иван Петров приглашает вас в группу «Поход»» (CONTRACT §4 "Consent, continued"). */
  invitedToGroup: (inviter: string, group: string) => `${inviter} приглашает вас в группу «${group}»`,
  invitedToOrganization: (inviter: string, org: string) => `${inviter} приглашает вас в организацию «${org}»`,
  /** 403 when the person chose `who_can_add_me_to_groups: nobody`. */
  addsNobody: (name: string) => `${name} не разрешает добавлять себя в группы`,
  familyGroupNotCreatable:
    'Семейная группа создаётся вместе с семьёй: создайте семью, и её группа появится в чате.',
  /** What an organization invite answers, registered address or not (no account-existence oracle). */
  organizationInviteSent: 'Приглашение отправлено на email.',
  tooManyInvitations: 'Слишком много приглашений. Попробуйте позже.',
  /** The verb agrees with whoever answered («принял», «приняла»; «принял(а)» when unknown). */
  accepted: (who: string, target: string, gender?: NameGender) =>
    `${who} ${pastVerb('принял', gender)} ваше приглашение в «${target}»`,
  declined: (who: string, target: string, gender?: NameGender) =>
    `${who} ${pastVerb('отклонил', gender)} ваше приглашение в «${target}»`,
} as const;
