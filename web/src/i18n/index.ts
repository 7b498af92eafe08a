import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ru } from './ru.ts';

void i18next.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  resources: { ru: { translation: ru } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
  returnObjects: true,
});

export { ru };
export default i18next;
