import { addTexts, type Texts } from '../../i18n/index.ts';

/**
 * What the modules that start empty are for (issue 32): the wall's empty state and the composer's
 * placeholder of «Маркетплейс», «Журнал», «Финансы» and «Сервисы», so an empty module does not
 * look like lost posts. The `moduleIntro` namespace.
 */
export const moduleIntroRu = {
  marketplace: {
    title: 'Маркетплейс',
    text: 'Продать, отдать, одолжить — объявления вашего круга',
    placeholder: 'Что вы хотите продать, отдать или одолжить?',
  },
  journal: {
    title: 'Журнал',
    text: 'Ваши заметки, мысли и воспоминания. Кто их увидит, вы выбираете в каждой записи.',
    placeholder: 'Что хочется запомнить сегодня?',
  },
  finance: {
    title: 'Финансы',
    text: 'Общие расходы, сборы на подарки и советы о деньгах — для вашего круга',
    placeholder: 'Расскажите о расходе, сборе или совете о деньгах',
  },
  services: {
    title: 'Сервисы',
    text: 'Мастера, врачи и услуги, которые советуют ваши близкие и знакомые',
    placeholder: 'Кого вы посоветуете или кого ищете?',
  },
  familyPosts: 'Записи семьи',
  familyPostsHint: 'Фото и записи семьи — в модуле «Семья».',
};

export const moduleIntroEn: Texts<typeof moduleIntroRu> = {
  marketplace: {
    title: 'Marketplace',
    text: 'Sell, give away, lend — listings from your circle',
    placeholder: 'What would you like to sell, give away or lend?',
  },
  journal: {
    title: 'Journal',
    text: 'Your notes, thoughts and memories. You choose who sees each entry.',
    placeholder: 'What would you like to remember today?',
  },
  finance: {
    title: 'Finance',
    text: 'Shared expenses, gift collections and money tips — for your circle',
    placeholder: 'Tell about an expense, a collection or a money tip',
  },
  services: {
    title: 'Services',
    text: 'Craftspeople, doctors and services your family and friends recommend',
    placeholder: 'Whom do you recommend, or whom are you looking for?',
  },
  familyPosts: 'Family posts',
  familyPostsHint: 'Family photos and posts are in the «Family» module.',
};

addTexts('moduleIntro', moduleIntroRu, moduleIntroEn);

/** The modules with an introduction of their own. */
export const INTRO_MODULES = ['marketplace', 'journal', 'finance', 'services'] as const;
export type IntroModule = (typeof INTRO_MODULES)[number];
export const hasIntro = (m: string): m is IntroModule => (INTRO_MODULES as readonly string[]).includes(m);
