import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import type en from '@/locales/en.json';
import storefrontTexts from '@/locales/en.json?storefront';

export const defaultNS = 'translation';
/**
 * Every text's type comes from the whole file; the shop bundles it without the admin area's texts
 * (build/split-admin-texts-plugin.ts), which the admin area adds when it loads (`addTexts`).
 */
export const resources = { en: { translation: storefrontTexts as typeof en } } as const;

// English ships in the bundle and initialises synchronously, so the first render already has its texts.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Adds a part of the texts loaded later (the admin area's), merged into the English translation. */
export function addTexts(texts: object): void {
  i18n.addResourceBundle('en', defaultNS, texts, true, true);
}

export { i18n };
