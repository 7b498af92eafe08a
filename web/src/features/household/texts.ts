import { HOUSEHOLD_TEXTS } from '@krug/contract/household-texts';
import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * The household's texts (creating it, its residents): the `household` namespace, registered when a
 * module that uses it loads.
 */
export const householdRu = {
  household: {
    ...HOUSEHOLD_TEXTS,
    title: 'Домохозяйство',
    none: 'Вы пока не добавили домохозяйство.',
    create: 'Создать домохозяйство',
    name: 'Название',
    street: 'Улица и номер дома',
    city: 'Город',
    state: 'Регион',
    country: 'Страна',
    postal: 'Почтовый индекс',
    optional: '(необязательно)',
    submit: 'Создать',
    cancel: 'Отмена',
    residents: 'Жители',
    owner: 'Владелец',
    addResident: 'Добавить жителя',
    relationship: 'Кем приходится',
    relationships: {
      roommate: 'Сосед(ка)',
      tenant: 'Арендатор',
      family_member: 'Член семьи',
      other: 'Другое',
    },
    remove: 'Удалить',
  },
} as const;

export const householdEn: Texts<typeof householdRu> = {
  household: {
    created: 'Household created!',
    createError: 'Error creating household',
    memberAdded: 'Household member added',
    memberAddError: 'Error adding member',
    memberRemoved: 'Household member removed',
    memberRemoveError: 'Error removing member',
    removeConfirm: 'Remove this member from the household?',
    nameRequired: 'Enter the household name',
    streetRequired: 'Enter the street and house number',
    cityRequired: 'Enter the city',
    countryRequired: 'Enter the country',
    notFound: 'Household not found',
    ownerNotRemovable: 'The household’s owner cannot be removed',
    alreadyInHousehold: 'You are already in a household',
    userInOtherHousehold: 'This user is already in a household',
    memberNotFound: 'Resident not found',
    userNotFound: 'User not found',
    title: 'Household',
    none: 'You have not added a household yet.',
    create: 'Create household',
    name: 'Name',
    street: 'Street and house number',
    city: 'City',
    state: 'Region',
    country: 'Country',
    postal: 'Postal code',
    optional: '(optional)',
    submit: 'Create',
    cancel: 'Cancel',
    residents: 'Residents',
    owner: 'Owner',
    addResident: 'Add resident',
    relationship: 'Relationship',
    relationships: {
      roommate: 'Roommate',
      tenant: 'Tenant',
      family_member: 'Family member',
      other: 'Other',
    },
    remove: 'Remove',
  },
};

addTexts('household', householdRu, householdEn);
