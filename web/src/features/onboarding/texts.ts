import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * The first-run wizard's texts (work, education, privacy, summary): the `onboarding` namespace,
 * registered when a module that uses it loads.
 */
export const onboardingRu = {
  onboarding: {
    title: 'Расскажите о себе',
    step: 'Шаг {{n}} из {{total}}',
    steps: ['Работа', 'Образование', 'Приватность', 'Итог'],
    workPlace: 'Место работы',
    workRole: 'Должность',
    university: 'Университет',
    universityRole: 'Статус в университете',
    school: 'Школа',
    schoolRole: 'Статус в школе',
    notChosen: 'Не выбран',
    back: 'Назад',
    next: 'Далее',
    skip: 'Пропустить',
    finish: 'Завершить',
    saving: 'Сохранение…',
    summaryEmpty: 'Вы ничего не указали — это можно сделать позже в настройках профиля.',
    privacy: {
      work_visible_in_services: 'Показывать место работы в разделе «Сервисы»',
      school_visible_in_events: 'Показывать школу в разделе «События»',
      location_sharing_enabled: 'Делиться местоположением',
      profile_visible_to_public: 'Профиль виден всем',
      family_visible_to_friends: 'Семья видна друзьям',
    },
    on: 'Включено',
    off: 'Выключено',
    saveFailedConfirm: 'Не удалось сохранить данные: {{detail}}. Продолжить без сохранения?',
    unknownError: 'Неизвестная ошибка',
  },
} as const;

export const onboardingEn: Texts<typeof onboardingRu> = {
  onboarding: {
    title: 'Tell us about yourself',
    step: 'Step {{n}} of {{total}}',
    steps: ['Work', 'Education', 'Privacy', 'Summary'],
    workPlace: 'Workplace',
    workRole: 'Job title',
    university: 'University',
    universityRole: 'University status',
    school: 'School',
    schoolRole: 'School status',
    notChosen: 'Not chosen',
    back: 'Back',
    next: 'Next',
    skip: 'Skip',
    finish: 'Finish',
    saving: 'Saving…',
    summaryEmpty: 'You have not entered anything — you can do it later in your profile settings.',
    privacy: {
      work_visible_in_services: 'Show my workplace in “Services”',
      school_visible_in_events: 'Show my school in “Events”',
      location_sharing_enabled: 'Share my location',
      profile_visible_to_public: 'Profile visible to everyone',
      family_visible_to_friends: 'Family visible to friends',
    },
    on: 'On',
    off: 'Off',
    saveFailedConfirm: 'Could not save your data: {{detail}}. Continue without saving?',
    unknownError: 'Unknown error',
  },
};

addTexts('onboarding', onboardingRu, onboardingEn);
