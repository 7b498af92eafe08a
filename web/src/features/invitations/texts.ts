import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * Consent before family and household membership (CONTRACT §4 "Consent"): invitations, leaving, and
 * relatives without an account. The `invitations` namespace, registered when a module that uses it
 * loads.
 */
export const invitationsRu = {
  /** Consent before family and household membership (CONTRACT §4 "Consent"): invitations and leaving. */
  invitations: {
    title: 'Приглашения',
    intro:
      'Вас пригласили в семью или домохозяйство. Вы станете участником, только если примете приглашение.',
    loadFailed: 'Не удалось загрузить приглашения',
    empty: 'Приглашений нет',
    emptyText:
      'Когда кто-нибудь добавит вас в семью или домохозяйство, приглашение появится здесь — принять его или отклонить решаете вы.',
    toMyFamily: 'К моей семье',
    listLabel: 'Приглашения, ждущие ответа',
    toFamily: '{{inviter}} приглашает вас в семью «{{name}}»',
    toHousehold: '{{inviter}} приглашает вас в домохозяйство «{{name}}»',
    toFamilyAnonymous: 'Приглашение в семью «{{name}}»',
    toHouseholdAnonymous: 'Приглашение в домохозяйство «{{name}}»',
    relationshipFamily: 'Родство: {{label}}',
    relationshipHousehold: 'Кем вы приходитесь: {{label}}',
    gives: {
      family: 'Вы увидите записи «Только для семьи», семейный чат и календарь',
      household: 'Вы увидите домохозяйство и записи «Только для домохозяйства»',
    },
    accept: 'Принять',
    decline: 'Отклонить',
    accepted: {
      family: 'Вы вступили в семью «{{name}}»',
      household: 'Вы стали жителем домохозяйства «{{name}}»',
    },
    declined: 'Приглашение отклонено',
    acceptFailed: 'Не удалось принять приглашение',
    declineFailed: 'Не удалось отклонить приглашение',
    pendingNotice: 'Вас пригласили в семью или домохозяйство. Приглашений: {{n}}',
    open: 'Посмотреть',
    sent: 'Приглашение отправлено',
    invitedBadge: 'Приглашение отправлено',
    invitedHint: 'Станет участником, когда примет приглашение',
    leave: 'Покинуть',
    leaveFailed: 'Не удалось выйти',
    leaveFamily: {
      button: 'Покинуть семью',
      title: 'Покинуть семью «{{name}}»?',
      text: 'Вы перестанете видеть записи «Только для семьи», семейный чат и календарь. Вернуться можно, только если вас снова пригласят.',
      done: 'Вы покинули семью «{{name}}»',
    },
    leaveHousehold: {
      button: 'Покинуть домохозяйство',
      title: 'Покинуть домохозяйство «{{name}}»?',
      text: 'Вы перестанете видеть домохозяйство, его жителей и записи «Только для домохозяйства». Вернуться можно, только если вас снова пригласят.',
      done: 'Вы покинули домохозяйство «{{name}}»',
    },
    leaveGroup: {
      button: 'Покинуть группу',
      title: 'Покинуть группу «{{name}}»?',
      text: 'Вы перестанете видеть сообщения и события группы и не получите новые. Вернуться можно, только если вас снова добавят.',
      done: 'Вы покинули группу «{{name}}»',
    },
    relative: {
      editLabel: 'Изменить: {{name}}',
      removeLabel: 'Удалить: {{name}}',
      editTitle: 'Родственник без аккаунта',
      editText: 'Имя, фамилия, дата рождения и родство — как при добавлении.',
      firstName: 'Имя',
      lastName: 'Фамилия',
      birthDate: 'Дата рождения',
      optional: '(необязательно)',
      relationship: 'Родство',
      save: 'Сохранить',
      saved: 'Данные родственника сохранены',
      saveFailed: 'Не удалось сохранить данные родственника',
      removeTitle: 'Удалить запись «{{name}}»?',
      removeText:
        'У этого родственника нет аккаунта: из семьи исчезнет только запись о нём. Добавить его снова можно в любой момент.',
      removeConfirm: 'Удалить запись',
      removed: 'Запись о родственнике удалена',
      removeFailed: 'Не удалось удалить запись о родственнике',
      noAccount: 'Без аккаунта',
    },
  },
} as const;

export const invitationsEn: Texts<typeof invitationsRu> = {
  invitations: {
    title: 'Invitations',
    intro: 'You were invited to a family or a household. You become a member only if you accept.',
    loadFailed: 'Could not load invitations',
    empty: 'No invitations',
    emptyText:
      'When someone adds you to a family or a household, the invitation appears here — you decide whether to accept or decline it.',
    toMyFamily: 'To my family',
    listLabel: 'Invitations awaiting an answer',
    toFamily: '{{inviter}} invites you to the family “{{name}}”',
    toHousehold: '{{inviter}} invites you to the household “{{name}}”',
    toFamilyAnonymous: 'Invitation to the family “{{name}}”',
    toHouseholdAnonymous: 'Invitation to the household “{{name}}”',
    relationshipFamily: 'Relationship: {{label}}',
    relationshipHousehold: 'You are: {{label}}',
    gives: {
      family: 'You will see “Family only” posts, the family chat and calendar',
      household: 'You will see the household and “Household only” posts',
    },
    accept: 'Accept',
    decline: 'Decline',
    accepted: {
      family: 'You joined the family “{{name}}”',
      household: 'You became a resident of the household “{{name}}”',
    },
    declined: 'Invitation declined',
    acceptFailed: 'Could not accept the invitation',
    declineFailed: 'Could not decline the invitation',
    pendingNotice: 'You were invited to a family or a household. Invitations: {{n}}',
    open: 'View',
    sent: 'Invitation sent',
    invitedBadge: 'Invitation sent',
    invitedHint: 'Becomes a member after accepting the invitation',
    leave: 'Leave',
    leaveFailed: 'Could not leave',
    leaveFamily: {
      button: 'Leave family',
      title: 'Leave the family “{{name}}”?',
      text: 'You will no longer see “Family only” posts, the family chat and calendar. You can come back only if you are invited again.',
      done: 'You left the family “{{name}}”',
    },
    leaveHousehold: {
      button: 'Leave household',
      title: 'Leave the household “{{name}}”?',
      text: 'You will no longer see the household, its residents and “Household only” posts. You can come back only if you are invited again.',
      done: 'You left the household “{{name}}”',
    },
    leaveGroup: {
      button: 'Leave group',
      title: 'Leave the group “{{name}}”?',
      text: 'You will no longer see the group’s messages and events and will not get new ones. You can come back only if you are added again.',
      done: 'You left the group “{{name}}”',
    },
    relative: {
      editLabel: 'Edit: {{name}}',
      removeLabel: 'Remove: {{name}}',
      editTitle: 'Relative without an account',
      editText: 'First name, last name, date of birth and relationship — as when adding.',
      firstName: 'First name',
      lastName: 'Last name',
      birthDate: 'Date of birth',
      optional: '(optional)',
      relationship: 'Relationship',
      save: 'Save',
      saved: 'Relative’s details saved',
      saveFailed: 'Could not save the relative’s details',
      removeTitle: 'Remove the entry “{{name}}”?',
      removeText:
        'This relative has no account: only the entry about them disappears from the family. You can add them again at any time.',
      removeConfirm: 'Remove entry',
      removed: 'Relative’s entry removed',
      removeFailed: 'Could not remove the relative’s entry',
      noAccount: 'No account',
    },
  },
};

addTexts('invitations', invitationsRu, invitationsEn);
