import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import en from '@/locales/en.json';

export const defaultNS = 'translation';
export const resources = { en: { translation: en } } as const;

// English ships in the bundle and initialises synchronously, so the first render already has its texts.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
